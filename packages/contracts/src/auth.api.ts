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
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** The signed-in user; while user management is not set up, the default user. */
export const getLogin = defineRoute({ method: 'GET', path: '/login', response: userSchema });
