import type { StandInReply, StandInRequest } from '../stand-in-server.js';
import { oauth1Signature, oauth1SignatureBaseString, parseOAuth1AuthorizationHeader } from '@weft/engine';
import type { XState, XTweet, XUser } from './x-state.js';
import { throttled } from './x-state.js';

/*
 * X's v1.1 API (developer.x.com v1.1 reference: statuses, favorites, search, direct_messages/events,
 * media/upload): requests signed with OAuth 1.0a HMAC-SHA1 and verified here; errors as
 * `{ errors: [{ code, message }] }`; tweets in the v1.1 shape (id and id_str, user, entities).
 */

export interface XOAuth1Keys { consumerKey: string; consumerSecret: string; token: string; tokenSecret: string }

export const X_API_HOST = 'https://api.twitter.com';
export const X_UPLOAD_HOST = 'https://upload.twitter.com';

const fail = (reply: StandInReply, status: number, code: number, message: string) => reply.json(status, { errors: [{ code, message }] });

/** The request's parameters: its query and, for a form body, the form's fields. */
function parameters(request: StandInRequest): Map<string, string> {
  const form = String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded') ? [...new URLSearchParams(request.rawBody).entries()] : [];
  return new Map([...request.query.entries(), ...form]);
}

/** Whether the OAuth 1.0a signature is X's for the URL the client meant (the media endpoint lives on upload.twitter.com). */
function signedByKeys(request: StandInRequest, keys: XOAuth1Keys): boolean {
  const fields = parseOAuth1AuthorizationHeader(String(request.headers.authorization ?? ''));
  if (!fields || fields.oauth_consumer_key !== keys.consumerKey || fields.oauth_token !== keys.token || fields.oauth_signature_method !== 'HMAC-SHA1') return false;
  if (!fields.oauth_nonce || !/^\d+$/.test(fields.oauth_timestamp ?? '')) return false;
  const host = request.path === '/1.1/media/upload.json' ? X_UPLOAD_HOST : X_API_HOST;
  const query = request.query.toString();
  const form = String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded') ? [...new URLSearchParams(request.rawBody).entries()] : [];
  const base = oauth1SignatureBaseString({ method: request.method, url: `${host}${request.path}${query ? `?${query}` : ''}`, formParameters: form }, fields);
  return fields.oauth_signature === oauth1Signature(base, { consumerSecret: keys.consumerSecret, tokenSecret: keys.tokenSecret, signatureMethod: 'HMAC-SHA1' });
}

/** The v1.1 direct message event a client sends. */
interface MessageEvent {
  type?: string;
  message_create?: { target?: { recipient_id?: string }; message_data?: { text?: string; attachment?: { media?: { id?: string } } } };
}

const userObject = (user: XUser) => ({ id: Number(user.id), id_str: user.id, name: user.name, screen_name: user.username });

/** A tweet in the v1.1 shape. */
export function statusObject(state: XState, tweet: XTweet, options: { trimUser?: boolean; entities?: boolean } = {}): Record<string, unknown> {
  const author = state.users.find((user) => user.id === tweet.author_id) as XUser;
  return {
    created_at: new Date(tweet.created_at).toUTCString().replace(/^(\w+), (\d+) (\w+) (\d+) (\S+) GMT$/, '$1 $3 $2 $5 +0000 $4'),
    id: Number(tweet.id), id_str: tweet.id, text: tweet.text, truncated: false,
    ...(options.entities === false ? {} : { entities: { hashtags: [], symbols: [], user_mentions: [], urls: [], ...(tweet.media_ids.length ? { media: tweet.media_ids.map((id) => ({ id_str: id, type: 'photo' })) } : {}) } }),
    in_reply_to_status_id_str: tweet.in_reply_to ?? null,
    user: options.trimUser ? { id: Number(author.id), id_str: author.id } : userObject(author),
    coordinates: tweet.coordinates ? { type: 'Point', coordinates: [tweet.coordinates[1], tweet.coordinates[0]] } : null,
    possibly_sensitive: tweet.possibly_sensitive, favorited: state.likes.has(tweet.id), retweeted: state.retweets.has(tweet.id), lang: tweet.lang,
  };
}

function search(state: XState, params: Map<string, string>, reply: StandInReply) {
  const q = params.get('q');
  if (!q) return fail(reply, 400, 25, 'Query parameters are missing.');
  const count = Math.min(100, Number(params.get('count') ?? 15));
  const maxId = params.get('max_id');
  const until = params.get('until');
  if (until && !/^\d{4}-\d\d-\d\d$/.test(until)) return fail(reply, 400, 44, 'until parameter is invalid.');
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = [...state.tweets.values()]
    .filter((tweet) => words.every((word) => tweet.text.toLowerCase().includes(word)))
    .filter((tweet) => (!maxId || BigInt(tweet.id) <= BigInt(maxId)) && (!until || tweet.created_at < until) && (!params.get('lang') || tweet.lang === params.get('lang')))
    .sort((a, b) => (BigInt(b.id) > BigInt(a.id) ? 1 : -1));
  const page = matches.slice(0, count);
  const rest = matches[count];
  const entities = params.get('include_entities') !== 'false';
  const next = rest ? `?max_id=${rest.id}&q=${encodeURIComponent(q)}&count=${count}&include_entities=${entities ? 1 : 0}` : undefined;
  return reply.json(200, {
    statuses: page.map((tweet) => statusObject(state, tweet, { entities })),
    search_metadata: { count, query: encodeURIComponent(q), max_id_str: page[0]?.id ?? '0', ...(next ? { next_results: next } : {}) },
  });
}

