import { z } from 'zod';

/** Every error answer of the public API: n8n's `{ message }` body. */
export const publicErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  description: z.string().optional(),
}).meta({ id: 'Error' });
export type PublicError = z.infer<typeof publicErrorSchema>;

export const PUBLIC_PAGE_DEFAULT_LIMIT = 100;
export const PUBLIC_PAGE_MAX_LIMIT = 250;

/** A boolean query parameter as scripts write it (`true`/`false`). */
export const queryBoolean = z.enum(['true', 'false']).transform((value) => value === 'true');

/** `limit` and `cursor` of every list (n8n's cursor pagination). The cursor is opaque: the server reads it. */
export const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(PUBLIC_PAGE_MAX_LIMIT).default(PUBLIC_PAGE_DEFAULT_LIMIT)
    .meta({ description: `The most items to return (at most ${PUBLIC_PAGE_MAX_LIMIT}).` }),
  cursor: z.string().min(1).optional()
    .meta({ description: 'The `nextCursor` of the previous page; leave it out for the first page.' }),
});

/** A page of a list: its items and the cursor of the next page, null on the last one. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    nextCursor: z.string().nullable()
      .meta({ description: 'Send it as `cursor` to get the next page; null when this page is the last.' }),
  });
}

export const idParams = z.object({ id: z.string().min(1) });
