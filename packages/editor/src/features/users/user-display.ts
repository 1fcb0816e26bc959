import type { User } from '@weft/contracts';

/** A user's name as shown: full name, else first and last, else the e-mail (a pending invitee has no name). */
export function userDisplayName(user: Pick<User, 'firstName' | 'lastName' | 'fullName' | 'email'>): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return user.fullName?.trim() || name || user.email || '';
}

export function userInitials(name: string): string {
  return name.split(/\s+/).filter(Boolean).map((part) => part[0]).join('').slice(0, 2).toUpperCase();
}
