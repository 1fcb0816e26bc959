import { afterEach, describe, expect, it } from 'vitest';
import type { INode } from '@weft/workflow';
import { MAX_PINNED_DATA_SIZE } from '@weft/workflow/validation';
import { newWorkflowDocument } from '../workflow/document-slice';
import { createWorkflowStore } from '../workflow/workflow-store';
import { closeNodeDetails, openNodeDetails } from './ndv.store';
import { confirmCloseNdv } from './close-guard';
import { usePinDataEditor } from './pin-data-editor.store';

const node = (name: string): INode => ({
  id: name, name, type: 'n8n-nodes-base.code', typeVersion: 2, position: [0, 0], parameters: {},
});

function workflow() {
  return createWorkflowStore({ ...newWorkflowDocument('W'), id: '1', nodes: [node('Code'), node('Other')] });
}

afterEach(() => usePinDataEditor.getState().cancel());

describe('pin data editor', () => {
  it('saves the typed items as the node\'s pin data, one undoable step that dirties the workflow', () => {
    const store = workflow();
    usePinDataEditor.getState().start('Code', '[]');
    usePinDataEditor.getState().setText('[{"name": "Ada"}, {"name": "Lin"}]');
    expect(usePinDataEditor.getState().save(store)).toBe(true);
    expect(store.getState().document.pinData.Code).toEqual([{ json: { name: 'Ada' } }, { json: { name: 'Lin' } }]);
    expect(store.getState().isDirty).toBe(true);
    expect(usePinDataEditor.getState().editingNode).toBeNull();
    store.getState().undo();
    expect(store.getState().document.pinData).toEqual({});
  });

  it('keeps the editor open with the error and pins nothing when the JSON is invalid', () => {
    const store = workflow();
    usePinDataEditor.getState().start('Code', '[]');
    usePinDataEditor.getState().setText("[{'name': 'Ada'}]");
    expect(usePinDataEditor.getState().save(store)).toBe(false);
    expect(usePinDataEditor.getState().problem).toEqual({
      message: "Unexpected token ''' at position 2 (line 1 column 3)",
      hint: 'Use double quotes " instead of single quotes \'',
    });
    expect(usePinDataEditor.getState().editingNode).toBe('Code');
    expect(store.getState().document.pinData).toEqual({});
    expect(store.getState().isDirty).toBe(false);
    usePinDataEditor.getState().setText('[]');
    expect(usePinDataEditor.getState().problem).toBeNull();
  });

  it('refuses data that takes the workflow over 12 MB, counting the other nodes\' pinned data', () => {
    const store = workflow();
    const half = 'x'.repeat(MAX_PINNED_DATA_SIZE / 2);
    store.getState().apply({ type: 'pinData', node: 'Other', data: [{ s: half }] });
    usePinDataEditor.getState().start('Code', '[]');
    usePinDataEditor.getState().setText(JSON.stringify([{ s: half }]));
    expect(usePinDataEditor.getState().save(store)).toBe(false);
    expect(usePinDataEditor.getState().problem?.message).toBe('Output data is too large to pin: at most 12MB of output per workflow');
    expect(store.getState().document.pinData.Code).toBeUndefined();
  });

  it('cancel closes the editor without pinning', () => {
    const store = workflow();
    usePinDataEditor.getState().start('Code', '[]');
    usePinDataEditor.getState().setText('[{"a": 1}]');
    usePinDataEditor.getState().cancel();
    expect(usePinDataEditor.getState().editingNode).toBeNull();
    expect(store.getState().document.pinData).toEqual({});
  });
});

describe('closing the node details view while editing', () => {
  it('drops the edit when the view shows another node or closes without asking (e.g. a route change)', () => {
    openNodeDetails('Code');
    usePinDataEditor.getState().start('Code', '[]');
    usePinDataEditor.getState().setText('[{"a": 1}]');
    openNodeDetails('Other');
    expect(usePinDataEditor.getState().editingNode).toBeNull();

    openNodeDetails('Code');
    usePinDataEditor.getState().start('Code', '[]');
    closeNodeDetails();
    expect(usePinDataEditor.getState().editingNode).toBeNull();
  });

  it('closes at once when nothing is edited or the text is unchanged', async () => {
    await expect(confirmCloseNdv()).resolves.toBe(true);
    usePinDataEditor.getState().start('Code', '[]');
    await expect(confirmCloseNdv()).resolves.toBe(true);
    expect(usePinDataEditor.getState().editingNode).toBeNull();
  });

  it('asks when the text changed: keep editing stays open, discard closes and drops the text', async () => {
    usePinDataEditor.getState().start('Code', '[]');
    usePinDataEditor.getState().setText('[{"a": 1}]');
    const first = confirmCloseNdv();
    expect(usePinDataEditor.getState().pendingClose).not.toBeNull();
    usePinDataEditor.getState().answerClose(false);
    await expect(first).resolves.toBe(false);
    expect(usePinDataEditor.getState().editingNode).toBe('Code');

    const second = confirmCloseNdv();
    usePinDataEditor.getState().answerClose(true);
    await expect(second).resolves.toBe(true);
    expect(usePinDataEditor.getState().editingNode).toBeNull();
    expect(usePinDataEditor.getState().pendingClose).toBeNull();
  });
});
