import { z } from 'zod';
import { pageOf, pageQuery, queryBoolean } from './common.js';
import { definePublicRoute } from './public-route.js';

/** Global roles in n8n's spelling. Weft has an owner and members; it has no admin role. */
export const PUBLIC_USER_ROLES = ['global:owner', 'global:member'] as const;
export type PublicUserRole = (typeof PUBLIC_USER_ROLES)[number];

/** The only role a user can be given through the API: the owner is set up once, and there is no admin. */
const assignableRole = z.enum(['global:member'], {
  error: 'must be global:member (Weft has no global:admin role, and the owner cannot be given away)',
});

export const publicUserSchema = z.object({
  id: z.string(),
  /** Null only for the default user, before the owner account is set up. */
  email: z.string().nullable(),
  firstName: z.string().nullable().meta({ description: 'Null until an invited user has signed up.' }),
  lastName: z.string().nullable().meta({ description: 'Null until an invited user has signed up.' }),
  isPending: z.boolean().meta({ description: 'True while the user has been invited but has not signed up yet.' }),
  createdAt: z.string().meta({ format: 'date-time' }),
  updatedAt: z.string().meta({ format: 'date-time' }),
  role: z.enum(PUBLIC_USER_ROLES).optional().meta({ description: 'Only with `includeRole=true`.' }),
}).meta({ id: 'User' });
export type PublicUser = z.infer<typeof publicUserSchema>;

const includeRole = z.object({
  includeRole: queryBoolean.optional().meta({ description: "Whether each user carries its `role`; left out unless 'true'." }),
});

const userParams = z.object({
  id: z.string().min(1).meta({ description: 'The ID or the e-mail address of the user.' }),
});

export const publicInviteSchema = z.object({
  email: z.email(),
  role: assignableRole.default('global:member'),
});

export const publicInviteResultSchema = z.object({
  user: z.object({
    id: z.string().optional().meta({ description: 'Left out when the user could not be invited.' }),
    email: z.string(),
    emailSent: z.boolean().meta({ description: 'Weft invites only by e-mail: true for every invited user.' }),
  }),
  error: z.string().optional().meta({ description: 'Why this address was not invited.' }),
}).meta({ id: 'UserInviteResult' });
export type PublicInviteResult = z.infer<typeof publicInviteResultSchema>;

export const publicListUsers = definePublicRoute({
  method: 'GET', path: '/users', operationId: 'getUsers', tag: 'User',
  summary: 'List users', description: 'Every user of the instance, the owner first. Only the owner may list them.',
  query: pageQuery.extend(includeRole.shape), response: pageOf(publicUserSchema).meta({ id: 'UserList' }), errors: [400, 403],
});

export const publicCreateUsers = definePublicRoute({
  method: 'POST', path: '/users', operationId: 'createUser', tag: 'User',
  summary: 'Invite users',
  description: 'Sends each address an invitation by e-mail (the instance needs SMTP set up) and answers one result '
    + 'per address, in order. An address that is already a user, or whose mail could not be sent, gets an `error`; '
    + 'an invalid address or role fails the whole request with 400 and invites nobody.',
  body: z.array(publicInviteSchema).max(200), response: z.array(publicInviteResultSchema), status: 201, errors: [400, 403],
});

export const publicGetUser = definePublicRoute({
  method: 'GET', path: '/users/:id', operationId: 'getUser', tag: 'User',
  summary: 'Get a user by ID or e-mail', params: userParams, query: includeRole, response: publicUserSchema, errors: [403, 404],
});

export const publicDeleteUser = definePublicRoute({
  method: 'DELETE', path: '/users/:id', operationId: 'deleteUser', tag: 'User',
  summary: 'Delete a user',
  description: 'Deletes the user together with the workflows (and their executions) and credentials they own. '
    + 'The owner cannot delete themselves.',
  params: userParams, status: 204, errors: [400, 403, 404],
});

export const publicChangeUserRole = definePublicRoute({
  method: 'PATCH', path: '/users/:id/role', operationId: 'changeRole', tag: 'User',
  summary: "Change a user's global role",
  description: 'Weft has two roles, owner and member, and the owner is set up once: the only role a user can be given '
    + "is global:member, which every user but the owner has already. The owner's role cannot be changed (403).",
  params: userParams, body: z.object({ newRoleName: assignableRole }), status: 204, errors: [400, 403, 404],
});

export const PUBLIC_USER_ROUTES = [publicListUsers, publicCreateUsers, publicGetUser, publicDeleteUser, publicChangeUserRole];
