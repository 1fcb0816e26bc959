import { randomBytes } from 'node:crypto';
import { startStandInServer } from '../stand-in-server.js';
import type { StandInRequest } from '../stand-in-server.js';
import { handleMedia } from './media.js';
import type { StoredMedia } from './media.js';
import { graphErrorReply } from './graph-error.js';
import { checkMessage } from './messages.js';

/*
 * A loopback stand-in of the WhatsApp Business Cloud API (Meta's Graph API, v13+): a business account's
 * phone numbers and message templates (paged with `after` cursors), `/{phone-number-id}/messages`,
 * media upload, lookup, download (the lookaside URL, with the token) and delete. Each call needs the
 * account's token as Bearer; errors come as `{ error: { message, type, code, error_data, fbtrace_id } }`.
 */

export interface PhoneNumber { id: string; display_phone_number: string; verified_name: string; quality_rating: string }
export interface Template { id: string; name: string; language: string; status: string; category: string; components: Array<{ type: string; text?: string; format?: string }> }

export interface CloudState {
  token: string;
  businessAccountId: string;
  phoneNumbers: PhoneNumber[];
  templates: Template[];
  media: Map<string, StoredMedia>;
  /** Numbers that may receive messages while the app is in development (all when empty). */
  allowedRecipients: string[];
  /** The `messages` calls accepted, with the sender's phone number id. */
  sent: Array<{ phoneNumberId: string; body: Record<string, unknown>; id: string }>;
  requests: Array<{ method: string; path: string; query: Record<string, string>; authorization: string }>;
  /** Page size of the account's lists (Meta's default is 25). */
  pageSize: number;
  /** Answers the next call with 429 (rate limit) when set. */
  rateLimitNext: boolean;
}

export interface CloudStandIn { origin: string; state: CloudState; close(): Promise<void> }

/** One page of a list edge, with Graph's `paging.cursors` and `next` while more remain. */
function page(state: CloudState, request: StandInRequest, all: Array<Record<string, unknown>>, origin: string): Record<string, unknown> {
  const limit = Math.min(Number(request.query.get('limit') ?? state.pageSize) || state.pageSize, state.pageSize);
  const after = request.query.get('after');
  const start = after ? Number(Buffer.from(after, 'base64url').toString('utf8')) : 0;
  const fields = request.query.get('fields')?.split(',').map((field) => field.trim());
  const data = all.slice(start, start + limit).map((entry) => fields ? Object.fromEntries(Object.entries(entry).filter(([key]) => key === 'id' || fields.includes(key))) : entry);
  const cursor = (index: number) => Buffer.from(String(index)).toString('base64url');
  const more = start + limit < all.length;
  return {
    data,
    paging: { cursors: { before: cursor(start), after: cursor(start + data.length) }, ...(more ? { next: `${origin}${request.path}?after=${cursor(start + data.length)}&limit=${limit}` } : {}) },
  };
}

export async function startCloudStandIn(seed: Partial<CloudState> & Pick<CloudState, 'token' | 'businessAccountId'>): Promise<CloudStandIn> {
  const state: CloudState = { phoneNumbers: [], templates: [], media: new Map(), allowedRecipients: [], sent: [], requests: [], pageSize: 25, rateLimitNext: false, ...seed };
  let origin = '';
  const server = await startStandInServer(async (request, reply) => {
    const fail = graphErrorReply(reply);
    const path = request.path.replace(/^\/v\d+\.\d+/, '').replace(/\/$/, '');
    const authorization = String(request.headers.authorization ?? '');
    state.requests.push({ method: request.method, path, query: Object.fromEntries(request.query), authorization });
    if (authorization !== `Bearer ${state.token}`) {
      return fail(401, authorization ? 'Invalid OAuth access token - Cannot parse access token' : 'An active access token must be used to query information about the current user.', 190);
    }
    if (state.rateLimitNext) {
      state.rateLimitNext = false;
      return fail(429, '(#130429) Rate limit hit', 130429, { details: 'Cloud API message throughput has been reached.' });
    }
    const segments = path.split('/').filter(Boolean);
    // The root is no object: Graph answers a valid token with a method error (the credential test tells it from OAuthException).
    if (segments.length === 0) return fail(400, 'Unsupported get request. Please read the Graph API documentation at https://developers.facebook.com/docs/graph-api', 100, { type: 'GraphMethodException' });
    if (segments[0] === state.businessAccountId && request.method === 'GET') {
      if (segments[1] === 'phone_numbers') return reply.json(200, page(state, request, state.phoneNumbers as never, origin));
      if (segments[1] === 'message_templates') return reply.json(200, page(state, request, state.templates as never, origin));
    }
    const sender = state.phoneNumbers.find((number) => number.id === segments[0]);
    if (segments.length === 2 && segments[1] === 'messages' && request.method === 'POST') {
      if (!sender) return fail(400, `Unsupported post request. Object with ID '${segments[0]}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`, 100, { type: 'GraphMethodException', error_subcode: 33 });
      const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
      const problem = checkMessage(state, body);
      if (problem) return fail(problem.status ?? 400, problem.message, problem.code, { details: problem.details });
      const id = `wamid.${randomBytes(24).toString('base64url')}`;
      state.sent.push({ phoneNumberId: sender.id, body, id });
      const to = String(body.to);
      return reply.json(200, { messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: to.replace(/\D/g, '') }], messages: [{ id }] });
    }
    if (handleMedia(state, request, reply, segments, origin)) return;
    return fail(400, `Unknown path components: /${segments.join('/')}`, 2500);
  });
  origin = server.origin;
  return { origin, state, close: () => server.close() };
}
