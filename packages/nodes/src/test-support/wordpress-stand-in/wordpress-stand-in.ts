import type { StandInReply, StandInRequest, StandInServer } from '../stand-in-server.js';
import { startStandInServer } from '../stand-in-server.js';
import type { WpContent, WpUser } from './wordpress-site.js';
import { WordpressSite } from './wordpress-site.js';
import { listContent, listTerms, listUsers } from './wordpress-lists.js';

/*
 * A WordPress site's REST API (/wp-json/wp/v2: posts, pages, users, categories, tags) with basic auth
 * by application password; errors as `{ code, message, data: { status } }`; lists paged with `page` and
 * `per_page` and the X-WP-Total / X-WP-TotalPages headers; a site that can answer 429 with Retry-After.
 */

export interface WordpressStandIn extends StandInServer {
  site: WordpressSite;
  requests: StandInRequest[];
  /** How many of the next requests are refused with 429 (a host's rate limit). */
  throttle: { next: number };
}

export type Reply = StandInReply;

export const wpError = (reply: StandInReply, status: number, code: string, message: string, extra: Record<string, unknown> = {}) =>
  reply.json(status, { code, message, data: { status, ...extra } });

/** The user of a Basic header: undefined when there is none, 'refused' for a wrong name or application password. */
function authenticate(site: WordpressSite, request: StandInRequest, reply: StandInReply): WpUser | undefined | 'refused' {
  const header = String(request.headers.authorization ?? '');
  if (!header.startsWith('Basic ')) return undefined;
  const [username, ...rest] = Buffer.from(header.slice(6), 'base64').toString('utf8').split(':');
  const password = rest.join(':');
  const user = site.users.find((candidate) => candidate.username === username || candidate.email === username);
  if (!user) {
    wpError(reply, 401, 'invalid_username', 'Unknown username. Check again or try your email address.');
    return 'refused';
  }
  // Application passwords are shown in groups of four; WordPress ignores the spaces.
  if (user.applicationPassword === '' || user.applicationPassword.replace(/\s/g, '') !== password.replace(/\s/g, '')) {
    wpError(reply, 401, 'incorrect_password', 'The provided password is an invalid application password.');
    return 'refused';
  }
  return user;
}

const STATUSES = ['publish', 'future', 'draft', 'pending', 'private'];

/** Writes the body's fields onto a post or page, or answers the error WordPress would. */
function applyContent(site: WordpressSite, item: Partial<WpContent>, body: Record<string, unknown>, reply: StandInReply): boolean {
  if (body.status !== undefined && !STATUSES.includes(String(body.status))) {
    wpError(reply, 400, 'rest_invalid_param', 'Invalid parameter(s): status', { params: { status: `status is not one of ${STATUSES.join(', ')}.` } });
    return false;
  }
  if (body.author !== undefined && !site.users.some((user) => user.id === body.author)) {
    wpError(reply, 400, 'rest_invalid_author', 'Invalid author ID.');
    return false;
  }
  for (const taxonomy of ['categories', 'tags'] as const) {
    const ids = body[taxonomy];
    if (ids === undefined) continue;
    if (!Array.isArray(ids) || ids.some((id) => !Number.isInteger(Number(id)))) {
      wpError(reply, 400, 'rest_invalid_param', `Invalid parameter(s): ${taxonomy}`, { params: { [taxonomy]: `${taxonomy}[0] is not of type integer.` } });
      return false;
    }
    item[taxonomy] = ids.map(Number);
  }
  for (const key of ['title', 'content', 'slug', 'status', 'password', 'comment_status', 'ping_status', 'template', 'format', 'date'] as const) {
    if (typeof body[key] === 'string') (item as Record<string, unknown>)[key] = body[key];
  }
  for (const key of ['author', 'parent', 'menu_order', 'featured_media'] as const) {
    if (typeof body[key] === 'number') item[key] = body[key] as number;
  }
  if (typeof body.sticky === 'boolean') item.sticky = body.sticky;
  return true;
}

function routeContent(site: WordpressSite, request: StandInRequest, reply: StandInReply, me: WpUser | undefined, type: 'post' | 'page', id?: number) {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const context = request.query.get('context') ?? 'view';
  const label = type === 'post' ? 'posts' : 'pages';
  if (context === 'edit' && !me) return wpError(reply, 401, 'rest_forbidden_context', `Sorry, you are not allowed to edit ${label} in this post type.`);
  if (id === undefined) {
    if (request.method === 'GET') return listContent(site, request, reply, type, me);
    if (request.method !== 'POST') return wpError(reply, 404, 'rest_no_route', 'No route was found matching the URL and request method.');
    if (!me) return wpError(reply, 401, 'rest_cannot_create', `Sorry, you are not allowed to create ${label} as this user.`);
    if (!body.title && !body.content) return wpError(reply, 400, 'empty_content', 'Content, title, and excerpt are empty.');
    const fields: Partial<WpContent> = { author: me.id };
    if (!applyContent(site, fields, body, reply)) return undefined;
    return reply.json(201, site.contentJson(site.addContent(type, fields), 'edit'));
  }
  const item = site.content.find((candidate) => candidate.id === id && candidate.type === type);
  if (!item) return wpError(reply, 404, `rest_${type}_invalid_id`, `Invalid ${type} ID.`);
  if (request.method === 'GET') {
    if (item.status !== 'publish' && !me) return wpError(reply, 401, 'rest_forbidden', 'Sorry, you are not allowed to do that.');
    if (item.password && request.query.get('password') !== item.password && !me) {
      return wpError(reply, 403, `rest_${type}_incorrect_password`, `Incorrect ${type} password.`);
    }
    return reply.json(200, site.contentJson(item, context));
  }
  if (!me) return wpError(reply, 401, 'rest_cannot_edit', `Sorry, you are not allowed to edit this ${type}.`);
  if (request.method === 'POST' || request.method === 'PUT' || request.method === 'PATCH') {
    if (!applyContent(site, item, body, reply)) return undefined;
    item.modified = site.now();
    return reply.json(200, site.contentJson(item, 'edit'));
  }
  if (request.method === 'DELETE') {
    if (request.query.get('force') === 'true') {
      site.content = site.content.filter((candidate) => candidate !== item);
      return reply.json(200, { deleted: true, previous: site.contentJson(item, 'edit') });
    }
    if (item.status === 'trash') return wpError(reply, 410, 'rest_already_trashed', `The ${type} has already been deleted.`);
    item.status = 'trash';
    return reply.json(200, site.contentJson(item, 'edit'));
  }
  return wpError(reply, 404, 'rest_no_route', 'No route was found matching the URL and request method.');
}

