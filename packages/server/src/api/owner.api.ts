import type { FastifyInstance } from 'fastify';
import { setupOwner, skipOwnerSetup } from '@weft/contracts';
import { BadRequestError } from '../errors.js';
import type { AppServices } from '../services/app-services.js';
import { hashPassword } from '../services/auth/passwords.js';
import { signedInUser } from '../services/auth/request-user.js';
import { SKIP_OWNER_SETUP_KEY } from '../services/settings.service.js';
import { toUserResponse } from '../services/users.service.js';
import { registerRoute } from './register-route.js';

const ALREADY_SET_UP = 'The owner account is already set up';
const ALREADY_SET_UP_HINT = 'Sign in as the owner instead';

/** Owner setup (spec/admin.md §2 "Owner setup"): once, by the default user, before anyone else. */
export function ownerApi(app: FastifyInstance, services: AppServices): void {
  const { auth, repositories: { users, settings } } = services;

  registerRoute(app, setupOwner, async ({ body, request, reply }) => {
    const user = signedInUser(request);
    if (user.role !== 'default' || await users.findByRole('owner')) throw new BadRequestError(ALREADY_SET_UP, ALREADY_SET_UP_HINT);
    const holder = await users.findByEmail(body.email);
    if (holder && holder.id !== user.id) {
      throw new BadRequestError(`The e-mail address ${body.email} is already used by another user`, 'Choose another e-mail address');
    }
    const { password, ...details } = body;
    // In place: the owner keeps the default user's id, and with it every workflow and credential made before.
    const owner = await users.setOwner(user.id, details, await hashPassword(password));
    if (!owner) throw new BadRequestError(ALREADY_SET_UP, ALREADY_SET_UP_HINT);
    await auth.signIn(reply, owner);
    return toUserResponse(owner);
  });

  registerRoute(app, skipOwnerSetup, async ({ request }) => {
    const user = signedInUser(request);
    if (user.role !== 'default' || await users.findByRole('owner')) throw new BadRequestError(ALREADY_SET_UP, ALREADY_SET_UP_HINT);
    await settings.set(SKIP_OWNER_SETUP_KEY, 'true');
    return { success: true as const };
  });
}
