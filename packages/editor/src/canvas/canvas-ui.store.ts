import { create } from 'zustand';

/** Canvas UI state that is not part of the document: which node is open, which one is being renamed. */
export interface CanvasUiState {
  /** The node shown in the node details view. */
  openNodeName: string | null;
  /** The node the rename prompt is open for. */
  renamingNodeName: string | null;
}

export const useCanvasUiStore = create<CanvasUiState>(() => ({ openNodeName: null, renamingNodeName: null }));

export function openNodeDetails(name: string): void {
  useCanvasUiStore.setState({ openNodeName: name });
}

export function closeNodeDetails(): void {
  useCanvasUiStore.setState({ openNodeName: null });
}

export function startRenaming(name: string): void {
  useCanvasUiStore.setState({ renamingNodeName: name });
}

export function stopRenaming(): void {
  useCanvasUiStore.setState({ renamingNodeName: null });
}

export function resetCanvasUi(): void {
  useCanvasUiStore.setState({ openNodeName: null, renamingNodeName: null });
}