function update(state: XState, me: XUser, params: Map<string, string>, reply: StandInReply) {
  const status = params.get('status');
  if (!status) return fail(reply, 400, 170, 'Missing required parameter: status.');
  if ([...state.tweets.values()].some((tweet) => tweet.author_id === me.id && tweet.text === status)) return fail(reply, 403, 187, 'Status is a duplicate.');
  const media = (params.get('media_ids') ?? '').split(',').filter(Boolean);
  if (media.some((id) => !state.media.has(id))) return fail(reply, 400, 324, 'Some of the provided media ids are invalid.');
  const replyTo = params.get('in_reply_to_status_id');
  if (replyTo && !state.tweets.has(replyTo)) return fail(reply, 403, 385, 'You attempted to reply to a Tweet that is deleted or not visible to you.');
  const [lat, long] = [params.get('lat'), params.get('long')].map(Number);
  const id = state.nextId();
  const tweet: XTweet = {
    id, text: status, author_id: me.id, created_at: '2026-11-28T12:00:00.000Z', lang: 'en', conversation_id: replyTo ?? id, media_ids: media,
    possibly_sensitive: params.get('possibly_sensitive') === 'true', ...(replyTo ? { in_reply_to: replyTo } : {}),
    ...(params.get('display_coordinates') === 'true' && Number.isFinite(lat) && Number.isFinite(long) ? { coordinates: [lat as number, long as number] as [number, number] } : {}),
  };
  state.tweets.set(id, tweet);
  return reply.json(200, statusObject(state, tweet));
}

export function handleV1(state: XState, keys: XOAuth1Keys, request: StandInRequest, reply: StandInReply): void {
  if (!signedByKeys(request, keys)) return fail(reply, 401, 32, 'Could not authenticate you.');
  if (throttled(state, reply, { errors: [{ code: 88, message: 'Rate limit exceeded' }] })) return;
  const me = state.users[0] as XUser;
  const params = parameters(request);
  const path = request.path.slice('/1.1'.length);
  let match: RegExpExecArray | null;
  if (request.method === 'GET' && path === '/account/verify_credentials.json') return reply.json(200, userObject(me));
  if (request.method === 'GET' && path === '/help/languages.json') {
    return reply.json(200, [{ code: 'en', name: 'English', local_name: 'English', status: 'production' }, { code: 'de', name: 'German', local_name: 'Deutsch', status: 'production' }]);
  }
  if (request.method === 'POST' && path === '/media/upload.json') {
    const data = params.get('media_data');
    if (!data) return fail(reply, 400, 38, 'media parameter is missing.');
    const bytes = Buffer.from(data, 'base64');
    const id = state.nextId();
    state.media.set(id, { bytes, ...(params.get('media_category') ? { category: params.get('media_category') as string } : {}) });
    return reply.json(200, { media_id: Number(id), media_id_string: id, size: bytes.length, expires_after_secs: 86400, image: { image_type: 'image/png', w: 1, h: 1 } });
  }
  if (request.method === 'POST' && path === '/statuses/update.json') return update(state, me, params, reply);
  if (request.method === 'POST' && (match = /^\/statuses\/(destroy|retweet)\/(\d+)\.json$/.exec(path))) {
    const tweet = state.tweets.get(match[2] as string);
    if (!tweet) return fail(reply, 404, 144, 'No status found with that ID.');
    if (match[1] === 'destroy') {
      if (tweet.author_id !== me.id) return fail(reply, 403, 183, 'You may not delete another user\'s status.');
      state.tweets.delete(tweet.id);
      return reply.json(200, statusObject(state, tweet));
    }
    if (state.retweets.has(tweet.id)) return fail(reply, 403, 327, 'You have already retweeted this Tweet.');
    state.retweets.add(tweet.id);
    const trimUser = params.get('trim_user') === 'true';
    return reply.json(200, { ...statusObject(state, { ...tweet, id: state.nextId(), author_id: me.id, text: `RT: ${tweet.text}` }, { trimUser }), retweeted_status: statusObject(state, tweet, { trimUser }) });
  }
  if (request.method === 'POST' && path === '/favorites/create.json') {
    const tweet = state.tweets.get(params.get('id') ?? '');
    if (!tweet) return fail(reply, 404, 144, 'No status found with that ID.');
    if (state.likes.has(tweet.id)) return fail(reply, 403, 139, 'You have already favorited this status.');
    state.likes.add(tweet.id);
    return reply.json(200, statusObject(state, tweet, { entities: params.get('include_entities') !== 'false' }));
  }
  if (request.method === 'GET' && path === '/search/tweets.json') return search(state, params, reply);
  if (request.method === 'POST' && path === '/direct_messages/events/new.json') {
    const event = (request.body as { event?: MessageEvent } | undefined)?.event;
    const create = event?.message_create;
    const recipient = create?.target?.recipient_id;
    if (event?.type !== 'message_create' || !create || !recipient || typeof create.message_data?.text !== 'string') return fail(reply, 400, 214, 'event.message_create.target: recipient_id is required.');
    if (!state.users.some((user) => user.id === recipient)) return fail(reply, 403, 108, 'Cannot find specified user.');
    const mediaId = create.message_data.attachment?.media?.id;
    if (mediaId && !state.media.has(mediaId)) return fail(reply, 400, 324, 'Some of the provided media ids are invalid.');
    const id = state.nextId();
    state.messages.push({ dm_event_id: id, dm_conversation_id: '', sender_id: me.id, recipient_id: recipient, text: create.message_data.text, media_ids: mediaId ? [mediaId] : [] });
    return reply.json(200, { event: { type: 'message_create', id, created_timestamp: '1796032800000', message_create: { target: create.target, sender_id: me.id, message_data: create.message_data } } });
  }
  return fail(reply, 404, 34, 'Sorry, that page does not exist.');
}
