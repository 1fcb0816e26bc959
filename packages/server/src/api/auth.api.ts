import type { FastifyInstance } from 'fastify';
import { getLogin, postLogin, postLogout } from '@weft/contracts';
import type { AppServices } from '../services/app-services.js';
import { UnauthorizedError } from '../services/auth/request-user.js';
import { toUserResponse } from '../services/users.service.js';
import { registerRoute } from './register-route.js';

/** Never says which of the two was wrong: that would tell a stranger which addresses have accounts. */
const WRONG_CREDENTIALS = 'Wrong e-mail address or password. Do you have caps lock on?';

/** Signing in and out (spec/admin.md §7 "Settings and session"). */
export function authApi(app: FastifyInstance, services: AppServices): void {
  const { auth, repositories } = services;

  registerRoute(app, getLogin, async ({ request, reply }) => {
    if (request.user) return toUserResponse(request.user);
    // Before setup the default user acts as owner: whoever reaches the instance is signed in as it.
    if (!await repositories.users.findByRole('owner')) {
      const defaultUser = await repositories.users.ensureDefaultUser();
      await auth.signIn(reply, defaultUser);
      return toUserResponse(defaultUser);
    }
    throw new UnauthorizedError();
  });

  registerRoute(app, postLogin, async ({ body, reply }) => {
    const user = await auth.checkPassword(body.email, body.password);
    if (!user) throw new UnauthorizedError(WRONG_CREDENTIALS, 'Check the e-mail address and the password, or reset the password');
    await auth.signIn(reply, user);
    return toUserResponse(user);
  });

  registerRoute(app, postLogout, async ({ request, reply }) => {
    await auth.signOut(request, reply);
    return { loggedOut: true as const };
  });
}
