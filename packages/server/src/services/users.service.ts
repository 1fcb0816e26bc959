import type { User } from '@weft/contracts';
import type { StoredUser, UsersRepository } from '../db/users.repository.js';

/** The user shape the editor reads (spec/admin.md §3). */
export function toUserResponse(user: StoredUser): User {
  const names = [user.firstName, user.lastName].filter((n): n is string => Boolean(n));
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    ...(names.length > 0 ? { fullName: names.join(' ') } : {}),
    globalRole: { name: user.role },
    isDefaultUser: user.role === 'default',
    isOwner: user.role === 'owner',
    // Invited users have no name until they sign up; the default user was never invited.
    isPending: user.role !== 'default' && user.firstName === null,
    personalizationAnswers: user.personalizationAnswers,
    ...(user.settings ? { settings: user.settings } : {}),
    createdAt: user.createdAt,
  };
}

/** How a user is named in workflow history. */
export function authorName(user: StoredUser): string {
  const names = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return names || user.email || 'Default user';
}

export class UsersService {
  constructor(private readonly users: UsersRepository) {}

  /**
   * The user a request acts as. Until user management arrives, everybody is the default user, which
   * start-up creates.
   */
  async currentUser(): Promise<StoredUser> {
    return this.users.ensureDefaultUser();
  }
}
