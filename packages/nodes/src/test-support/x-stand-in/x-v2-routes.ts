import type { StandInReply, StandInRequest } from '../stand-in-server.js';
import type { XState, XTweet, XUser } from './x-state.js';
import { throttled } from './x-state.js';

/*
 * X API v2 (docs.x.com/x-api): OAuth2 user-context bearer tokens, `{ data, meta, includes }` answers,
 * problems as `{ title, detail, type, status }`, lookups of missing resources as 200 with `errors`.
 */

const PROBLEMS = 'https://api.twitter.com/2/problems';
type Body = Record<string, unknown>;

const problem = (reply: StandInReply, status: number, title: string, detail: string, type = 'about:blank') => reply.json(status, { title, detail, type, status });
const invalid = (reply: StandInReply, message: string) => reply.json(400, {
  errors: [{ message }], title: 'Invalid Request', detail: 'One or more parameters to your request was invalid.', type: `${PROBLEMS}/invalid-request`,
});
const notFound = (reply: StandInReply, kind: string, parameter: string, value: string) => reply.json(200, {
  errors: [{ value, detail: `Could not find ${kind} with ${parameter}: [${value}].`, title: 'Not Found Error', resource_type: kind, parameter, resource_id: value, type: `${PROBLEMS}/resource-not-found` }],
});
const forbidden = (reply: StandInReply, detail: string) => problem(reply, 403, 'Forbidden', detail, `${PROBLEMS}/forbidden`);

/** How often the query's words occur in a text: the stand-in's relevancy. */
const hits = (text: string, words: string[]) => words.reduce((sum, word) => sum + text.toLowerCase().split(word).length - 1, 0);

const DEFAULT_FIELDS = ['id', 'text', 'edit_history_tweet_ids'];

/** A tweet with the default fields plus those `tweet.fields` asks for. */
function tweetObject(tweet: XTweet, fields: string[]): Record<string, unknown> {
  const all: Record<string, unknown> = {
    id: tweet.id, text: tweet.text, edit_history_tweet_ids: [tweet.id], author_id: tweet.author_id, created_at: tweet.created_at, lang: tweet.lang,
    conversation_id: tweet.conversation_id, possibly_sensitive: tweet.possibly_sensitive, public_metrics: { retweet_count: 0, reply_count: 0, like_count: 0, quote_count: 0 },
    ...(tweet.in_reply_to ? { referenced_tweets: [{ type: 'replied_to', id: tweet.in_reply_to }] } : tweet.quote_of ? { referenced_tweets: [{ type: 'quoted', id: tweet.quote_of }] } : {}),
  };
  return Object.fromEntries(Object.entries(all).filter(([name]) => DEFAULT_FIELDS.includes(name) || fields.includes(name)));
}

function search(state: XState, request: StandInRequest, reply: StandInReply) {
  const query = request.query.get('query');
  if (!query) return invalid(reply, 'The `query` query parameter can not be empty');
  const max = Number(request.query.get('max_results') ?? 10);
  if (!Number.isInteger(max) || max < 10 || max > 100) return invalid(reply, `The \`max_results\` query parameter value [${String(request.query.get('max_results'))}] is not between 10 and 100`);
  const sort = request.query.get('sort_order') ?? 'recency';
  if (!['recency', 'relevancy'].includes(sort)) return invalid(reply, `The \`sort_order\` query parameter value [${sort}] is not one of [recency, relevancy]`);
  const [start, end] = ['start_time', 'end_time'].map((name) => request.query.get(name));
  for (const time of [start, end]) if (time && !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(time)) return invalid(reply, `Invalid time [${time}]: use RFC 3339`);
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = [...state.tweets.values()]
    .filter((tweet) => words.every((word) => tweet.text.toLowerCase().includes(word)))
    .filter((tweet) => (!start || tweet.created_at >= start) && (!end || tweet.created_at < end))
    // Relevancy: more of the query's words first; recency: newest first.
    .sort((a, b) => (sort === 'relevancy' ? hits(b.text, words) - hits(a.text, words) : 0) || b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));
  const offset = Number(request.query.get('next_token')?.replace(/^b26v89c19zqg8o3f/, '') ?? 0);
  const page = matches.slice(offset, offset + max);
  const fields = (request.query.get('tweet.fields') ?? '').split(',').filter(Boolean);
  if (page.length === 0) return reply.json(200, { meta: { result_count: 0 } });
  const more = offset + max < matches.length;
  return reply.json(200, {
    data: page.map((tweet) => tweetObject(tweet, fields)),
    meta: { newest_id: page[0]?.id, oldest_id: page.at(-1)?.id, result_count: page.length, ...(more ? { next_token: `b26v89c19zqg8o3f${offset + max}` } : {}) },
  });
}

function createTweet(state: XState, me: XUser, body: Body, reply: StandInReply) {
  const media = (body.media as Body | undefined)?.media_ids as string[] | undefined;
  if (typeof body.text !== 'string' && !media) return invalid(reply, 'You must specify either text or media');
  if (typeof body.text === 'string' && body.text.length > 280) return forbidden(reply, 'You are not permitted to create a Tweet with more than 280 characters.');
  for (const id of media ?? []) if (!state.media.has(id)) return invalid(reply, `Your media IDs are invalid.`);
  const replyTo = (body.reply as Body | undefined)?.in_reply_to_tweet_id as string | undefined;
  if (replyTo && !state.tweets.has(replyTo)) return forbidden(reply, 'You attempted to reply to a Tweet that is deleted or not visible to you.');
  const quoted = body.quote_tweet_id as string | undefined;
  if (quoted && !state.tweets.has(quoted)) return invalid(reply, `The quote_tweet_id [${quoted}] could not be found.`);
  if ([...state.tweets.values()].some((tweet) => tweet.author_id === me.id && tweet.text === body.text)) {
    return forbidden(reply, 'You are not allowed to create a Tweet with duplicate content.');
  }
  const id = state.nextId();
  const tweet: XTweet = {
    id, text: String(body.text ?? ''), author_id: me.id, created_at: '2026-11-28T12:00:00.000Z', lang: 'en', conversation_id: replyTo ?? id,
    media_ids: media ?? [], possibly_sensitive: false,
    ...(replyTo ? { in_reply_to: replyTo } : {}), ...(quoted ? { quote_of: quoted } : {}), ...(body.geo ? { place_id: String((body.geo as Body).place_id) } : {}),
  };
  state.tweets.set(id, tweet);
  return reply.json(201, { data: { id, text: tweet.text, edit_history_tweet_ids: [id] } });
}

