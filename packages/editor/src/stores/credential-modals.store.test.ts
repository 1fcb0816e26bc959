import { beforeEach, describe, expect, it, vi } from 'vitest';
import { continueToNew, useCredentialModals } from './credential-modals.store';

const state = () => useCredentialModals.getState();

describe('credential modals', () => {
  beforeEach(() => useCredentialModals.setState({ modal: null, back: null, onCreated: null, opening: 0 }));

  it('opens the type picker for a new credential without a type, then the dialog, keeping the callback', () => {
    const onCreated = vi.fn();
    state().openNew(undefined, onCreated);
    expect(state().modal).toEqual({ kind: 'select' });
    continueToNew('httpBasicAuth');
    expect(state().modal).toEqual({ kind: 'edit', mode: 'new', credentialType: 'httpBasicAuth' });
    expect(state().onCreated).toBe(onCreated);
    state().close();
    expect(state().modal).toBeNull();
    expect(state().onCreated).toBeNull();
  });

  it('goes back to the list after a dialog opened from it closes', () => {
    state().openList();
    state().openEdit('7');
    expect(state().modal).toEqual({ kind: 'edit', mode: 'edit', credentialId: '7' });
    state().close();
    expect(state().modal).toEqual({ kind: 'list' });
    state().openSelect();
    continueToNew('smtp');
    state().close();
    expect(state().modal).toEqual({ kind: 'list' });
    state().close();
    expect(state().modal).toBeNull();
  });
});
