import { PublicApiError } from './public-api-error.js';

/**
 * Where the next page starts: after the item with `lastId` (lists in id order, stable while rows are
 * added) or at `offset` (lists in another order). Encoded as base64url JSON, so clients treat it as opaque.
 */
export interface PageCursor {
  limit: number;
  lastId?: string;
  offset?: number;
}

export function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** The page a request asks for: its `limit` and where it starts; a cursor that is not one of ours is a 400. */
export function readPage(query: { limit: number; cursor?: string | undefined }): PageCursor {
  if (query.cursor === undefined) return { limit: query.limit };
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(query.cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (typeof parsed !== 'object' || parsed === null) throw invalidCursor();
  const { limit, lastId, offset } = parsed as Record<string, unknown>;
  if (!Number.isInteger(limit) || (limit as number) < 1) throw invalidCursor();
  if (lastId !== undefined && typeof lastId !== 'string') throw invalidCursor();
  if (offset !== undefined && (!Number.isInteger(offset) || (offset as number) < 0)) throw invalidCursor();
  // The cursor carries the page size of the list's first request, as n8n's does.
  return {
    limit: limit as number,
    ...(lastId !== undefined ? { lastId } : {}),
    ...(offset !== undefined ? { offset: offset as number } : {}),
  };
}

function invalidCursor(): PublicApiError {
  return new PublicApiError(400, 'An invalid cursor was provided');
}

/**
 * One page of a list held in memory, in its order, by offset: `items` are all the caller may see.
 * Cheap for the lists it serves (tags, users, credentials); executions page in the database by id.
 */
export function pageByOffset<T>(items: readonly T[], page: PageCursor): { data: T[]; nextCursor: string | null } {
  const start = page.offset ?? 0;
  const data = items.slice(start, start + page.limit);
  const next = start + page.limit;
  return { data, nextCursor: next < items.length ? encodeCursor({ limit: page.limit, offset: next }) : null };
}
