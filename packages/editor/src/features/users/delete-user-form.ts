import type { User } from '@weft/contracts';

/** What happens to the deleted user's workflows and credentials (spec admin §5, Delete user). */
export type DeleteMode = 'transfer' | 'delete';

export interface DeleteUserForm {
  mode: DeleteMode | null;
  transferId: string | null;
  /** What the user typed to confirm deleting all data. */
  confirmation: string;
}

export const emptyDeleteUserForm: DeleteUserForm = { mode: null, transferId: null, confirmation: '' };

/**
 * Who may receive the data: anyone who has signed up, except the user being deleted. An invitee who
 * never accepted cannot sign in to see what they were given.
 */
export function transferCandidates(users: User[], deleted: User): User[] {
  return users.filter((user) => user.id !== deleted.id && !user.isPending);
}

/** The typed confirmation ignores case and surrounding spaces: the words are what count. */
export function isConfirmed(typed: string, phrase: string): boolean {
  return typed.trim().toLowerCase() === phrase.trim().toLowerCase();
}

/**
 * The DELETE /users/:id query for the form, or null while the form cannot be sent. A pending user
 * has no data and is deleted without a choice.
 */
export function deleteUserQuery(form: DeleteUserForm, deleted: User, candidates: User[], phrase: string): { transferId?: string } | null {
  if (deleted.isPending) return {};
  if (form.mode === 'transfer') {
    const target = candidates.find((user) => user.id === form.transferId);
    return target && target.id !== deleted.id ? { transferId: target.id } : null;
  }
  if (form.mode === 'delete') return isConfirmed(form.confirmation, phrase) ? {} : null;
  return null;
}
