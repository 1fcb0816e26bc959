import type { FastifyInstance } from 'fastify';
import { getMe, postMySurvey, updateMe, updateMyPassword } from '@weft/contracts';
import { BadRequestError } from '../errors.js';
import type { AppServices } from '../services/app-services.js';
import { hashPassword } from '../services/auth/passwords.js';
import { signedInUser } from '../services/auth/request-user.js';
import { toUserResponse } from '../services/users.service.js';
import { registerRoute } from './register-route.js';

/** More than any survey's answers; a bigger body is not a survey. */
const SURVEY_MAX_CHARS = 16_384;

const SET_UP_FIRST = 'Set up the owner account first';
const SET_UP_FIRST_HINT = 'Before setup there is no account to change: open /setup';

/** The signed-in user's own account (spec/admin.md §2 "Personal settings", §7). */
export function meApi(app: FastifyInstance, services: AppServices): void {
  const { auth, repositories: { users } } = services;

  registerRoute(app, getMe, async ({ request }) => toUserResponse(signedInUser(request)));

  registerRoute(app, updateMe, async ({ body, request, reply }) => {
    const user = signedInUser(request);
    if (user.role === 'default') throw new BadRequestError(SET_UP_FIRST, SET_UP_FIRST_HINT);
    if (body.id !== undefined && body.id !== user.id) {
      throw new BadRequestError('Only your own details can be changed here', 'Leave out the id, or send your own');
    }
    const holder = await users.findByEmail(body.email);
    if (holder && holder.id !== user.id) {
      throw new BadRequestError(`The e-mail address ${body.email} is already used by another user`, 'Choose another e-mail address');
    }
    const updated = await users.updateDetails(user.id, body);
    if (!updated) throw new BadRequestError('This user no longer exists');
    // The session is tied to the e-mail: a new address needs a new cookie to stay signed in.
    if (updated.email !== user.email) await auth.signIn(reply, updated);
    return toUserResponse(updated);
  });

  registerRoute(app, updateMyPassword, async ({ body, request, reply }) => {
    const user = signedInUser(request);
    if (user.role === 'default') throw new BadRequestError(SET_UP_FIRST, SET_UP_FIRST_HINT);
    if (!await auth.isCurrentPassword(user.id, body.currentPassword)) {
      throw new BadRequestError('Provided current password is incorrect.', 'Enter the password you sign in with now');
    }
    await users.setPassword(user.id, await hashPassword(body.newPassword));
    // Every other session of this user ends with the old password; this one goes on with a new cookie.
    await auth.signIn(reply, user);
    return { success: true as const };
  });

  registerRoute(app, postMySurvey, async ({ body, request }) => {
    const user = signedInUser(request);
    if (JSON.stringify(body).length > SURVEY_MAX_CHARS) {
      throw new BadRequestError(`The survey answers are too long (at most ${SURVEY_MAX_CHARS} characters as JSON)`);
    }
    await users.setPersonalizationAnswers(user.id, body);
    return { success: true as const };
  });
}
