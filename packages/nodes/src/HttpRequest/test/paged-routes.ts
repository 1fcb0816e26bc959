import type http from 'node:http';

type Json = (status: number, value: unknown, headers?: http.OutgoingHttpHeaders) => void;

/** The five records the paged endpoints serve, two per page. */
const RECORDS = [1, 2, 3, 4, 5].map((id) => ({ id, name: `Record ${id}` }));
const PAGE_SIZE = 2;

function pageOf(page: number): typeof RECORDS {
  return RECORDS.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
}

/**
 * Paged endpoints the way real APIs page (for the HTTP Request node's pagination tests). Each answers
 * `true` when it handled the request.
 * - `/paged/items?page=N` or `?offset=N`: a JSON list, empty after the last page.
 * - `/paged/cursor?page=N`: `{ items, next }` with the absolute URL of the next page, `next: null` on the last.
 * - `/paged/link?page=N`: a list, and a Link header (`rel="next"`) while there is a next page.
 * - `/paged/gone?page=N`: a list, and 404 after the last page.
 * - `/paged/header`: the page comes in the `x-page` header; a list, empty after the last page.
 * - `/paged/search` (POST): the page comes in the JSON body at `paging.page`; answers the records with the body's `filter`.
 * - `/paged/broken?page=N`: page 1 is fine, page 2 fails with 500.
 * - `/paged/same`: always the same list, whatever is asked.
 */
export function pagedRoute(url: URL, request: http.IncomingMessage, body: string, json: Json): boolean {
  const page = Number(url.searchParams.get('page') ?? 1);
  const base = `http://${request.headers.host ?? '127.0.0.1'}`;
  switch (url.pathname) {
    case '/paged/items': {
      const offset = url.searchParams.get('offset');
      json(200, offset === null ? pageOf(page) : RECORDS.slice(Number(offset), Number(offset) + PAGE_SIZE));
      return true;
    }
    case '/paged/cursor': {
      const last = page * PAGE_SIZE >= RECORDS.length;
      json(200, { items: pageOf(page), next: last ? null : `${base}/paged/cursor?page=${page + 1}` });
      return true;
    }
    case '/paged/link': {
      const last = page * PAGE_SIZE >= RECORDS.length;
      json(200, pageOf(page), last ? {} : { link: `<${base}/paged/link?page=${page + 1}>; rel="next"` });
      return true;
    }
    case '/paged/gone':
      if (pageOf(page).length === 0) json(404, { message: 'Page not found' });
      else json(200, pageOf(page));
      return true;
    case '/paged/header':
      json(200, pageOf(Number(request.headers['x-page'] ?? 1)));
      return true;
    case '/paged/search': {
      const query = JSON.parse(body || '{}') as { filter?: string; paging?: { page?: number } };
      if (request.method !== 'POST') json(405, { message: 'Use POST' });
      else json(200, pageOf(Number(query.paging?.page ?? 1)).map((record) => ({ ...record, filter: query.filter })));
      return true;
    }
    case '/paged/broken':
      if (page > 1) json(500, { error: { message: 'Database is down' } });
      else json(200, pageOf(page));
      return true;
    case '/paged/same':
      json(200, pageOf(1));
      return true;
    default:
      return false;
  }
}
