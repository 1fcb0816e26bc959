import { describe, expect, it } from 'vitest';
import { newWorkflowDocument } from './document-slice';
import { createWorkflowStore } from './workflow-store';

describe('node creator slice of the workflow store', () => {
  it('opens for a connection of its own workflow, and a new open starts a new session without it', () => {
    const store = createWorkflowStore(newWorkflowDocument('W'));
    const insertOn = { source: 'A', sourceOutput: 0, target: 'B', targetInput: 0 };
    store.getState().openNodeCreator({ insertOn });
    expect(store.getState().nodeCreator).toMatchObject({ open: true, insertOn, session: 1 });
    store.getState().closeNodeCreator();
    store.getState().openNodeCreator();
    expect(store.getState().nodeCreator).toEqual({ open: true, session: 2 });
  });

  it('toggles with Tab, and the panel of one workflow is not open in another', () => {
    const a = createWorkflowStore(newWorkflowDocument('A'));
    const b = createWorkflowStore(newWorkflowDocument('B'));
    a.getState().toggleNodeCreator();
    expect(a.getState().nodeCreator.open).toBe(true);
    expect(b.getState().nodeCreator.open).toBe(false);
    a.getState().toggleNodeCreator();
    expect(a.getState().nodeCreator).toEqual({ open: false, session: 1 });
  });
});
