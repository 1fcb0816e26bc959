import { startStandInServer } from '../stand-in-server.js';
import type { StandInReply, StandInRequest } from '../stand-in-server.js';
import { MattermostState, newId } from './state.js';
import type { Entity } from './state.js';

/*
 * A loopback stand-in of a Mattermost server's REST API v4 (https://api.mattermost.com), under
 * /api/v4: personal access tokens as `Authorization: Bearer`, the token's user acting; page/per_page
 * pagination (per_page at most 200); errors as `{ id, message, detailed_error, request_id, status_code }`.
 */

export interface MattermostStandIn {
  origin: string;
  state: MattermostState;
  /** Every authenticated request: method, path with query, body. */
  requests: Array<{ method: string; path: string; query: Record<string, string>; body: unknown }>;
  close(): Promise<void>;
}

type Route = (match: RegExpMatchArray, request: StandInRequest, actor: Entity) => [number, unknown];

const fail = (status: number, id: string, message: string): [number, unknown] =>
  [status, { id, message, detailed_error: '', request_id: newId(), status_code: status }];
const notFound = (what: string) => fail(404, `app.${what}.missing.app_error`, `Unable to find the existing ${what}.`);
const ok: [number, unknown] = [200, { status: 'OK' }];

/** One page of a list (`page` from 0, `per_page` at most 200), or Mattermost's answer to bad paging. */
function paged(list: unknown[], request: StandInRequest): [number, unknown] {
  const perPage = Number(request.query.get('per_page') ?? 60);
  const number = Number(request.query.get('page') ?? 0);
  if (!Number.isInteger(perPage) || perPage < 1 || !Number.isInteger(number) || number < 0) {
    return fail(400, 'api.context.invalid_url_param.app_error', 'Invalid or missing page/per_page parameter in request URL.');
  }
  const size = Math.min(perPage, 200);
  return [200, list.slice(number * size, (number + 1) * size)];
}

