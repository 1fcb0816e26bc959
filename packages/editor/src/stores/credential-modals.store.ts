import { create } from 'zustand';
import type { Credential } from '@weft/contracts';

export type CredentialModal =
  | { kind: 'list' }
  | { kind: 'select' }
  | { kind: 'edit'; mode: 'new'; credentialType: string }
  | { kind: 'edit'; mode: 'edit'; credentialId: string };

/** Told about the credential a dialog saved for the first time, e.g. to select it on the node that asked. */
export type CredentialCreatedCallback = (credential: Credential) => void;

interface CredentialModalsState {
  modal: CredentialModal | null;
  /** The list a dialog was opened from: closing the dialog goes back to it, as in a stack of modals. */
  back: CredentialModal | null;
  /** Kept across select → edit so that '- Create New -' without a single type still reaches the node. */
  onCreated: CredentialCreatedCallback | null;
  /** Counts openings: a dialog opened again is a new one (its own name, fields and state). */
  opening: number;
  /** With a type: the edit dialog for a new credential of it; without: the type picker first. */
  openNew(credentialType?: string, onCreated?: CredentialCreatedCallback): void;
  openEdit(credentialId: string): void;
  openList(): void;
  openSelect(): void;
  close(): void;
}

const backFrom = (current: CredentialModal | null): CredentialModal | null => (current?.kind === 'list' ? current : null);

/**
 * Which credential dialog is open. The sidebar, the node credential field and the dialogs themselves
 * (list → edit, select → edit) all go through here, so one host renders them.
 */
export const useCredentialModals = create<CredentialModalsState>()((set) => ({
  modal: null,
  back: null,
  onCreated: null,
  opening: 0,
  openNew: (credentialType, onCreated) => set((state) => ({
    opening: state.opening + 1,
    modal: credentialType ? { kind: 'edit', mode: 'new', credentialType } : { kind: 'select' },
    back: backFrom(state.modal),
    onCreated: onCreated ?? null,
  })),
  openEdit: (credentialId) => set((state) => ({ opening: state.opening + 1, modal: { kind: 'edit', mode: 'edit', credentialId }, back: backFrom(state.modal), onCreated: null })),
  openList: () => set((state) => ({ opening: state.opening + 1, modal: { kind: 'list' }, back: null, onCreated: null })),
  openSelect: () => set((state) => ({ opening: state.opening + 1, modal: { kind: 'select' }, back: backFrom(state.modal), onCreated: null })),
  close: () => set((state) => ({ opening: state.opening + 1, modal: state.back, back: null, onCreated: null })),
}));

/** For the select dialog's Continue: swaps to the edit dialog and keeps any onCreated from openNew(). */
export function continueToNew(credentialType: string): void {
  useCredentialModals.setState((state) => ({ opening: state.opening + 1, modal: { kind: 'edit', mode: 'new', credentialType } }));
}
