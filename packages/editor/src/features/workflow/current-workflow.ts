import { create } from 'zustand';
import type { WorkflowStore } from '../../stores/workflow/workflow-store';

export interface SaveOptions {
  /** After creating a new workflow, go to its route (off when the user is leaving anyway). */
  navigateAfterCreate?: boolean;
}

/** What the open workflow offers to the parts of the page outside its editor (sidebar, shortcuts). */
export interface OpenWorkflowHandle {
  store: WorkflowStore;
  save(options?: SaveOptions): Promise<boolean>;
}

interface CurrentWorkflowState {
  open: OpenWorkflowHandle | null;
  /** The 'workflowSaving' marker of spec editor §4: a save request is under way. */
  saving: boolean;
  setOpen(open: OpenWorkflowHandle | null): void;
  setSaving(saving: boolean): void;
}

/**
 * The workflow open on the canvas, if any. The sidebar lives outside the editor's store context,
 * so the editor registers itself here while it is mounted.
 */
export const useCurrentWorkflow = create<CurrentWorkflowState>()((set) => ({
  open: null,
  saving: false,
  setOpen: (open) => set({ open }),
  setSaving: (saving) => set({ saving }),
}));
