import type { FastifyRequest } from 'fastify';
import type { StoredUser } from '../../db/users.repository.js';
import { UserFacingError } from '../../errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Who sent the request: set by the auth hook from the session cookie or the API key; null on the
     * public routes when nobody is signed in.
     */
    user: StoredUser | null;
  }
}

export class UnauthorizedError extends UserFacingError {
  constructor(message = 'You are not signed in', hint = 'Sign in and try again') {
    super(401, message, hint);
  }
}

export class ForbiddenError extends UserFacingError {
  constructor(message = 'You may not do this', hint?: string) {
    super(403, message, hint);
  }
}

/** The signed-in user of a request on a route that needs one (the auth hook has already refused the rest). */
export function signedInUser(request: FastifyRequest): StoredUser {
  if (!request.user) throw new UnauthorizedError();
  return request.user;
}

/**
 * The owner sees and changes everything; so does the default user, who is the owner before setup
 * (spec/admin.md §6). Members see only what they own.
 */
export function seesEverything(user: StoredUser): boolean {
  return user.role === 'owner' || user.role === 'default';
}

/** Only the owner (or the default user before setup) may manage users. */
export function requireOwner(request: FastifyRequest): StoredUser {
  const user = signedInUser(request);
  if (!seesEverything(user)) throw new ForbiddenError('Only the owner of this instance may do this');
  return user;
}
