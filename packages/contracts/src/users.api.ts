import { z } from 'zod';
import { defineRoute } from './route.js';
import { NAME_MAX_LENGTH, newPasswordSchema, userSchema } from './auth.api.js';

export const listUsers = defineRoute({ method: 'GET', path: '/users', response: z.array(userSchema) });

/** One answer per address, in the order sent: a user, or why this address was not invited. */
export const inviteResultSchema = z.object({
  user: z.object({ id: z.string(), email: z.string() }).optional(),
  error: z.string().optional(),
});
export type InviteResult = z.infer<typeof inviteResultSchema>;

export const inviteUsers = defineRoute({
  method: 'POST', path: '/users',
  body: z.array(z.object({ email: z.string() })).min(1, { error: 'Enter at least one e-mail address to invite' }).max(200),
  response: z.array(inviteResultSchema),
});

const signupQuery = z.object({ inviterId: z.string().min(1), inviteeId: z.string().min(1) });
/** Checks an invitation link; answers who sent it and the address it was sent to (shown on the sign-up form). */
export const resolveSignupToken = defineRoute({
  method: 'GET', path: '/resolve-signup-token',
  query: signupQuery,
  response: z.object({
    inviter: z.object({ firstName: z.string().nullable(), lastName: z.string().nullable() }),
    invitee: z.object({ email: z.string() }).optional(),
  }),
});
const personName = z.string().trim().min(1).max(NAME_MAX_LENGTH);
/** Completes an invitation and signs the new member in. */
export const signUpFromInvite = defineRoute({
  method: 'POST', path: '/users/:inviteeId',
  params: z.object({ inviteeId: z.string().min(1) }),
  body: z.object({ inviterId: z.string().min(1), firstName: personName, lastName: personName, password: newPasswordSchema }),
  response: userSchema,
});
export const reinviteUser = defineRoute({
  method: 'POST', path: '/users/:id/reinvite',
  params: z.object({ id: z.string().min(1) }),
  response: z.object({ success: z.literal(true) }),
});
/** Without `transferId` the user's workflows and credentials are deleted with them. */
export const deleteUser = defineRoute({
  method: 'DELETE', path: '/users/:id',
  params: z.object({ id: z.string().min(1) }),
  query: z.object({ transferId: z.string().min(1).optional() }),
  response: z.object({ success: z.literal(true) }),
});
