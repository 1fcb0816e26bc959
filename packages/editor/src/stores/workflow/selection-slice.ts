import type { StateCreator } from 'zustand';
import type { WorkflowStoreState } from './workflow-store';

/** Which canvas nodes are selected (by node id), kept for the commands that act on a selection. */
export interface SelectionSlice {
  selectedNodeIds: readonly string[];
  setSelectedNodeIds: (ids: readonly string[]) => void;
}

export const createSelectionSlice: StateCreator<WorkflowStoreState, [], [], SelectionSlice> = (set, get) => ({
  selectedNodeIds: [],
  setSelectedNodeIds: (ids) => {
    const current = get().selectedNodeIds;
    // React Flow reports the selection after every change; skip updates that change nothing.
    if (current.length === ids.length && current.every((id, i) => id === ids[i])) return;
    set({ selectedNodeIds: ids });
  },
});
