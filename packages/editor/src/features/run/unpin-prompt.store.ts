import { create } from 'zustand';

interface UnpinPromptState {
  /** The node whose pinned data the prompt asks about; null when closed. */
  nodeName: string | null;
}

/**
 * The 'unpin and execute?' question (spec/editor.md §4 'Pinned data'). It holds only which node is
 * asked about: confirming starts the run again, confirmed, from the modal.
 */
export const useUnpinPrompt = create<UnpinPromptState>()(() => ({ nodeName: null }));

/** Opens the question for a node; a second question replaces the first (which so is not run). */
export function askUnpinAndExecute(nodeName: string): void {
  useUnpinPrompt.setState({ nodeName });
}

export function closeUnpinPrompt(): void {
  useUnpinPrompt.setState({ nodeName: null });
}
