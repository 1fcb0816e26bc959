import type { WorkflowResponse } from '@weft/contracts';
import type { WorkflowStore } from '../../stores/workflow/workflow-store';

/**
 * After the settings were saved on their own: the working copy and its saved baseline both take the
 * new settings and version. Unsaved canvas edits stay unsaved, and the next canvas save sends the
 * new settings (with the new version) instead of putting the old ones back.
 */
export function adoptSavedSettings(store: WorkflowStore, saved: Pick<WorkflowResponse, 'settings' | 'versionId'>): void {
  const { markSaved, savedDocument } = store.getState();
  markSaved({ settings: saved.settings, versionId: saved.versionId }, savedDocument);
}
