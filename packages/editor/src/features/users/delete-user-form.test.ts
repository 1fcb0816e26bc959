import { describe, expect, it } from 'vitest';
import type { User } from '@weft/contracts';
import { deleteUserQuery, emptyDeleteUserForm, isConfirmed, transferCandidates } from './delete-user-form';

function user(id: string, fields: Partial<User> = {}): User {
  return {
    id, email: `${id}@example.com`, firstName: id, lastName: 'Test', globalRole: { name: 'member' },
    isDefaultUser: false, isOwner: false, isPending: false, personalizationAnswers: null, createdAt: '2026-01-01T00:00:00.000Z', ...fields,
  };
}

const PHRASE = 'delete all data';
const owner = user('owner', { globalRole: { name: 'owner' }, isOwner: true });
const ann = user('ann');
const bob = user('bob');
const invitee = user('invitee', { firstName: null, lastName: null, isPending: true });
const everyone = [owner, ann, bob, invitee];

describe('transferCandidates', () => {
  it('offers everyone who signed up except the user being deleted', () => {
    expect(transferCandidates(everyone, ann).map((u) => u.id)).toEqual(['owner', 'bob']);
  });
});

describe('deleteUserQuery', () => {
  const candidates = transferCandidates(everyone, ann);

  it('deletes a pending user without asking what to do with data', () => {
    expect(deleteUserQuery(emptyDeleteUserForm, invitee, transferCandidates(everyone, invitee), PHRASE)).toEqual({});
  });

  it('cannot be sent before a choice is made', () => {
    expect(deleteUserQuery(emptyDeleteUserForm, ann, candidates, PHRASE)).toBeNull();
  });

  it('transfers to the chosen user', () => {
    expect(deleteUserQuery({ mode: 'transfer', transferId: 'bob', confirmation: '' }, ann, candidates, PHRASE)).toEqual({ transferId: 'bob' });
  });

  it('cannot transfer to nobody, to the deleted user or to someone not offered', () => {
    expect(deleteUserQuery({ mode: 'transfer', transferId: null, confirmation: '' }, ann, candidates, PHRASE)).toBeNull();
    expect(deleteUserQuery({ mode: 'transfer', transferId: 'ann', confirmation: '' }, ann, candidates, PHRASE)).toBeNull();
    expect(deleteUserQuery({ mode: 'transfer', transferId: 'invitee', confirmation: '' }, ann, candidates, PHRASE)).toBeNull();
  });

  it('deletes all data only once the phrase is typed', () => {
    expect(deleteUserQuery({ mode: 'delete', transferId: null, confirmation: 'delete all' }, ann, candidates, PHRASE)).toBeNull();
    expect(deleteUserQuery({ mode: 'delete', transferId: 'bob', confirmation: ' Delete all data ' }, ann, candidates, PHRASE)).toEqual({});
  });
});

describe('isConfirmed', () => {
  it('wants the whole phrase', () => {
    expect(isConfirmed('delete all data', PHRASE)).toBe(true);
    expect(isConfirmed('delete all dat', PHRASE)).toBe(false);
    expect(isConfirmed('', PHRASE)).toBe(false);
  });
});
