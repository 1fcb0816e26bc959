import { z } from 'zod';
import { defineRoute } from './route.js';

/** Ids of the workflows whose triggers and webhooks are registered now. */
export const listActiveWorkflows = defineRoute({
  method: 'GET',
  path: '/active',
  response: z.array(z.string()),
});

/** Why a workflow marked active could not be activated (at start-up); null when it has no such error. */
export const getActivationError = defineRoute({
  method: 'GET',
  path: '/active/error/:id',
  params: z.object({ id: z.string().min(1) }),
  response: z.object({ error: z.object({ message: z.string() }) }).nullable(),
});