const USER_FIELDS = ['username', 'name', 'first_name', 'last_name', 'email', 'url', 'description', 'nickname', 'slug'] as const;

function routeUsers(site: WordpressSite, request: StandInRequest, reply: StandInReply, me: WpUser | undefined, id?: number) {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const context = request.query.get('context') ?? 'view';
  if (context === 'edit' && !me) return wpError(reply, 401, 'rest_forbidden_context', 'Sorry, you are not allowed to list users.');
  if (id === undefined) {
    if (request.method === 'GET') return listUsers(site, request, reply, me);
    if (!me) return wpError(reply, 401, 'rest_cannot_create_user', 'Sorry, you are not allowed to create new users.');
    const missing = ['username', 'email', 'password'].filter((name) => !body[name]);
    if (missing.length > 0) return wpError(reply, 400, 'rest_missing_callback_param', `Missing parameter(s): ${missing.join(', ')}`, { params: missing });
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(String(body.email))) {
      return wpError(reply, 400, 'rest_invalid_param', 'Invalid parameter(s): email', { params: { email: 'Invalid email address.' } });
    }
    if (site.users.some((user) => user.username === body.username)) return wpError(reply, 500, 'existing_user_login', 'Sorry, that username already exists!');
    if (site.users.some((user) => user.email === body.email)) return wpError(reply, 500, 'existing_user_email', 'Sorry, that email address is already used!');
    const user = site.addUser({ username: String(body.username), roles: ['subscriber'] });
    for (const key of USER_FIELDS) if (typeof body[key] === 'string') user[key] = body[key] as string;
    return reply.json(201, site.userJson(user, 'edit'));
  }
  const user = site.users.find((candidate) => candidate.id === id);
  if (!user) return wpError(reply, 404, 'rest_user_invalid_id', 'Invalid user ID.');
  if (request.method === 'GET') return reply.json(200, site.userJson(user, context));
  if (!me) return wpError(reply, 401, 'rest_cannot_edit', 'Sorry, you are not allowed to edit this user.');
  if (request.method === 'DELETE') {
    if (request.query.get('force') !== 'true') return wpError(reply, 501, 'rest_trash_not_supported', 'Users do not support trashing. Set \'force\' to true to delete.');
    const reassign = Number(request.query.get('reassign'));
    if (!request.query.get('reassign')) return wpError(reply, 400, 'rest_missing_callback_param', 'Missing parameter(s): reassign', { params: ['reassign'] });
    if (!site.users.some((candidate) => candidate.id === reassign && candidate !== user)) return wpError(reply, 400, 'rest_user_invalid_reassign', 'Invalid user ID for reassignment.');
    for (const item of site.content) if (item.author === user.id) item.author = reassign;
    site.users = site.users.filter((candidate) => candidate !== user);
    return reply.json(200, { deleted: true, previous: site.userJson(user, 'edit') });
  }
  if (body.username !== undefined && body.username !== user.username) return wpError(reply, 400, 'rest_user_invalid_argument', 'Username isn\'t editable.');
  for (const key of USER_FIELDS) if (typeof body[key] === 'string') user[key] = body[key] as string;
  return reply.json(200, site.userJson(user, 'edit'));
}

export async function startWordpressStandIn(): Promise<WordpressStandIn> {
  const requests: StandInRequest[] = [];
  const throttle = { next: 0 };
  let origin = '';
  const site = new WordpressSite(() => origin);
  const server = await startStandInServer((request, reply) => {
    requests.push(request);
    if (throttle.next > 0) {
      throttle.next -= 1;
      return reply.json(429, { code: 'too_many_requests', message: 'Too many requests. Please try again later.', data: { status: 429 } }, { 'retry-after': '30' });
    }
    const match = /^\/wp-json\/wp\/v2\/(posts|pages|users|categories|tags)(?:\/(\d+))?$/.exec(request.path);
    if (!match) return wpError(reply, 404, 'rest_no_route', 'No route was found matching the URL and request method.');
    const me = authenticate(site, request, reply);
    if (me === 'refused') return undefined;
    const id = match[2] === undefined ? undefined : Number(match[2]);
    switch (match[1]) {
      case 'posts': return routeContent(site, request, reply, me, 'post', id);
      case 'pages': return routeContent(site, request, reply, me, 'page', id);
      case 'users': return routeUsers(site, request, reply, me, id);
      default: return listTerms(site, request, reply, match[1] === 'categories' ? 'category' : 'post_tag');
    }
  });
  origin = server.origin;
  return { ...server, site, requests, throttle };
}