function routes(state: MattermostState): Array<[string, RegExp, Route]> {
  const body = (request: StandInRequest) => (request.body ?? {}) as Entity;
  return [
    ['GET', /^\/users\/me$/, (_m, _r, actor) => [200, actor]],
    ['GET', /^\/users\/me\/teams$/, (_m, _r, actor) => [200, state.teams.filter((team) => state.teamMembers.get(String(team.id))?.includes(String(actor.id)))]],
    ['GET', /^\/users\/me\/teams\/([^/]+)\/channels$/, (m, _r, actor) => [200, state.channels.filter((c) => c.team_id === m[1] && c.delete_at === 0 && state.members.get(String(c.id))?.includes(String(actor.id)))]],
    ['GET', /^\/channels$/, (_m, request) => paged(state.channels.filter((c) => c.delete_at === 0 || request.query.get('include_deleted') === 'true'), request)],
    ['POST', /^\/channels$/, (_m, request, actor) => {
      const { team_id: teamId, name, display_name: displayName, type } = body(request);
      if (!state.teams.some((team) => team.id === teamId)) return notFound('team');
      if (typeof name !== 'string' || !/^[a-z0-9][a-z0-9_-]{0,63}$/.test(name)) return fail(400, 'model.channel.is_valid.name.app_error', 'Invalid channel name. User ids are not permitted in channel name for non-direct message channels.');
      if (typeof displayName !== 'string' || displayName === '') return fail(400, 'model.channel.is_valid.display_name.app_error', 'Invalid display name.');
      if (type !== 'O' && type !== 'P') return fail(400, 'model.channel.is_valid.type.app_error', 'Invalid type.');
      if (state.channels.some((c) => c.team_id === teamId && c.name === name)) return fail(400, 'store.sql_channel.save_channel.exists.app_error', 'A channel with that name already exists on the same team.');
      const channel = state.addChannel(state.teams.find((team) => team.id === teamId) as Entity, name, type, [String(actor.id)]);
      channel.display_name = displayName;
      return [201, channel];
    }],
    ['DELETE', /^\/channels\/([^/]+)$/, (m) => {
      const channel = state.channel(String(m[1]));
      if (!channel || channel.delete_at !== 0) return notFound('channel');
      channel.delete_at = Date.now();
      return ok;
    }],
    ['POST', /^\/channels\/([^/]+)\/restore$/, (m) => {
      const channel = state.channel(String(m[1]));
      if (!channel) return notFound('channel');
      if (channel.delete_at === 0) return fail(400, 'api.channel.restore_channel.restored.app_error', 'Unable to restore channel. Channel is not archived.');
      channel.delete_at = 0;
      return [200, channel];
    }],
    ['GET', /^\/channels\/([^/]+)\/members$/, (m, request) => {
      const channel = state.channel(String(m[1]));
      if (!channel) return notFound('channel');
      const members = (state.members.get(String(channel.id)) ?? []).map((id) => ({ channel_id: channel.id, user_id: id, roles: 'channel_user', msg_count: 0, mention_count: 0, notify_props: {} }));
      return paged(members, request);
    }],
    ['POST', /^\/channels\/([^/]+)\/members$/, (m, request) => {
      const channel = state.channel(String(m[1]));
      if (!channel || channel.delete_at !== 0) return notFound('channel');
      const userId = String(body(request).user_id ?? '');
      if (!state.user(userId)) return notFound('user');
      const list = state.members.get(String(channel.id)) ?? [];
      if (!list.includes(userId)) list.push(userId);
      return [201, { channel_id: channel.id, user_id: userId, roles: 'channel_user', last_viewed_at: 0, msg_count: 0, mention_count: 0, notify_props: {}, last_update_at: Date.now() }];
    }],
    ['GET', /^\/channels\/([^/]+)\/stats$/, (m) => {
      const channel = state.channel(String(m[1]));
      if (!channel) return notFound('channel');
      return [200, { channel_id: channel.id, member_count: state.members.get(String(channel.id))?.length ?? 0, guest_count: 0, pinnedpost_count: 0, files_count: 0 }];
    }],
    ['POST', /^\/teams\/([^/]+)\/channels\/search$/, (m, request) => {
      const term = String(body(request).term ?? '').toLowerCase();
      if (!state.teams.some((team) => team.id === m[1])) return notFound('team');
      return [200, state.channels.filter((c) => c.team_id === m[1] && c.type === 'O' && c.delete_at === 0
        && (String(c.name).includes(term) || String(c.display_name).toLowerCase().includes(term)))];
    }],
    ['POST', /^\/teams\/([^/]+)\/invite\/email$/, (m, request) => {
      if (!state.teams.some((team) => team.id === m[1])) return notFound('team');
      const emails = request.body;
      if (!Array.isArray(emails) || emails.length === 0) return fail(400, 'api.team.invite_members.no_one.app_error', 'No one to invite.');
      for (const email of emails) state.invited.push({ teamId: String(m[1]), email: String(email) });
      return ok;
    }],
    ['POST', /^\/posts$/, (_m, request, actor) => {
      const fields = body(request);
      const channel = state.channel(String(fields.channel_id ?? ''));
      if (!channel || channel.delete_at !== 0) return fail(400, 'api.context.invalid_body_param.app_error', 'Invalid or missing channel_id in request body.');
      if (fields.root_id && !state.post(String(fields.root_id))) return fail(400, 'api.post.create_post.root_id.app_error', 'Invalid RootId parameter.');
      return [201, state.addPost(String(actor.id), { channel_id: channel.id, message: fields.message ?? '', root_id: fields.root_id ?? '', props: fields.props ?? {} })];
    }],
    ['POST', /^\/posts\/ephemeral$/, (_m, request) => {
      const { user_id: userId, post } = body(request) as { user_id?: string; post?: Entity };
      if (!userId || !state.user(userId)) return fail(400, 'api.context.invalid_body_param.app_error', 'Invalid or missing user_id in request body.');
      if (!post || !state.channel(String(post.channel_id ?? ''))) return fail(400, 'api.context.invalid_body_param.app_error', 'Invalid or missing channel_id in request body.');
      const now = Date.now();
      return [201, { id: newId(), create_at: now, update_at: now, edit_at: 0, delete_at: 0, user_id: userId, channel_id: post.channel_id, message: post.message ?? '', type: 'system_ephemeral', props: {} }];
    }],
    ['DELETE', /^\/posts\/([^/]+)$/, (m) => {
      const post = state.post(String(m[1]));
      if (!post) return notFound('post');
      post.delete_at = Date.now();
      return ok;
    }],
    ['POST', /^\/reactions$/, (_m, request) => {
      const { user_id: userId, post_id: postId, emoji_name: emoji } = body(request);
      if (!state.user(String(userId))) return fail(400, 'api.context.invalid_body_param.app_error', 'Invalid or missing user_id in request body.');
      if (!state.post(String(postId))) return notFound('post');
      if (typeof emoji !== 'string' || !/^[a-z0-9_+-]+$/.test(emoji)) return fail(400, 'model.reaction.is_valid.emoji_name.app_error', 'Invalid emoji name.');
      const reaction = { user_id: userId, post_id: postId, emoji_name: emoji, create_at: Date.now() };
      state.reactions = state.reactions.filter((r) => !(r.user_id === userId && r.post_id === postId && r.emoji_name === emoji));
      state.reactions.push(reaction);
      return [200, reaction];
    }],
    ['GET', /^\/posts\/([^/]+)\/reactions$/, (m) => {
      if (!state.post(String(m[1]))) return notFound('post');
      return [200, state.reactions.filter((r) => r.post_id === m[1])];
    }],
    ['DELETE', /^\/users\/([^/]+)\/posts\/([^/]+)\/reactions\/([^/]+)$/, (m) => {
      const before = state.reactions.length;
      state.reactions = state.reactions.filter((r) => !(r.user_id === m[1] && r.post_id === m[2] && r.emoji_name === decodeURIComponent(String(m[3]))));
      return before === state.reactions.length ? notFound('reaction') : ok;
    }],
    ['GET', /^\/users$/, (_m, request) => {
      const q = request.query;
      const sort = q.get('sort') ?? '';
      if ((sort === 'last_activity_at' || sort === 'create_at') && !q.get('in_team')) return fail(400, 'api.context.invalid_url_param.app_error', 'Invalid or missing sort parameter in request URL.');
      if (sort === 'status' && !q.get('in_channel')) return fail(400, 'api.context.invalid_url_param.app_error', 'Invalid or missing sort parameter in request URL.');
      let users = state.users.filter((user) => user.delete_at === 0);
      const inTeam = (teamId: string | null, id: unknown) => teamId !== null && (state.teamMembers.get(teamId) ?? []).includes(String(id));
      const inChannel = (channelId: string | null, id: unknown) => channelId !== null && (state.members.get(channelId) ?? []).includes(String(id));
      if (q.get('in_team')) users = users.filter((user) => inTeam(q.get('in_team'), user.id));
      if (q.get('not_in_team')) users = users.filter((user) => !inTeam(q.get('not_in_team'), user.id));
      if (q.get('in_channel')) users = users.filter((user) => inChannel(q.get('in_channel'), user.id));
      if (q.get('not_in_channel')) users = users.filter((user) => !inChannel(q.get('not_in_channel'), user.id));
      if (sort) users = [...users].sort((a, b) => (sort === 'status' ? String(a.status).localeCompare(String(b.status)) : Number(b[sort]) - Number(a[sort])));
      else users = [...users].sort((a, b) => String(a.username).localeCompare(String(b.username)));
      return paged(users, request);
    }],
    ['POST', /^\/users$/, (_m, request) => {
      const fields = body(request);
      if (typeof fields.username !== 'string' || !/^[a-z][a-z0-9._-]{2,21}$/.test(fields.username)) return fail(400, 'model.user.is_valid.username.app_error', 'Invalid username.');
      if (state.users.some((user) => user.username === fields.username)) return fail(400, 'app.user.save.username_exists.app_error', 'An account with that username already exists.');
      if (!fields.auth_service && (typeof fields.email !== 'string' || !fields.email.includes('@'))) return fail(400, 'model.user.is_valid.email.app_error', 'Invalid email.');
      if (!fields.auth_service && (typeof fields.password !== 'string' || fields.password.length < 5)) return fail(400, 'model.user.is_valid.pwd.app_error', 'Your password must contain at least 5 characters.');
      const { password: _secret, ...rest } = fields;
      return [201, state.addUser(String(fields.username), { ...rest, email: fields.email ?? '', status: 'offline' })];
    }],
    ['DELETE', /^\/users\/([^/]+)$/, (m) => {
      const user = state.user(String(m[1]));
      if (!user) return notFound('user');
      user.delete_at = Date.now();
      return ok;
    }],
    ['GET', /^\/users\/email\/([^/]+)$/, (m) => {
      const user = state.users.find((entry) => entry.email === decodeURIComponent(String(m[1])));
      return user ? [200, user] : notFound('user');
    }],
    ['POST', /^\/users\/ids$/, (_m, request) => {
      if (!Array.isArray(request.body)) return fail(400, 'api.context.invalid_body_param.app_error', 'Invalid or missing user_ids in request body.');
      const since = Number(request.query.get('since') ?? 0);
      const ids = request.body.map(String);
      return [200, state.users.filter((user) => ids.includes(String(user.id)) && Number(user.update_at) > since)];
    }],
  ];
}

