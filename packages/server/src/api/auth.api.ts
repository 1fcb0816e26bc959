import type { FastifyInstance } from 'fastify';
import { getLogin, postLogin, postLogout } from '@weft/contracts';
import type { AppServices } from '../services/app-services.js';
import { UserFacingError } from '../errors.js';
import { UnauthorizedError } from '../services/auth/request-user.js';
import { toUserResponse } from '../services/users.service.js';
import { apiKeyApi } from './api-key.api.js';
import { meApi } from './me.api.js';
import { ownerApi } from './owner.api.js';
import { registerRoute } from './register-route.js';

/** Never says which of the two was wrong: that would tell a stranger which addresses have accounts. */
const WRONG_CREDENTIALS = 'Wrong e-mail address or password. Do you have caps lock on?';

/**
 * Signing in and out (spec/admin.md §7 "Settings and session"), with the signed-in user's own account,
 * API key and owner setup.
 */
export function authApi(app: FastifyInstance, services: AppServices): void {
  const { auth, repositories } = services;
  meApi(app, services);
  apiKeyApi(app, services);
  ownerApi(app, services);

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

  registerRoute(app, postLogin, async ({ body, request, reply }) => {
    const limiter = auth.loginLimiter;
    const client = await auth.signInClient(request, body.email);
    const waitMs = await limiter.retryAfterMs(body.email, client);
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      reply.header('retry-after', String(seconds));
      throw new UserFacingError(
        429,
        `Too many sign-in attempts. Try again in ${waitDescription(seconds)}.`,
        'Wait, or reset the password with the forgot-password link',
      );
    }
    const user = await auth.checkPassword(body.email, body.password);
    if (!user) {
      await limiter.recordFailure(body.email, client);
      throw new UnauthorizedError(WRONG_CREDENTIALS, 'Check the e-mail address and the password, or reset the password');
    }
    await limiter.recordSuccess(body.email, client);
    await auth.signIn(reply, user);
    auth.rememberDevice(request, reply, user);
    return toUserResponse(user);
  });

  registerRoute(app, postLogout, async ({ request, reply }) => {
    await auth.signOut(request, reply);
    return { loggedOut: true as const };
  });
}

function waitDescription(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
