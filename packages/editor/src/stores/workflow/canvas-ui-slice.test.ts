import { describe, expect, it } from 'vitest';
import { newWorkflowDocument } from './document-slice';
import { createWorkflowStore } from './workflow-store';

describe('canvas UI and save state of the workflow store', () => {
  it('renames in the workflow where F2 was pressed, and outside undo', () => {
    const a = createWorkflowStore(newWorkflowDocument('A'));
    const b = createWorkflowStore(newWorkflowDocument('B'));
    a.getState().startRenaming('Code');
    expect(a.getState().renamingNodeName).toBe('Code');
    expect(b.getState().renamingNodeName).toBeNull();
    expect(a.getState().canUndo).toBe(false);
    a.getState().stopRenaming();
    expect(a.getState().renamingNodeName).toBeNull();
  });

  it('marks only the workflow being saved as saving', () => {
    const a = createWorkflowStore(newWorkflowDocument('A'));
    const b = createWorkflowStore(newWorkflowDocument('B'));
    a.getState().setSaving(true);
    expect(a.getState().saving).toBe(true);
    expect(b.getState().saving).toBe(false);
  });
});
