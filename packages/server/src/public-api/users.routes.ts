import type { FastifyInstance } from 'fastify';
import {
  publicChangeUserRole, publicCreateUsers, publicDeleteUser, publicGetUser, publicListUsers,
  type InviteResult, type PublicInviteResult, type PublicUser,
} from '@weft/contracts';
import type { StoredUser } from '../db/users.repository.js';
import type { AppServices } from '../services/app-services.js';
import { seesEverything } from '../services/auth/request-user.js';
import { Mailer } from '../services/mail/mailer.js';
import { createUsersAdmin } from '../services/users/create-users-admin.js';
import { isPending } from '../services/users/users-admin.service.js';
import { pageByOffset, readPage } from './cursor.js';
import { forbidden, PublicApiError } from './public-api-error.js';
import { registerPublicRoute } from './register-public-route.js';

export function toPublicUser(user: StoredUser, includeRole = false): PublicUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    isPending: isPending(user),
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
    // The default user is the owner before the owner account is set up.
    ...(includeRole ? { role: user.role === 'member' ? 'global:member' as const : 'global:owner' as const } : {}),
  };
}

function toPublicInviteResult(result: InviteResult, email: string): PublicInviteResult {
  // Weft keeps a user only once their invitation mail went out, so every invited user was mailed.
  if (result.user) return { user: { id: result.user.id, email: result.user.email, emailSent: true } };
  return { user: { email, emailSent: false }, ...(result.error ? { error: result.error } : {}) };
}

/** The key's owner, when they may manage users (the owner, or the default user before setup); 403 otherwise. */
function requireOwnerKey(user: StoredUser): StoredUser {
  if (!seesEverything(user)) throw forbidden();
  return user;
}

/** Users, as the owner manages them (n8n's public API: only the owner's key may). */
export function publicUserRoutes(app: FastifyInstance, services: AppServices): void {
  const admin = createUsersAdmin(services, new Mailer(services.config.smtp));
  const { users } = services.repositories;

  /** The user an `:id` names: its id, or its e-mail address. */
  async function findUser(identifier: string): Promise<StoredUser> {
    const user = await users.findById(identifier) ?? (identifier.includes('@') ? await users.findByEmail(identifier) : undefined);
    if (!user) throw new PublicApiError(404, `There is no user with the ID or e-mail ${identifier}`);
    return user;
  }

  registerPublicRoute(app, publicListUsers, async ({ query, user }) => {
    requireOwnerKey(user);
    const all = (await admin.list()).map((entry) => toPublicUser(entry, query.includeRole ?? false));
    return pageByOffset(all, readPage(query));
  });

  registerPublicRoute(app, publicGetUser, async ({ params, query, user }) => {
    requireOwnerKey(user);
    return toPublicUser(await findUser(params.id), query.includeRole ?? false);
  });

  registerPublicRoute(app, publicCreateUsers, async ({ body, user }) => {
    requireOwnerKey(user);
    if (body.length === 0) return [];
    const emails = body.map((entry) => entry.email);
    const results = await admin.invite(user, emails);
    return results.map((result, index) => toPublicInviteResult(result, emails[index] ?? ''));
  });

  registerPublicRoute(app, publicDeleteUser, async ({ params, user }) => {
    requireOwnerKey(user);
    const target = await findUser(params.id);
    await admin.delete(user, target.id, undefined);
    return undefined;
  });

  registerPublicRoute(app, publicChangeUserRole, async ({ params, user }) => {
    requireOwnerKey(user);
    const target = await findUser(params.id);
    // The body's role was checked to be global:member, which every user but the owner already has.
    if (target.role !== 'member') throw new PublicApiError(403, "The owner's role cannot be changed");
    return undefined;
  });
}
