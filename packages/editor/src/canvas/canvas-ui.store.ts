import { create } from 'zustand';

/** Canvas UI state that is not part of the document: which node is being renamed (the open node is in ndv/ndv.store). */
export interface CanvasUiState {
  /** The node the rename prompt is open for. */
  renamingNodeName: string | null;
}

export const useCanvasUiStore = create<CanvasUiState>(() => ({ renamingNodeName: null }));

export function startRenaming(name: string): void {
  useCanvasUiStore.setState({ renamingNodeName: name });
}

export function stopRenaming(): void {
  useCanvasUiStore.setState({ renamingNodeName: null });
}

export function resetCanvasUi(): void {
  useCanvasUiStore.setState({ renamingNodeName: null });
}
