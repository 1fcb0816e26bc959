import { create } from 'zustand';

export type SidebarModal = 'workflowOpen' | 'duplicate' | 'delete' | 'settings' | 'importUrl' | 'executions' | 'about' | 'later';

interface SidebarModalsState {
  modal: SidebarModal | null;
  /** For 'later': the i18n key of the entry that arrives in a later version. */
  laterFeature: string | null;
  open(modal: SidebarModal, laterFeature?: string): void;
  close(): void;
}

/** Which sidebar modal is open; the sidebar, the header and keyboard shortcuts all open them here. */
export const useSidebarModals = create<SidebarModalsState>()((set) => ({
  modal: null,
  laterFeature: null,
  open: (modal, laterFeature) => set({ modal, laterFeature: laterFeature ?? null }),
  close: () => set({ modal: null, laterFeature: null }),
}));
