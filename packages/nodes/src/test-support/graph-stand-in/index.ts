import { randomUUID } from 'node:crypto';
import { startStandInServer } from '../stand-in-server.js';
import type { StandInServer } from '../stand-in-server.js';
import { calendarRoutes } from './calendar-routes.js';
import { contactRoutes } from './contact-routes.js';
import { GraphError, accessDenied } from './errors.js';
import { MicrosoftIdentity } from './identity.js';
import type { AzureApp, IssuedToken } from './identity.js';
import { mailRoutes } from './mail-routes.js';
import { Mailbox } from './mailbox.js';
import type { Row } from './mailbox.js';
import type { RouteAnswer, RouteContext, Scope } from './route-context.js';

/*
 * A loopback Microsoft Graph (v1.0) with the Microsoft identity platform in front: bearer tokens
 * checked (missing, unknown, expired, scopes), /me and /users/{upn} mailboxes (a shared one needs a
 * *.Shared scope and a delegate grant), OData query options, Graph's error bodies and 429 throttling
 * with Retry-After.
 */

export { Mailbox };
export type { AzureApp, Row };

export const GRAPH_ORIGINS = ['https://graph.microsoft.com', 'https://login.microsoftonline.com'];

/** The scopes that allow each kind of call (each method's "Permissions" table, delegated). */
const SCOPES: Record<Scope, string[]> = {
  mailRead: ['Mail.Read', 'Mail.ReadWrite', 'Mail.ReadBasic'],
  mailWrite: ['Mail.ReadWrite'],
  mailSend: ['Mail.Send'],
  calendars: ['Calendars.ReadWrite', 'Calendars.Read'],
  contacts: ['Contacts.ReadWrite', 'Contacts.Read'],
};

export interface GraphCall { method: string; path: string; query: URLSearchParams; body: unknown }

export interface GraphStandIn extends StandInServer {
  identity: MicrosoftIdentity;
  calls: GraphCall[];
  /** WEFT_TEST_SERVICE_HOSTS for both hosts. */
  hosts: string;
  /** The mailbox of a user, created on first use. */
  mailbox(address?: string): Mailbox;
  /** Lets `delegate` open `owner`'s mailbox (a shared mailbox's full access). */
  grant(owner: string, delegate: string): void;
  /** The next `count` Graph calls are throttled with 429 and Retry-After: `seconds`. */
  throttleNext(count: number, seconds: number): void;
}

const bearer = (header: unknown) => /^Bearer (.+)$/i.exec(String(header ?? ''))?.[1];

