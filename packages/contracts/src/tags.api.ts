import { z } from 'zod';
import { defineRoute } from './route.js';

/** Longest tag name, in characters (n8n's limit, so that exported workflows import both ways). */
export const TAG_NAME_MAX_LENGTH = 24;

const idParams = z.object({ id: z.string().min(1) });

export const tagDetailsSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** How many workflows carry the tag; only when asked for with `withUsageCount=true`. */
  usageCount: z.number().int().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TagDetails = z.infer<typeof tagDetailsSchema>;

/* The name is checked by the server (trimmed, not empty, length, unique) so the messages can say why. */
const tagNameBody = z.object({ name: z.string() });

export const listTags = defineRoute({
  method: 'GET',
  path: '/tags',
  query: z.object({ withUsageCount: z.enum(['true', 'false']).optional() }),
  response: z.array(tagDetailsSchema),
});

export const createTag = defineRoute({
  method: 'POST',
  path: '/tags',
  body: tagNameBody,
  response: tagDetailsSchema,
});

export const updateTag = defineRoute({
  method: 'PATCH',
  path: '/tags/:id',
  params: idParams,
  body: tagNameBody,
  response: tagDetailsSchema,
});

export const deleteTag = defineRoute({
  method: 'DELETE',
  path: '/tags/:id',
  params: idParams,
  response: z.literal(true),
});
