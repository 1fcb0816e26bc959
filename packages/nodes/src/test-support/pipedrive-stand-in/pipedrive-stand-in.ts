import type { StandInReply, StandInRequest } from '../stand-in-server.js';
import { startStandInServer } from '../stand-in-server.js';
import type { Collection, Json } from './pipedrive-state.js';
import { PipedriveError, PipedriveState, SINGULAR } from './pipedrive-state.js';

/*
 * A loopback stand-in of Pipedrive's API v1 (api.pipedrive.com/v1), from its public reference: the
 * `api_token` query parameter or an OAuth Bearer token; answers as `{ success, data, additional_data }`
 * with `additional_data.pagination` (start, limit up to 500, more_items_in_collection, next_start);
 * the search endpoints (`data.items[].item`); multipart file uploads and downloads; errors as
 * `{ success: false, error, error_info }`; 429 with Retry-After.
 */

export interface PipedriveStandIn {
  origin: string;
  state: PipedriveState;
  requests: Array<{ method: string; path: string; query: URLSearchParams; body: unknown; contentType?: string; raw: Buffer }>;
  rateLimit(count: number, retryAfter: number): void;
  close(): Promise<void>;
}

const ERROR_INFO = 'Please check developers.pipedrive.com for more information about Pipedrive API.';
const COLLECTIONS = new Set(Object.keys(SINGULAR));

/** A page of `all` by `start` and `limit`, with Pipedrive's pagination block. */
function paged(request: StandInRequest, all: unknown[], wrap = (page: unknown[]) => page as unknown) {
  const start = Number(request.query.get('start') ?? 0) || 0;
  const limit = Math.min(Number(request.query.get('limit') ?? 100) || 100, 500);
  const page = all.slice(start, start + limit);
  const more = start + limit < all.length;
  return { success: true, data: page.length > 0 ? wrap(page) : null, additional_data: { pagination: { start, limit, more_items_in_collection: more, ...(more ? { next_start: start + limit } : {}) } } };
}

/** The multipart body's parts (name, filename, type, bytes): enough of RFC 7578 for an upload. */
function multipart(request: StandInRequest): Map<string, { filename?: string; type?: string; bytes: Buffer }> {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(String(request.headers['content-type'] ?? ''));
  const parts = new Map<string, { filename?: string; type?: string; bytes: Buffer }>();
  if (!boundary) return parts;
  const separator = Buffer.from(`--${boundary[1] ?? boundary[2] ?? ''}`);
  let at = request.bytes.indexOf(separator);
  while (at >= 0) {
    const next = request.bytes.indexOf(separator, at + separator.length);
    if (next < 0) break;
    const part = request.bytes.subarray(at + separator.length + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    const head = part.subarray(0, split).toString('utf8');
    const name = /name="([^"]*)"/.exec(head)?.[1];
    if (name !== undefined) {
      parts.set(name, { filename: /filename="([^"]*)"/.exec(head)?.[1], type: /content-type:\s*(\S+)/i.exec(head)?.[1], bytes: part.subarray(split + 4) });
    }
    at = next;
  }
  return parts;
}

function matchesQuery(record: Json, query: URLSearchParams): boolean {
  const status = query.get('status');
  if (status && status !== 'all_not_deleted' && record.status !== status) return false;
  if (status === 'all_not_deleted' && record.status === 'deleted') return false;
  for (const key of ['user_id', 'stage_id', 'deal_id', 'person_id', 'org_id', 'lead_id']) {
    if (query.has(key) && String(record[key]) !== query.get(key)) return false;
  }
  if (query.has('done') && Number(record.done ?? 0) !== Number(query.get('done'))) return false;
  if (query.has('type') && !query.get('type')?.split(',').includes(String(record.type))) return false;
  const first = query.get('first_char');
  if (first && !String(record.name ?? '').toLowerCase().startsWith(first.toLowerCase())) return false;
  const archived = query.get('archived_status');
  if (archived === 'archived' && record.is_archived !== true) return false;
  if (archived === 'not_archived' && record.is_archived === true) return false;
  return true;
}

