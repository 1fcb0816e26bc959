import type { FastifyInstance } from 'fastify';
import { deleteUser, inviteUsers, listUsers, reinviteUser, resolveSignupToken, signUpFromInvite } from '@weft/contracts';
import type { AppServices } from '../services/app-services.js';
import { requireOwner } from '../services/auth/request-user.js';
import { toUserResponse } from '../services/users.service.js';
import { AuthTokensRepository } from '../db/auth-tokens.repository.js';
import { UserAdminRepository } from '../db/user-admin.repository.js';
import { Mailer } from '../services/mail/mailer.js';
import { PasswordResetService } from '../services/users/password-reset.service.js';
import type { UsersAdminService } from '../services/users/users-admin.service.js';
import { createUsersAdmin } from '../services/users/create-users-admin.js';
import { passwordResetApi } from './password-reset.api.js';
import { registerRoute } from './register-route.js';

/** Users settings, invitations and the forgot-password flow, with the mailer they share. */
export function userManagementApi(app: FastifyInstance, services: AppServices): void {
  const { config, db, repositories } = services;
  const mailer = new Mailer(config.smtp);
  const users = new UserAdminRepository(db.kysely, repositories.executions);
  usersApi(app, services, createUsersAdmin(services, mailer));
  passwordResetApi(app, new PasswordResetService({
    config, mailer, users, tokens: new AuthTokensRepository(db.kysely),
    // Locked out by wrong passwords, a user who proved they read the account's mail may sign in again.
    afterReset: async (user) => {
      if (user.email) await services.auth.loginLimiter.forgetAccount(user.email);
    },
  }));
}

/**
 * Users settings (owner or default user; members get 403) and the invitee's side of an invitation
 * (public: the invitee has no session yet).
 */
function usersApi(app: FastifyInstance, services: AppServices, admin: UsersAdminService): void {
  registerRoute(app, listUsers, async ({ request }) => {
    requireOwner(request);
    return (await admin.list()).map(toUserResponse);
  });

  registerRoute(app, inviteUsers, async ({ body, request }) =>
    admin.invite(requireOwner(request), body.map((entry) => entry.email)));

  registerRoute(app, reinviteUser, async ({ params, request }) => {
    await admin.reinvite(requireOwner(request), params.id);
    return { success: true as const };
  });

  registerRoute(app, deleteUser, async ({ params, query, request }) => {
    await admin.delete(requireOwner(request), params.id, query.transferId);
    return { success: true as const };
  });

  registerRoute(app, resolveSignupToken, async ({ query }) => {
    const { inviter, invitee } = await admin.resolveInvitation(query.inviterId, query.inviteeId);
    return {
      inviter: { firstName: inviter.firstName, lastName: inviter.lastName },
      ...(invitee.email ? { invitee: { email: invitee.email } } : {}),
    };
  });

  registerRoute(app, signUpFromInvite, async ({ params, body, reply }) => {
    const user = await admin.signUp(params.inviteeId, body.inviterId, body);
    await services.auth.signIn(reply, user);
    return toUserResponse(user);
  });
}