export function handleV2(state: XState, token: string, request: StandInRequest, reply: StandInReply): void {
  if (request.headers.authorization !== `Bearer ${token}`) return problem(reply, 401, 'Unauthorized', 'Unauthorized');
  if (throttled(state, reply, { title: 'Too Many Requests', detail: 'Too Many Requests', type: 'about:blank', status: 429 })) return;
  const me = state.users[0] as XUser;
  const path = request.path.slice('/2'.length);
  const body = (request.body ?? {}) as Body;
  const userById = (id: string) => state.users.find((user) => user.id === id);
  let match: RegExpExecArray | null;
  if (request.method === 'GET' && path === '/users/me') return reply.json(200, { data: me });
  if (request.method === 'GET' && (match = /^\/users\/by\/username\/([^/]+)$/.exec(path))) {
    const name = decodeURIComponent(match[1] as string);
    if (!/^\w{1,15}$/.test(name)) return invalid(reply, `The \`username\` query parameter value [${name}] does not match ^[A-Za-z0-9_]{1,15}$`);
    const user = state.users.find((candidate) => candidate.username.toLowerCase() === name.toLowerCase());
    return user ? reply.json(200, { data: user }) : notFound(reply, 'user', 'username', name);
  }
  if (request.method === 'GET' && (match = /^\/users\/(\d+)$/.exec(path))) {
    const user = userById(match[1] as string);
    return user ? reply.json(200, { data: user }) : notFound(reply, 'user', 'id', match[1] as string);
  }
  if (request.method === 'POST' && path === '/tweets') return createTweet(state, me, body, reply);
  if (request.method === 'DELETE' && (match = /^\/tweets\/(\d+)$/.exec(path))) {
    const tweet = state.tweets.get(match[1] as string);
    if (!tweet) return problem(reply, 404, 'Not Found Error', `Could not find tweet with id: [${match[1]}].`, `${PROBLEMS}/resource-not-found`);
    if (tweet.author_id !== me.id) return forbidden(reply, 'You are not authorized to delete this Tweet.');
    state.tweets.delete(tweet.id);
    return reply.json(200, { data: { deleted: true } });
  }
  if (request.method === 'POST' && (match = /^\/users\/(\d+)\/(likes|retweets)$/.exec(path))) {
    if (match[1] !== me.id) return forbidden(reply, 'You are not permitted to perform this action.');
    if (typeof body.tweet_id !== 'string') return invalid(reply, 'The `tweet_id` field is required');
    if (!state.tweets.has(body.tweet_id)) return forbidden(reply, 'You cannot like or retweet a Tweet that is deleted or not visible to you.');
    if (match[2] === 'likes') return state.likes.add(body.tweet_id), reply.json(200, { data: { liked: true } });
    return state.retweets.add(body.tweet_id), reply.json(200, { data: { retweeted: true } });
  }
  if (request.method === 'GET' && path === '/tweets/search/recent') return search(state, request, reply);
  if (request.method === 'POST' && (match = /^\/lists\/(\d+)\/members$/.exec(path))) {
    const list = state.lists.get(match[1] as string);
    if (!list) return problem(reply, 404, 'Not Found Error', `Could not find list with id: [${match[1]}].`, `${PROBLEMS}/resource-not-found`);
    if (list.owner_id !== me.id) return forbidden(reply, 'You are not allowed to add members to this List.');
    if (typeof body.user_id !== 'string' || !userById(body.user_id)) return invalid(reply, 'The `user_id` field must be the id of an existing user');
    list.members.add(body.user_id);
    return reply.json(200, { data: { is_member: true } });
  }
  if (request.method === 'POST' && (match = /^\/dm_conversations\/with\/(\d+)\/messages$/.exec(path))) {
    const recipient = userById(match[1] as string);
    if (!recipient) return invalid(reply, `The participant_id [${match[1]}] could not be found.`);
    const attachments = (body.attachments as Array<{ media_id?: string }> | undefined) ?? [];
    if (typeof body.text !== 'string' && attachments.length === 0) return invalid(reply, 'One of text or attachments is required');
    if (attachments.some((attachment) => !state.media.has(String(attachment.media_id)))) return invalid(reply, 'Your media IDs are invalid.');
    const ids = [me.id, recipient.id].sort();
    const message = { dm_event_id: state.nextId(), dm_conversation_id: ids.join('-'), sender_id: me.id, recipient_id: recipient.id, text: String(body.text ?? ''), media_ids: attachments.map((a) => String(a.media_id)) };
    state.messages.push(message);
    return reply.json(201, { data: { dm_conversation_id: message.dm_conversation_id, dm_event_id: message.dm_event_id } });
  }
  return problem(reply, 404, 'Not Found Error', 'Sorry, that page does not exist');
}