export async function startMattermostStandIn(tokens: Record<string, string>, seed: (state: MattermostState) => void): Promise<MattermostStandIn> {
  const state = new MattermostState();
  seed(state);
  const requests: MattermostStandIn['requests'] = [];
  const table = routes(state);
  const server = await startStandInServer((request: StandInRequest, reply: StandInReply) => {
    const send = ([status, value]: [number, unknown]) => reply.json(status, value);
    if (!request.path.startsWith('/api/v4/')) return send(fail(404, 'api.context.404.app_error', 'Sorry, we could not find the page.'));
    const header = String(request.headers.authorization ?? '');
    const username = header.startsWith('Bearer ') ? tokens[header.slice(7)] : undefined;
    const actor = state.users.find((user) => user.username === username && user.delete_at === 0);
    if (!actor) return send(fail(401, 'api.context.session_expired.app_error', 'Invalid or expired session, please login again.'));
    const path = request.path.slice('/api/v4'.length);
    requests.push({ method: request.method, path, query: Object.fromEntries(request.query), body: request.body });
    for (const [method, pattern, route] of table) {
      const match = path.match(pattern);
      if (match && method === request.method) return send(route(match, request, actor));
    }
    return send(fail(404, 'api.context.404.app_error', 'Sorry, we could not find the page.'));
  });
  return { origin: server.origin, state, requests, close: () => server.close() };
}
