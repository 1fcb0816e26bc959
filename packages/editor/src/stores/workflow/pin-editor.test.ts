import { describe, expect, it } from 'vitest';
import type { INode } from '@weft/workflow';
import { MAX_PINNED_DATA_SIZE } from '@weft/workflow/validation';
import { newWorkflowDocument } from './document-slice';
import { createWorkflowStore } from './workflow-store';

const node = (name: string): INode => ({
  id: name, name, type: 'n8n-nodes-base.code', typeVersion: 2, position: [0, 0], parameters: {},
});

function workflow() {
  return createWorkflowStore({ ...newWorkflowDocument('W'), id: '1', nodes: [node('Code'), node('Other')] });
}

describe('pin data editor (a slice of the workflow store)', () => {
  it('saves the typed items as the node\'s pin data, one undoable step that dirties the workflow', () => {
    const store = workflow();
    store.getState().startPinEdit('Code', '[]');
    store.getState().setPinText('[{"name": "Ada"}, {"name": "Lin"}]');
    expect(store.getState().savePinEdit()).toBe(true);
    expect(store.getState().document.pinData.Code).toEqual([{ json: { name: 'Ada' } }, { json: { name: 'Lin' } }]);
    expect(store.getState().isDirty).toBe(true);
    expect(store.getState().pinEditor.editingNode).toBeNull();
    store.getState().undo();
    expect(store.getState().document.pinData).toEqual({});
  });

  it('keeps the editor open with the error and pins nothing when the JSON is invalid', () => {
    const store = workflow();
    store.getState().startPinEdit('Code', '[]');
    store.getState().setPinText("[{'name': 'Ada'}]");
    expect(store.getState().savePinEdit()).toBe(false);
    expect(store.getState().pinEditor.problem).toEqual({
      message: "Unexpected token ''' at position 2 (line 1 column 3)",
      hint: 'Use double quotes " instead of single quotes \'',
    });
    expect(store.getState().pinEditor.editingNode).toBe('Code');
    expect(store.getState().document.pinData).toEqual({});
    expect(store.getState().isDirty).toBe(false);
    store.getState().setPinText('[]');
    expect(store.getState().pinEditor.problem).toBeNull();
  });

  it('refuses data that takes the workflow over 12 MB, counting the other nodes\' pinned data', () => {
    const store = workflow();
    const half = 'x'.repeat(MAX_PINNED_DATA_SIZE / 2);
    store.getState().apply({ type: 'pinData', node: 'Other', data: [{ s: half }] });
    store.getState().startPinEdit('Code', '[]');
    store.getState().setPinText(JSON.stringify([{ s: half }]));
    expect(store.getState().savePinEdit()).toBe(false);
    expect(store.getState().pinEditor.problem?.message).toBe('Output data is too large to pin: at most 12MB of output per workflow');
    expect(store.getState().document.pinData.Code).toBeUndefined();
  });

  it('cancel closes the editor without pinning', () => {
    const store = workflow();
    store.getState().startPinEdit('Code', '[]');
    store.getState().setPinText('[{"a": 1}]');
    store.getState().cancelPinEdit();
    expect(store.getState().pinEditor.editingNode).toBeNull();
    expect(store.getState().document.pinData).toEqual({});
  });
});

describe('closing the node details view while editing', () => {
  it('drops the edit when the view shows another node or closes without asking (e.g. a route change)', () => {
    const store = workflow();
    store.getState().openNodeDetails('Code');
    store.getState().startPinEdit('Code', '[]');
    store.getState().setPinText('[{"a": 1}]');
    store.getState().openNodeDetails('Other');
    expect(store.getState().pinEditor.editingNode).toBeNull();

    store.getState().openNodeDetails('Code');
    store.getState().startPinEdit('Code', '[]');
    store.getState().closeNodeDetails();
    expect(store.getState().pinEditor.editingNode).toBeNull();
  });

  it('closes at once when nothing is edited or the text is unchanged', () => {
    const store = workflow();
    store.getState().openNodeDetails('Code');
    store.getState().requestCloseNodeDetails();
    expect(store.getState().ndv.openNodeName).toBeNull();
    store.getState().openNodeDetails('Code');
    store.getState().startPinEdit('Code', '[]');
    store.getState().requestCloseNodeDetails();
    expect(store.getState().ndv.openNodeName).toBeNull();
    expect(store.getState().pinEditor.editingNode).toBeNull();
  });

  it('asks when the text changed: keep editing stays open, discard closes and drops the text', () => {
    const store = workflow();
    store.getState().openNodeDetails('Code');
    store.getState().startPinEdit('Code', '[]');
    store.getState().setPinText('[{"a": 1}]');
    store.getState().requestCloseNodeDetails();
    expect(store.getState().pinEditor.closeRequested).toBe(true);
    expect(store.getState().ndv.openNodeName).toBe('Code');
    store.getState().answerClose(false);
    expect(store.getState().pinEditor.closeRequested).toBe(false);
    expect(store.getState().ndv.openNodeName).toBe('Code');
    expect(store.getState().pinEditor.editingNode).toBe('Code');

    store.getState().requestCloseNodeDetails();
    store.getState().requestCloseNodeDetails();
    store.getState().answerClose(true);
    expect(store.getState().ndv.openNodeName).toBeNull();
    expect(store.getState().pinEditor.editingNode).toBeNull();
    expect(store.getState().pinEditor.closeRequested).toBe(false);
  });

  it('lets a waiting close go ahead when the edit is cancelled', () => {
    const store = workflow();
    store.getState().openNodeDetails('Code');
    store.getState().startPinEdit('Code', '[]');
    store.getState().setPinText('[{"a": 1}]');
    store.getState().requestCloseNodeDetails();
    store.getState().cancelPinEdit();
    expect(store.getState().ndv.openNodeName).toBeNull();
  });

  it('keeps each open workflow\'s view apart', () => {
    const a = workflow();
    const b = workflow();
    a.getState().openNodeDetails('Code');
    expect(b.getState().ndv.openNodeName).toBeNull();
  });
});
