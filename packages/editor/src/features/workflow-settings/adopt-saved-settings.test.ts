import { describe, expect, it } from 'vitest';
import { documentFromWorkflow } from '../../stores/workflow/document-slice';
import { createWorkflowStore } from '../../stores/workflow/workflow-store';
import { updateBody } from '../workflow/save-body';
import { adoptSavedSettings } from './adopt-saved-settings';

const loaded = documentFromWorkflow({
  id: '4', name: 'Orders', active: false, nodes: [], connections: {}, settings: { executionOrder: 'v1' },
  pinData: {}, tags: [], versionId: 'v-1', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
});
const newSettings = { executionOrder: 'v1' as const, executionTimeout: 30, errorWorkflow: '9' };

describe('adopting saved settings', () => {
  it('leaves a clean canvas clean, with the new settings and version', () => {
    const store = createWorkflowStore(loaded);
    adoptSavedSettings(store, { settings: newSettings, versionId: 'v-2' });
    expect(store.getState().isDirty).toBe(false);
    expect(store.getState().document.settings).toEqual(newSettings);
    expect(store.getState().document.versionId).toBe('v-2');
  });

  it('keeps unsaved canvas edits unsaved, and the next canvas save sends the new settings', () => {
    const store = createWorkflowStore(loaded);
    store.getState().updateDocument({ name: 'Orders (edited)' });
    adoptSavedSettings(store, { settings: newSettings, versionId: 'v-2' });
    expect(store.getState().isDirty).toBe(true);
    expect(store.getState().savedDocument.name).toBe('Orders');
    expect(updateBody(store.getState().document)).toMatchObject({ name: 'Orders (edited)', settings: newSettings, versionId: 'v-2' });
  });
});
