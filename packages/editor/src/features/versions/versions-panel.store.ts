import { create } from 'zustand';

interface VersionsPanelState {
  opened: boolean;
  open(): void;
  close(): void;
}

/** Whether the version history drawer is open: the header's history icon and the sidebar entry open it. */
// App level: a modal drawer, opened from the sidebar, which lives outside the workflow's store context.
export const useVersionsPanel = create<VersionsPanelState>()((set) => ({
  opened: false,
  open: () => set({ opened: true }),
  close: () => set({ opened: false }),
}));
