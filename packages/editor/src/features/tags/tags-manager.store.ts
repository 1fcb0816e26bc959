import { create } from 'zustand';

interface TagsManagerState {
  opened: boolean;
  open(): void;
  close(): void;
}

/** Whether the tags manager modal is open; any part of the app may open it. */
// App level: a modal over the instance's tags (not one workflow's), opened by every tag select, the duplicate modal's too.
export const useTagsManager = create<TagsManagerState>()((set) => ({
  opened: false,
  open: () => set({ opened: true }),
  close: () => set({ opened: false }),
}));
