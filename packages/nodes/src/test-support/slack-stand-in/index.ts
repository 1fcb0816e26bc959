import type { StandInRequest, StandInReply } from '../stand-in-server.js';
import { startStandInServer } from '../stand-in-server.js';
import { chatMethods } from './chat.js';
import { conversationMethods } from './conversations.js';
import type { SlackMethod } from './kit.js';
import { SlackFail } from './kit.js';
import { otherMethods } from './others.js';
import { parseArgs } from './parse.js';
import type { Json, TokenInfo } from './state.js';
import { Workspace } from './state.js';

/*
 * A loopback stand-in of Slack's Web API (https://api.slack.com/methods), from its public reference:
 * `POST|GET /api/<method>` with a Bearer token, arguments in the query, a JSON body (write methods) or
 * a form (urlencoded or multipart); answers `{ ok: true, ... }`, or HTTP 200 with `{ ok: false, error }`
 * as Slack does (also for a missing scope, naming the one needed); 429 with Retry-After when a test
 * asks for rate limiting; cursor pagination (`response_metadata.next_cursor`) and, for search and
 * files.list, numbered pages; files.slack.com's private file links (with the token). The workspace
 * keeps its state, so what one call changes the next reads.
 */

const METHODS: Record<string, SlackMethod> = { ...conversationMethods, ...chatMethods, ...otherMethods };

/** The scopes that allow each method (any one of them). auth.test and chat.getPermalink need none. */
const SCOPES: Record<string, string[]> = {
  'conversations.list': ['channels:read'], 'conversations.info': ['channels:read'], 'conversations.members': ['channels:read'],
  'conversations.history': ['channels:history'], 'conversations.replies': ['channels:history'],
  'conversations.open': ['im:write'], 'conversations.close': ['im:write'],
  'chat.postMessage': ['chat:write'], 'chat.postEphemeral': ['chat:write'], 'chat.update': ['chat:write'], 'chat.delete': ['chat:write'],
  'search.messages': ['search:read'], 'reactions.get': ['reactions:read'], 'reactions.add': ['reactions:write'], 'reactions.remove': ['reactions:write'],
  'stars.list': ['stars:read'], 'stars.add': ['stars:write'], 'stars.remove': ['stars:write'],
  'files.info': ['files:read'], 'files.list': ['files:read'], 'files.upload': ['files:write'],
  'files.getUploadURLExternal': ['files:write'], 'files.completeUploadExternal': ['files:write'],
  'users.list': ['users:read'], 'users.info': ['users:read'], 'users.getPresence': ['users:read'],
  'users.profile.get': ['users.profile:read'], 'users.profile.set': ['users.profile:write'], 'team.profile.get': ['users.profile:read'],
  'usergroups.list': ['usergroups:read'], 'usergroups.create': ['usergroups:write'], 'usergroups.update': ['usergroups:write'],
  'usergroups.disable': ['usergroups:write'], 'usergroups.enable': ['usergroups:write'],
};
for (const method of ['create', 'archive', 'unarchive', 'rename', 'setPurpose', 'setTopic', 'invite', 'kick', 'join', 'leave']) {
  SCOPES[`conversations.${method}`] = ['channels:manage', 'channels:write'];
}

/** Methods that take no JSON body (Slack reads their arguments from a form only). */
const FORM_ONLY = new Set(['files.upload', 'files.getUploadURLExternal']);

export const ALL_SCOPES = [...new Set(Object.values(SCOPES).flat())];

export interface SlackStandInCall { method: string; httpMethod: string; contentType: string; args: Json; authorization?: string }

export interface SlackStandIn {
  origin: string;
  workspace: Workspace;
  calls: SlackStandInCall[];
  /** The next `times` calls of `method` answer 429 with `Retry-After: seconds`. */
  rateLimit(method: string, seconds: number, times?: number): void;
  close(): Promise<void>;
}

export async function startSlackStandIn(tokens: Record<string, TokenInfo>, seed: (workspace: Workspace) => void = () => undefined): Promise<SlackStandIn> {
  const workspace = new Workspace();
  seed(workspace);
  const calls: SlackStandInCall[] = [];
  const limited = new Map<string, { seconds: number; times: number }>();
  let origin = '';

  function upload(request: StandInRequest, reply: StandInReply): void {
    const id = request.path.split('/').pop() ?? '';
    const pending = workspace.pendingUploads.get(id);
    if (request.method !== 'POST' || !pending) return reply.text(404, 'Not Found', 'text/plain; charset=utf-8');
    if (request.bytes.byteLength !== pending.length) return reply.text(400, `Expected ${pending.length} bytes, got ${request.bytes.byteLength}`, 'text/plain; charset=utf-8');
    pending.bytes = request.bytes;
    pending.mimetype = String(request.headers['content-type'] ?? 'application/octet-stream');
    reply.text(200, `OK - ${request.bytes.byteLength}`, 'text/plain; charset=utf-8');
  }

  function api(request: StandInRequest, reply: StandInReply): void {
    const method = request.path.slice('/api/'.length);
    const contentType = String(request.headers['content-type'] ?? '');
    const authorization = request.headers.authorization;
    const args = parseArgs(request, FORM_ONLY.has(method));
    calls.push({ method, httpMethod: request.method, contentType, args, authorization });
    const fail = (error: string, extra: Json = {}) => reply.json(200, { ok: false, error, ...extra });
    const limit = limited.get(method);
    if (limit && limit.times > 0) {
      limit.times -= 1;
      return reply.json(429, { ok: false, error: 'ratelimited' }, { 'retry-after': String(limit.seconds) });
    }
    const handler = METHODS[method];
    if (!handler) return reply.json(404, { ok: false, error: 'unknown_method' });
    if (!authorization) return fail('not_authed');
    const token = /^Bearer (.+)$/.exec(authorization)?.[1];
    const info = token ? tokens[token] : undefined;
    if (!info) return fail('invalid_auth');
    const needed = SCOPES[method];
    if (needed && !needed.some((scope) => info.scopes.includes(scope))) {
      return fail('missing_scope', { needed: needed.join(','), provided: info.scopes.join(',') });
    }
    try {
      reply.json(200, { ok: true, ...handler({ method, args, token: info, workspace, origin }) });
    } catch (error) {
      if (error instanceof SlackFail) return fail(error.code, error.extra);
      throw error;
    }
  }

  /** A file's bytes at its url_private(_download), for a valid token only (as files.slack.com). */
  function download(request: StandInRequest, reply: StandInReply): void {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!token || !tokens[token]) return reply.text(403, 'Forbidden', 'text/plain; charset=utf-8');
    const id = /^\/files-pri\/[A-Z0-9]+-([A-Z0-9]+)\//.exec(request.path)?.[1];
    const file = workspace.files.find((candidate) => candidate.id === id);
    if (!file) return reply.text(404, 'Not Found', 'text/plain; charset=utf-8');
    reply.text(200, file.content, file.mimetype);
  }

  const server = await startStandInServer((request, reply) => {
    if (request.path.startsWith('/upload/v1/')) return upload(request, reply);
    if (request.path.startsWith('/files-pri/')) return download(request, reply);
    if (request.path.startsWith('/api/')) return api(request, reply);
    reply.text(404, 'Not Found', 'text/plain; charset=utf-8');
  });
  origin = server.origin;
  return {
    origin, workspace, calls,
    rateLimit(method, seconds, times = 1) {
      limited.set(method, { seconds, times });
    },
    close: () => server.close(),
  };
}

export { Workspace };
export type { TokenInfo };
