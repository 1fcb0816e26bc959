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
  /** Kept across select → edit so that '- Create New -' without a single type still reaches the node. */
  onCreated: CredentialCreatedCallback | null;
  /** With a type: the edit dialog for a new credential of it; without: the type picker first. */
  openNew(credentialType?: string, onCreated?: CredentialCreatedCallback): void;
  openEdit(credentialId: string): void;
  openList(): void;
  openSelect(): void;
  close(): void;
}

/**
 * Which credential dialog is open. The sidebar, the node credential field and the dialogs themselves
 * (list → edit, select → edit) all go through here, so one host renders them.
 */
export const useCredentialModals = create<CredentialModalsState>()((set) => ({
  modal: null,
  onCreated: null,
  openNew: (credentialType, onCreated) => set({
    modal: credentialType ? { kind: 'edit', mode: 'new', credentialType } : { kind: 'select' },
    onCreated: onCreated ?? null,
  }),
  openEdit: (credentialId) => set({ modal: { kind: 'edit', mode: 'edit', credentialId }, onCreated: null }),
  openList: () => set({ modal: { kind: 'list' }, onCreated: null }),
  openSelect: () => set({ modal: { kind: 'select' }, onCreated: null }),
  close: () => set({ modal: null, onCreated: null }),
}));

/** For the select dialog's Continue: swaps to the edit dialog and keeps any onCreated from openNew(). */
export function continueToNew(credentialType: string): void {
  useCredentialModals.setState({ modal: { kind: 'edit', mode: 'new', credentialType } });
}
