import type { OutgoingHttpHeaders } from 'node:http';
import { startStandInServer } from '../stand-in-server.js';
import { JiraError } from './jira-errors.js';
import type { JiraContext, JiraRoute } from './jira-errors.js';
import { JiraState } from './jira-state.js';
import type { JiraUser } from './jira-state.js';
import { issueRoutes } from './routes-issues.js';
import { commentRoutes } from './routes-comments.js';
import { metaRoutes } from './routes-meta.js';

/*
 * A loopback stand-in of Jira's REST API (Cloud: https://developer.atlassian.com/cloud/jira/platform/rest/v3,
 * Server/Data Center: REST v2), from its public reference. Cloud takes Basic auth with the account's email
 * and an API token and serves v2 and v3 (v3 bodies in Atlassian Document Format); Server takes Basic auth
 * with a username and password, or a personal access token as Bearer, and serves v2 only. Errors come as
 * `{ errorMessages, errors }`; lists page with startAt/maxResults (and Cloud's JQL search with
 * nextPageToken); 429 carries Retry-After. Webhooks are registered through /rest/webhooks/1.0/webhook.
 */

export interface JiraStandIn {
  origin: string;
  state: JiraState;
  flavor: 'cloud' | 'server';
  requests: Array<{ method: string; path: string; query: Record<string, string>; body: unknown; headers: Record<string, string | string[] | undefined> }>;
  throttleNext(count: number, seconds?: number): void;
  close(): Promise<void>;
}

function authenticate(state: JiraState, flavor: 'cloud' | 'server', header: string | undefined): JiraUser | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  if (bearer) return flavor === 'server' ? state.user(state.pats.get(bearer) ?? '') : undefined;
  const basic = /^Basic\s+(\S+)$/i.exec(header ?? '')?.[1];
  if (!basic) return undefined;
  const decoded = Buffer.from(basic, 'base64').toString('utf8');
  const [login = '', secret = ''] = [decoded.slice(0, decoded.indexOf(':')), decoded.slice(decoded.indexOf(':') + 1)];
  const user = flavor === 'cloud' ? state.users.find((candidate) => candidate.emailAddress === login) : state.user(login);
  const expected = flavor === 'cloud' ? state.apiTokens.get(login) : state.passwords.get(user?.name ?? '');
  return user && expected !== undefined && expected === secret ? user : undefined;
}

const routes: JiraRoute[] = [...issueRoutes, ...commentRoutes, ...metaRoutes];

export async function startJiraStandIn(state = new JiraState(), flavor: 'cloud' | 'server' = 'cloud'): Promise<JiraStandIn> {
  const requests: JiraStandIn['requests'] = [];
  let throttled = 0;
  let throttleSeconds = 1;
  const server = await startStandInServer((request, reply) => {
    requests.push({ method: request.method, path: request.path, query: Object.fromEntries(request.query), body: request.body ?? (request.rawBody || undefined), headers: request.headers });
    const answer = (status: number, body: unknown, headers: OutgoingHttpHeaders = {}) => {
      if (body instanceof Buffer) reply.bytes(status, body, headers);
      else if (body === undefined) reply.send(status, '', headers);
      else reply.json(status, body, headers);
    };
    if (throttled > 0) {
      throttled--;
      answer(429, { errorMessages: ['Rate limit exceeded.'], errors: {} }, { 'retry-after': String(throttleSeconds), 'x-ratelimit-limit': '100', 'x-ratelimit-remaining': '0' });
      return;
    }
    const user = authenticate(state, flavor, request.headers.authorization);
    if (!user) {
      answer(401, { errorMessages: ['You are not authenticated. Authentication required to perform this operation.'], errors: {} }, { 'www-authenticate': 'Basic realm="protected-area"' });
      return;
    }
    const version = /^\/rest\/api\/(2|3)\//.exec(request.path)?.[1];
    const context: JiraContext = {
      state, flavor, request, user, version: version === '3' ? 3 : 2, origin: server.origin,
      body: (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>,
    };
    try {
      if (version === '3' && flavor === 'server') throw new JiraError(404, 'null for uri: /rest/api/3');
      const path = request.path.replace(/^\/rest\/api\/(2|3)\//, '/api/');
      for (const [method, pattern, handle] of routes) {
        const match = method === request.method ? pattern.exec(path) : null;
        if (!match) continue;
        const result = handle(context, ...match.slice(1).map((part) => decodeURIComponent(part ?? '')));
        answer(result.status, result.body, result.headers);
        return;
      }
      throw new JiraError(404, `null for uri: ${request.path}`);
    } catch (error) {
      if (!(error instanceof JiraError)) throw error;
      answer(error.status, { errorMessages: error.messages, errors: error.fields });
    }
  });
  return {
    origin: server.origin, state, flavor, requests, close: server.close,
    throttleNext(count, seconds = 1) { throttled = count; throttleSeconds = seconds; },
  };
}
