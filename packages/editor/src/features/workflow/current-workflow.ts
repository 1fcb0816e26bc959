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
  setOpen(open: OpenWorkflowHandle | null): void;
}

/**
 * The workflow open on the canvas, if any. The sidebar lives outside the editor's store context,
 * so the editor registers itself here while it is mounted.
 */
// App level: only a pointer to the open workflow's store; everything of that workflow lives in its store.
export const useCurrentWorkflow = create<CurrentWorkflowState>()((set) => ({
  open: null,
  setOpen: (open) => set({ open }),
}));
