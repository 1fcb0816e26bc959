import type { StateCreator } from 'zustand';
import type { WorkflowStoreState } from './workflow-store';

/** Canvas state of this workflow that is not part of the document: undo does not touch it. */
export interface CanvasUiSlice {
  /** The node the rename prompt is open for. */
  renamingNodeName: string | null;
  startRenaming: (name: string) => void;
  stopRenaming: () => void;
}

export const createCanvasUiSlice: StateCreator<WorkflowStoreState, [], [], CanvasUiSlice> = (set) => ({
  renamingNodeName: null,
  startRenaming: (name) => set({ renamingNodeName: name }),
  stopRenaming: () => set({ renamingNodeName: null }),
});
