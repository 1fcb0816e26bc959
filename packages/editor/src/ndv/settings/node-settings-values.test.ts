import { describe, expect, it } from 'vitest';
import type { INode } from '@weft/workflow';
import { newWorkflowDocument } from '../../stores/workflow/document-slice';
import { createWorkflowStore } from '../../stores/workflow/workflow-store';
import {
  maxTriesOf, notesOperation, retryNumberOperation, toggleOperation, toggleValue, waitBetweenTriesOf,
} from './node-settings-values';

const code: INode = {
  id: 'c1', name: 'Code', type: 'n8n-nodes-base.code', typeVersion: 2, position: [0, 0], parameters: {},
};

function storeWith(node: INode) {
  return createWorkflowStore({ ...newWorkflowDocument('W'), id: '1', nodes: [node] });
}
const nodeIn = (store: ReturnType<typeof storeWith>) => store.getState().document.nodes[0] as INode;

describe('node settings values', () => {
  it('shows the retry defaults of the spec when the node sets none', () => {
    expect(maxTriesOf(code)).toBe(3);
    expect(waitBetweenTriesOf(code)).toBe(1000);
    expect(maxTriesOf({ ...code, maxTries: 5 })).toBe(5);
  });

  it('keeps tries within 2 to 5 and the wait within 0 to 5000 ms', () => {
    expect(retryNumberOperation(code, 'maxTries', 9)).toMatchObject({ value: 5 });
    expect(retryNumberOperation(code, 'maxTries', 1)).toMatchObject({ value: 2 });
    expect(retryNumberOperation(code, 'waitBetweenTries', 9000)).toMatchObject({ value: 5000 });
    expect(retryNumberOperation(code, 'waitBetweenTries', -5)).toMatchObject({ value: 0 });
  });

  it('stores a default as no value, so the saved node holds only what differs', () => {
    expect(retryNumberOperation(code, 'maxTries', 3)).toMatchObject({ value: undefined });
    expect(retryNumberOperation(code, 'waitBetweenTries', 1000)).toMatchObject({ value: undefined });
    expect(notesOperation(code, '')).toMatchObject({ setting: 'notes', value: undefined });
  });

  it('reads Continue On Fail from an n8n 1.x On Error that continues', () => {
    expect(toggleValue({ ...code, onError: 'continueRegularOutput' }, 'continueOnFail')).toBe(true);
    expect(toggleValue({ ...code, onError: 'stopWorkflow' }, 'continueOnFail')).toBe(false);
    expect(toggleValue({ ...code, continueOnFail: true }, 'continueOnFail')).toBe(true);
  });

  it('turning Continue On Fail off clears an On Error that continues too', () => {
    const store = storeWith({ ...code, onError: 'continueErrorOutput' });
    store.getState().apply(toggleOperation(nodeIn(store), 'continueOnFail', false));
    expect(toggleValue(nodeIn(store), 'continueOnFail')).toBe(false);
    expect(nodeIn(store)).not.toHaveProperty('onError');
    store.getState().undo();
    expect(nodeIn(store).onError).toBe('continueErrorOutput');
  });

  it('a toggle on then off leaves the workflow clean; Ctrl+Z undoes one toggle', () => {
    const store = storeWith(code);
    store.getState().apply(toggleOperation(nodeIn(store), 'retryOnFail', true));
    expect(nodeIn(store).retryOnFail).toBe(true);
    expect(store.getState().isDirty).toBe(true);
    store.getState().undo();
    expect(nodeIn(store)).not.toHaveProperty('retryOnFail');
    expect(store.getState().isDirty).toBe(false);
    store.getState().apply(toggleOperation(nodeIn(store), 'executeOnce', true));
    store.getState().apply(toggleOperation(nodeIn(store), 'executeOnce', false));
    expect(store.getState().isDirty).toBe(false);
  });

  it('typing notes in one edit session is one undo step; a new session is another', () => {
    const store = storeWith(code);
    for (const text of ['H', 'He', 'Hel', 'Hello']) {
      store.getState().apply(notesOperation(nodeIn(store), text), { mergeKey: 'notes:1' });
    }
    store.getState().apply(notesOperation(nodeIn(store), 'Hello!'), { mergeKey: 'notes:2' });
    expect(nodeIn(store).notes).toBe('Hello!');
    store.getState().undo();
    expect(nodeIn(store).notes).toBe('Hello');
    store.getState().undo();
    expect(nodeIn(store)).not.toHaveProperty('notes');
    expect(store.getState().canUndo).toBe(false);
  });
});