export async function startPipedriveStandIn(options: { tokens: string[]; bearer?: string[] }): Promise<PipedriveStandIn> {
  const state = new PipedriveState();
  const requests: PipedriveStandIn['requests'] = [];
  let limited = { count: 0, retryAfter: 0 };

  function route(request: StandInRequest, reply: StandInReply): void {
    const ok = (data: unknown, status = 200) => reply.json(status, { success: true, data });
    const [collection, id, sub, subId] = request.path.replace(/^\/v1\//, '').split('/') as [string, string?, string?, string?];
    const { method } = request;
    const body = (request.body ?? {}) as Json;
    if (collection === 'users' && id === 'me') return ok(state.users[0]);
    if (method === 'GET' && id === undefined) {
      if (collection.endsWith('Fields')) return reply.json(200, paged(request, state.fields[collection.slice(0, -6)] ?? []));
      const lists: Record<string, unknown[]> = { users: state.users, stages: state.stages, activityTypes: state.activityTypes, leadLabels: state.leadLabels };
      if (collection === 'filters') return ok(state.filters.filter((filter) => !request.query.get('type') || filter.type === request.query.get('type')));
      if (collection in lists) return ok(lists[collection]);
    }
    if (!COLLECTIONS.has(collection)) return reply.json(404, { success: false, error: 'Unknown method .', error_info: ERROR_INFO, data: null, additional_data: null });
    const name = collection as Collection;
    const records = state.of(name);
    if (method === 'GET' && id === 'search') {
      const term = String(request.query.get('term') ?? '');
      if (term.length < 2) throw new PipedriveError(400, 'Search term must be at least 2 characters long.');
      const exact = request.query.get('exact_match') === 'true';
      const found = [...records.values()].filter((record) => {
        const text = String(record.title ?? record.name ?? '');
        return exact ? text.toLowerCase() === term.toLowerCase() : text.toLowerCase().includes(term.toLowerCase());
      }).filter((record) => !request.query.get('status') || record.status === request.query.get('status'));
      const type = SINGULAR[name].toLowerCase();
      return reply.json(200, paged(request, found, (page) => ({ items: page.map((item) => ({ result_score: 1, item: { ...(item as Json), type } })) })));
    }
    if (method === 'GET' && id === undefined) return reply.json(200, paged(request, [...records.values()].filter((record) => matchesQuery(record, request.query))));
    if (method === 'POST' && id === undefined) {
      if (name === 'files') {
        const parts = multipart(request);
        const file = parts.get('file');
        if (!file) throw new PipedriveError(400, 'No files were provided with the request.');
        const links = Object.fromEntries([...parts].filter(([key]) => key !== 'file').map(([key, part]) => [key, Number(part.bytes.toString('utf8'))]));
        const record = state.add('files', { name: file.filename, file_name: file.filename, file_type: file.type?.split('/')[1], file_size: file.bytes.length, active_flag: true, ...links });
        state.fileBytes.set(String(record.id), { bytes: Buffer.from(file.bytes), type: file.type ?? 'application/octet-stream' });
        return ok(record, 201);
      }
      return ok(state.add(name, body), 201);
    }
    const record = state.find(name, String(id));
    if (sub === undefined) {
      if (method === 'GET') return ok(record);
      if (method === (name === 'leads' ? 'PATCH' : 'PUT')) return ok(Object.assign(record, body, { update_time: state.now }));
      if (method === 'DELETE') {
        records.delete(String(id));
        return ok({ id: record.id });
      }
    }
    if (name === 'deals' && sub === 'duplicate' && method === 'POST') {
      const { id: _id, add_time: _added, update_time: _updated, ...copy } = record;
      return ok(state.add('deals', { ...copy, title: `${String(record.title)} (copy)` }), 201);
    }
    if (name === 'deals' && sub === 'activities' && method === 'GET') {
      const exclude = String(request.query.get('exclude') ?? '').split(',').filter(Boolean);
      const activities = [...state.of('activities').values()].filter((activity) => activity.deal_id === record.id && !exclude.includes(String(activity.id)) && matchesQuery(activity, request.query));
      return reply.json(200, paged(request, activities));
    }
    if (name === 'deals' && sub === 'products') {
      const attached = state.dealProducts.filter((product) => product.deal_id === record.id);
      if (method === 'GET' && subId === undefined) return reply.json(200, paged(request, attached));
      if (method === 'POST' && subId === undefined) {
        if (body.product_id === undefined || body.item_price === undefined || body.quantity === undefined) throw new PipedriveError(400, 'product_id, item_price and quantity must be given.');
        const product = state.find('products', String(body.product_id));
        const attachment = { id: state.nextId++, deal_id: record.id, name: product.name, discount_percentage: 0, comments: null, ...body };
        state.dealProducts.push(attachment);
        return ok(attachment, 201);
      }
      const attachment = attached.find((product) => String(product.id) === subId);
      if (!attachment) throw new PipedriveError(404, 'Product attachment not found');
      if (method === 'PUT') return ok(Object.assign(attachment, body));
      if (method === 'DELETE') {
        state.dealProducts = state.dealProducts.filter((product) => product !== attachment);
        return ok({ id: attachment.id });
      }
    }
    if (name === 'files' && sub === 'download' && method === 'GET') {
      const file = state.fileBytes.get(String(id));
      if (!file) throw new PipedriveError(410, 'File is no longer available.');
      return reply.bytes(200, file.bytes, { 'content-type': file.type, 'content-disposition': `attachment; filename="${String(record.file_name)}"` });
    }
    return reply.json(404, { success: false, error: 'Unknown method .', error_info: ERROR_INFO, data: null, additional_data: null });
  }

  const server = await startStandInServer((request, reply) => {
    requests.push({ method: request.method, path: request.path, query: request.query, body: request.body, contentType: request.headers['content-type'], raw: request.bytes });
    const token = request.query.get('api_token');
    const bearer = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
    if (!(token && options.tokens.includes(token)) && !(bearer && options.bearer?.includes(bearer))) {
      return reply.json(401, { success: false, error: 'unauthorized access', errorCode: 401, error_info: ERROR_INFO, data: null, additional_data: null });
    }
    if (limited.count > 0) {
      limited.count -= 1;
      return reply.json(429, { success: false, error: 'Request over limit', error_info: ERROR_INFO, data: null, additional_data: null }, { 'retry-after': String(limited.retryAfter) });
    }
    try {
      route(request, reply);
    } catch (error) {
      if (!(error instanceof PipedriveError)) throw error;
      reply.json(error.status, { success: false, error: error.message, error_info: ERROR_INFO, data: null, additional_data: null });
    }
  });
  return { origin: server.origin, state, requests, rateLimit(count, retryAfter) { limited = { count, retryAfter }; }, close: server.close };
}
