import { create } from 'zustand';

export interface PushConnectionState {
  /** The live connection is open; runs need it (spec/editor.md §4). */
  connected: boolean;
  setConnected(connected: boolean): void;
}

/**
 * Whether the live connection to the server is up. Starts as connected: the header must not flash
 * 'Connection lost' while the first connection is being made; an error is what marks it lost.
 */
export const usePushConnection = create<PushConnectionState>()((set) => ({
  connected: true,
  setConnected: (connected) => set({ connected }),
}));
