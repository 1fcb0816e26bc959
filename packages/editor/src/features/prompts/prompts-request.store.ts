import { create } from 'zustand';

interface PromptsRequestState {
  /** Bumped whenever the prompts service should be asked again (after a workflow is activated, as n8n). */
  round: number;
  askAgain(): void;
}

export const usePromptsRequest = create<PromptsRequestState>()((set) => ({
  round: 0,
  askAgain: () => set((state) => ({ round: state.round + 1 })),
}));
