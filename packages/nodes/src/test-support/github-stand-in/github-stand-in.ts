import { createHmac } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import { startStandInServer } from '../stand-in-server.js';
import { GitHubState } from './github-state.js';
import type { GhHook } from './github-state.js';
import { DOCS, GhError, notFound } from './github-errors.js';
import type { GhContext, GhRoute } from './github-errors.js';
import { repoRoutes } from './routes-repo.js';
import { accountRoutes } from './routes-accounts.js';
import { actionRoutes } from './routes-actions.js';
import { releaseRoutes } from './routes-releases.js';

/*
 * A loopback stand-in of GitHub's REST API (https://docs.github.com/en/rest), from its public reference:
 * `Authorization: token <t>` or `Bearer <t>` checked (401 "Bad credentials"), errors as
 * `{ message, documentation_url }` (422 with `errors`), page/per_page paging with a Link header, the
 * x-ratelimit-* headers on every answer and 429 with Retry-After when a test throttles it. Webhook
 * deliveries are signed as GitHub signs them (X-Hub-Signature-256: HMAC-SHA256 of the body).
 */

export interface GitHubStandIn {
  origin: string;
  state: GitHubState;
  requests: Array<{ method: string; path: string; query: Record<string, string>; body: unknown; authorization?: string }>;
  /** The next `count` requests are answered 429 with Retry-After `seconds`. */
  throttleNext(count: number, seconds?: number): void;
  /** A delivery of `event` to a hook as GitHub sends it: its headers (signed with the hook's secret) and raw body. */
  delivery(hook: GhHook, event: string, payload: Record<string, unknown>): { headers: Record<string, string>; rawBody: Buffer };
  close(): Promise<void>;
}

export function signature(secret: string, raw: Buffer | string): string {
  return `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
}

const routes: GhRoute[] = [...repoRoutes, ...releaseRoutes, ...actionRoutes, ...accountRoutes];

export async function startGitHubStandIn(state = new GitHubState()): Promise<GitHubStandIn> {
  const requests: GitHubStandIn['requests'] = [];
  let throttled = 0;
  let throttleSeconds = 1;
  let remaining = 5000;
  let deliveries = 0;
  const server = await startStandInServer((request, reply) => {
    const authorization = request.headers.authorization;
    requests.push({ method: request.method, path: request.path, query: Object.fromEntries(request.query), body: request.body, ...(authorization ? { authorization } : {}) });
    const rate = { 'x-ratelimit-limit': '5000', 'x-ratelimit-remaining': String(remaining), 'x-ratelimit-used': String(5000 - remaining), 'x-ratelimit-reset': String(Math.floor(state.now / 1000) + 3600), 'x-ratelimit-resource': 'core' };
    const answer = (status: number, body: unknown, headers: OutgoingHttpHeaders = {}) => {
      if (body === undefined) reply.send(status, '', { ...rate, ...headers });
      else reply.json(status, body, { ...rate, ...headers });
    };
    if (throttled > 0) {
      throttled--;
      answer(429, { message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.', documentation_url: `${DOCS}/overview/rate-limits-for-the-rest-api` }, { 'retry-after': String(throttleSeconds) });
      return;
    }
    const token = /^(?:token|bearer)\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    const user = token ? state.tokens.get(token) : undefined;
    if (!user) {
      answer(401, { message: token ? 'Bad credentials' : 'Requires authentication', documentation_url: DOCS });
      return;
    }
    remaining--;
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
    const context: GhContext = {
      state, request, user, body,
      page(items) {
        const perPage = Math.min(Number(request.query.get('per_page') ?? 30) || 30, 100);
        const page = Math.max(Number(request.query.get('page') ?? 1) || 1, 1);
        const last = Math.max(Math.ceil(items.length / perPage), 1);
        const link = (n: number, rel: string) => {
          const query = new URLSearchParams(request.query);
          query.set('page', String(n));
          query.set('per_page', String(perPage));
          return `<${server.origin}${request.path}?${query.toString()}>; rel="${rel}"`;
        };
        const links = [...(page < last ? [link(page + 1, 'next'), link(last, 'last')] : []), ...(page > 1 ? [link(1, 'first'), link(page - 1, 'prev')] : [])];
        return { status: 200, body: items.slice((page - 1) * perPage, page * perPage), headers: links.length > 0 ? { link: links.join(', ') } : {} };
      },
    };
    try {
      // GitHub Enterprise Server serves the same API under /api/v3.
      const path = request.path.replace(/^\/api\/v3(?=\/)/, '');
      for (const [method, pattern, handle] of routes) {
        const match = method === request.method ? pattern.exec(path) : null;
        if (!match) continue;
        const result = handle(context, ...match.slice(1).map((part) => decodeURIComponent(part ?? '')));
        answer(result.status, result.body, result.headers);
        return;
      }
      throw notFound();
    } catch (error) {
      if (!(error instanceof GhError)) throw error;
      answer(error.status, { message: error.message, ...error.extra, documentation_url: DOCS });
    }
  });
  return {
    origin: server.origin, state, requests, close: server.close,
    throttleNext(count, seconds = 1) { throttled = count; throttleSeconds = seconds; },
    delivery(hook, event, payload) {
      const rawBody = Buffer.from(JSON.stringify(payload));
      const headers: Record<string, string> = {
        'content-type': 'application/json', 'user-agent': 'GitHub-Hookshot/standin', 'x-github-event': event,
        'x-github-delivery': `72d3162e-cc78-11e3-81ab-4c9367dc${String(++deliveries).padStart(4, '0')}`, 'x-github-hook-id': String(hook.id),
      };
      if (hook.config.secret) headers['x-hub-signature-256'] = signature(hook.config.secret, rawBody);
      return { headers, rawBody };
    },
  };
}