export async function startGraphStandIn(options: { apps?: AzureApp[]; user?: string } = {}): Promise<GraphStandIn> {
  const user = (options.user ?? 'adele@contoso.com').toLowerCase();
  const identity = new MicrosoftIdentity(options.apps ?? [], user);
  const boxes = new Map<string, Mailbox>();
  const grants = new Map<string, Set<string>>();
  const calls: GraphCall[] = [];
  let throttled = 0;
  let retryAfter = 1;
  const mailbox = (address = user) => {
    const key = address.toLowerCase();
    if (!boxes.has(key)) {
      const name = key.split('@')[0] ?? key;
      boxes.set(key, new Mailbox(key, name.charAt(0).toUpperCase() + name.slice(1)));
    }
    return boxes.get(key) as Mailbox;
  };
  const deliver = (message: Row) => {
    for (const recipient of new Set(['toRecipients', 'ccRecipients', 'bccRecipients'].flatMap((key) =>
      ((message[key] as Array<{ emailAddress: { address: string } }> | undefined) ?? []).map((entry) => entry.emailAddress.address.toLowerCase())))) {
      if (!boxes.has(recipient)) continue;
      const { id: _id, '@odata.etag': _etag, parentFolderId: _folder, bccRecipients: _bcc, ...copy } = message;
      mailbox(recipient).putMessage({ ...copy, isRead: false, isDraft: false }, 'inbox');
    }
  };

  const graph = (token: IssuedToken, method: string, path: string, query: URLSearchParams, body: unknown): RouteAnswer => {
    const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
    let box: Mailbox;
    let root: string;
    let segments: string[];
    let shared = false;
    if (parts[0] === 'me') { box = mailbox(token.user); root = '/me'; segments = parts.slice(1); }
    else if (parts[0] === 'users' && parts[1]) {
      box = mailbox(parts[1]);
      root = `/users/${parts[1]}`;
      segments = parts.slice(2);
      shared = box.address !== token.user;
      if (shared && !grants.get(box.address)?.has(token.user)) throw accessDenied();
    } else throw new GraphError(400, 'BadRequest', `Resource not found for the segment '${parts[0] ?? ''}'.`);
    if (segments.length === 0 && method === 'GET') {
      return { status: 200, body: { '@odata.context': 'https://graph.microsoft.com/v1.0/$metadata#users/$entity', id: randomUUID(), displayName: box.displayName, mail: box.address, userPrincipalName: box.address } };
    }
    const context: RouteContext = {
      box, method, segments, query, body, root, deliver,
      need(scope) {
        const accepted = SCOPES[scope].flatMap((name) => (shared ? [`${name}.Shared`] : [name, `${name}.Shared`]));
        if (!token.scopes.some((granted) => accepted.includes(granted))) throw accessDenied();
      },
    };
    const answer = mailRoutes(context) ?? calendarRoutes(context) ?? contactRoutes(context);
    if (!answer) throw new GraphError(400, 'BadRequest', `Resource not found for the segment '${segments.join('/')}'.`);
    return answer;
  };

  const server = await startStandInServer((request, reply) => {
    if (/^\/[^/]+\/oauth2\/v2\.0\/authorize$/.test(request.path)) return identity.authorize(request, reply);
    if (/^\/[^/]+\/oauth2\/v2\.0\/token$/.test(request.path) && request.method === 'POST') return identity.token(request, reply);
    if (!request.path.startsWith('/v1.0/')) return reply.json(404, { error: { code: 'UnknownError', message: '' } });
    const path = request.path.slice('/v1.0'.length);
    calls.push({ method: request.method, path, query: request.query, body: request.body });
    const requestId = randomUUID();
    const fail = (error: GraphError, headers: Record<string, string> = {}) => reply.json(error.status, error.body(requestId), { 'request-id': requestId, ...headers });
    if (throttled > 0) {
      throttled--;
      return fail(new GraphError(429, 'ApplicationThrottled', 'Application is over its MailboxConcurrency limit.'), { 'retry-after': String(retryAfter) });
    }
    const presented = bearer(request.headers.authorization);
    if (!presented) return fail(new GraphError(401, 'InvalidAuthenticationToken', 'Access token is empty.'));
    const token = identity.tokens.get(presented);
    if (!token) return fail(new GraphError(401, 'InvalidAuthenticationToken', 'IDX14100: JWT is not well formed, there are no dots (.).'));
    if (token.expiresAt <= Date.now()) return fail(new GraphError(401, 'InvalidAuthenticationToken', 'Lifetime validation failed, the token is expired.'));
    try {
      const answer = graph(token, request.method, path, request.query, request.body);
      if (answer.bytes) return reply.bytes(answer.status, answer.bytes, { 'content-type': answer.contentType ?? 'application/octet-stream' });
      if (answer.body === undefined) return reply.send(answer.status, '', { 'request-id': requestId });
      return reply.json(answer.status, answer.body, { 'request-id': requestId });
    } catch (error) {
      if (error instanceof GraphError) return fail(error);
      throw error;
    }
  });
  return {
    ...server, identity, calls, mailbox,
    hosts: JSON.stringify(Object.fromEntries(GRAPH_ORIGINS.map((origin) => [origin, server.origin]))),
    grant(owner, delegate) {
      const key = owner.toLowerCase();
      if (!grants.has(key)) grants.set(key, new Set());
      grants.get(key)?.add(delegate.toLowerCase());
      mailbox(owner);
    },
    throttleNext(count, seconds) { throttled = count; retryAfter = seconds; },
  };
}
