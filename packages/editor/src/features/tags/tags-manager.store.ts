import { create } from 'zustand';

interface TagsManagerState {
  opened: boolean;
  open(): void;
  close(): void;
}

/** Whether the tags manager modal is open; any part of the app may open it. */
export const useTagsManager = create<TagsManagerState>()((set) => ({
  opened: false,
  open: () => set({ opened: true }),
  close: () => set({ opened: false }),
}));
