import { z } from 'zod';
import { defineRoute } from './route.js';

export const userSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  fullName: z.string().optional(),
  globalRole: z.object({ name: z.enum(['owner', 'member', 'default']) }),
  isDefaultUser: z.boolean(),
  isOwner: z.boolean(),
  isPending: z.boolean(),
  personalizationAnswers: z.record(z.string(), z.unknown()).nullable(),
  /** n8n's user settings; only there once the user chose something, e.g. `agree` on the sign-up form. */
  settings: z.object({ agree: z.boolean().optional() }).optional(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** spec/admin.md §5: names are required and at most 32 characters. */
export const NAME_MAX_LENGTH = 32;
/** Longer passwords only cost hashing time; 64 is what n8n allows too. */
export const PASSWORD_MAX_LENGTH = 64;
export const PASSWORD_MIN_LENGTH = 8;

/** The e-mail shape every form sends; the editor checks its fields with this same schema. */
export const emailSchema = z.string().trim().toLowerCase().pipe(z.email({ error: 'Enter a valid e-mail address' }));
const email = emailSchema;
/** A first or last name; the editor checks its fields with this same schema. */
export const personNameSchema = z.string().trim().min(1, { error: 'This field is required' })
  .max(NAME_MAX_LENGTH, { error: `At most ${NAME_MAX_LENGTH} characters` });
const personName = personNameSchema;
/** The two character rules of a new password, named so that a form can say which one failed. */
export const PASSWORD_PATTERNS = { number: /\d/, capital: /[A-Z]/ } as const;
/** The default password rules of spec/admin.md §5: 8 or more characters, a number and a capital letter. */
export const newPasswordSchema = z.string()
  .min(PASSWORD_MIN_LENGTH, { error: `The password must have at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH, { error: `The password may have at most ${PASSWORD_MAX_LENGTH} characters` })
  .regex(PASSWORD_PATTERNS.number, { error: 'The password must contain at least 1 number' })
  .regex(PASSWORD_PATTERNS.capital, { error: 'The password must contain at least 1 capital letter' });

/** The signed-in user (by the session cookie); a signed-out request answers 401. */
export const getLogin = defineRoute({ method: 'GET', path: '/login', response: userSchema });
/** Signs in: sets the session cookie. Wrong e-mail or password answer 401; too many attempts 429. */
export const postLogin = defineRoute({
  method: 'POST', path: '/login',
  body: z.object({ email: z.string().trim().min(1), password: z.string().min(1) }),
  response: userSchema,
});
export const postLogout = defineRoute({ method: 'POST', path: '/logout', response: z.object({ loggedOut: z.literal(true) }) });

export const getMe = defineRoute({ method: 'GET', path: '/me', response: userSchema });
export const updateMe = defineRoute({
  method: 'PATCH', path: '/me',
  body: z.object({ id: z.string().optional(), email, firstName: personName, lastName: personName }),
  response: userSchema,
});
export const updateMyPassword = defineRoute({
  method: 'PATCH', path: '/me/password',
  body: z.object({ currentPassword: z.string().min(1), newPassword: newPasswordSchema }),
  response: z.object({ success: z.literal(true) }),
});
/** The personalization survey's answers (spec/admin.md §3), stored on the user. */
export const postMySurvey = defineRoute({
  method: 'POST', path: '/me/survey',
  body: z.record(z.string(), z.unknown()),
  response: z.object({ success: z.literal(true) }),
});

/** Turns the default user into the owner and signs them in. */
export const setupOwner = defineRoute({
  method: 'POST', path: '/owner',
  body: z.object({ email, firstName: personName, lastName: personName, password: newPasswordSchema }),
  response: userSchema,
});
export const skipOwnerSetup = defineRoute({ method: 'POST', path: '/owner/skip-setup', response: z.object({ success: z.literal(true) }) });

/** Always answers the same, whether or not the address belongs to a user. */
export const forgotPassword = defineRoute({
  method: 'POST', path: '/forgot-password',
  body: z.object({ email }),
  response: z.object({ sent: z.literal(true) }),
});
export const resolvePasswordToken = defineRoute({
  method: 'GET', path: '/resolve-password-token',
  query: z.object({ token: z.string().min(1), userId: z.string().min(1) }),
  response: z.object({ valid: z.literal(true) }),
});
export const changePassword = defineRoute({
  method: 'POST', path: '/change-password',
  body: z.object({ token: z.string().min(1), userId: z.string().min(1), password: newPasswordSchema }),
  response: z.object({ success: z.literal(true) }),
});

/** The key is answered in full only by POST (once); GET answers it masked ('weft_api_…abcd'). */
export const apiKeySchema = z.object({ apiKey: z.string().nullable() });
export const getMyApiKey = defineRoute({ method: 'GET', path: '/me/api-key', response: apiKeySchema });
export const createMyApiKey = defineRoute({ method: 'POST', path: '/me/api-key', response: z.object({ apiKey: z.string() }) });
export const deleteMyApiKey = defineRoute({ method: 'DELETE', path: '/me/api-key', response: z.object({ success: z.literal(true) }) });
