import type { StateCreator } from 'zustand';
import type { WorkflowStoreState } from './workflow-store';

/** Whether this workflow is being saved: the 'workflowSaving' marker of spec editor §4. */
export interface SaveStateSlice {
  saving: boolean;
  setSaving: (saving: boolean) => void;
}

export const createSaveStateSlice: StateCreator<WorkflowStoreState, [], [], SaveStateSlice> = (set) => ({
  saving: false,
  setSaving: (saving) => set({ saving }),
});
