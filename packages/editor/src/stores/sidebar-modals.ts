import { create } from 'zustand';

export type SidebarModal = 'workflowOpen' | 'duplicate' | 'delete' | 'settings' | 'importUrl' | 'executions' | 'about' | 'updates';

interface SidebarModalsState {
  modal: SidebarModal | null;
  open(modal: SidebarModal): void;
  close(): void;
}

/** Which sidebar modal is open; the sidebar, the header and keyboard shortcuts all open them here. */
export const useSidebarModals = create<SidebarModalsState>()((set) => ({
  modal: null,
  open: (modal) => set({ modal }),
  close: () => set({ modal: null }),
}));
