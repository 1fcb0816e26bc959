import { create } from 'zustand';

interface UnpinPromptState {
  /** The node whose pinned data the prompt asks about; null when closed. */
  nodeName: string | null;
  answer: ((unpin: boolean) => void) | null;
}

export const useUnpinPrompt = create<UnpinPromptState>()(() => ({ nodeName: null, answer: null }));

/**
 * Asks whether to unpin a node's data and run it (spec/editor.md §4 'Pinned data'); answers true when
 * the user chose to. A second question while one is open answers the first with false.
 */
export function askUnpinAndExecute(nodeName: string): Promise<boolean> {
  useUnpinPrompt.getState().answer?.(false);
  return new Promise((resolve) => {
    useUnpinPrompt.setState({
      nodeName,
      answer: (unpin) => {
        useUnpinPrompt.setState({ nodeName: null, answer: null });
        resolve(unpin);
      },
    });
  });
}
