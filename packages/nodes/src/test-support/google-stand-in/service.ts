import type { IncomingHttpHeaders } from 'node:http';
import type { StandInReply, StandInRequest } from '../stand-in-server.js';
import type { GoogleOAuth } from './oauth.js';

/*
 * What the Calendar, Docs and YouTube stand-ins share: Google's bearer check, the per-method scope
 * check, the JSON error body ({ error: { code, message, errors, status } }) and a one-shot 429.
 */

export interface ServiceRequest {
  method: string;
  /** The path below the API's root (e.g. "/users/me/calendarList" for Calendar v3). */
  path: string;
  query: URLSearchParams;
  body: unknown;
  bytes: Buffer;
  headers: IncomingHttpHeaders;
  /** The token's scopes without the "https://www.googleapis.com/auth/" prefix. */
  scopes: string[];
  subject: string;
}

export type ServiceAnswer = { status: number; body?: unknown; headers?: Record<string, string> };

/** Thrown inside a service: becomes Google's error body. */
export class GoogleApiError extends Error {
  constructor(readonly code: number, message: string, readonly status: string, readonly reason = 'invalid') {
    super(message);
  }
}

export const STATUS_OF: Record<number, string> = {
  400: 'INVALID_ARGUMENT', 401: 'UNAUTHENTICATED', 403: 'PERMISSION_DENIED', 404: 'NOT_FOUND', 409: 'ALREADY_EXISTS', 410: 'NOT_FOUND', 429: 'RESOURCE_EXHAUSTED',
};

export const fail = (code: number, message: string, reason = code === 404 ? 'notFound' : 'invalid') => new GoogleApiError(code, message, STATUS_OF[code] ?? 'UNKNOWN', reason);

/** The scope check a service runs before handling: one of `accepted` must be on the token. */
export function requireScope(request: ServiceRequest, accepted: string[]): void {
  if (!request.scopes.some((scope) => accepted.includes(scope))) {
    throw new GoogleApiError(403, 'Request had insufficient authentication scopes.', 'PERMISSION_DENIED', 'insufficientPermissions');
  }
}

/** An opaque page token for an offset, and back. */
export const pageToken = (offset: number) => Buffer.from(`offset:${offset}`).toString('base64url');
export function offsetOf(token: string | null): number {
  if (token === null || token === '') return 0;
  const offset = Number(/^offset:(\d+)$/.exec(Buffer.from(token, 'base64url').toString('utf8'))?.[1]);
  if (!Number.isInteger(offset)) throw fail(400, 'Invalid page token value.');
  return offset;
}

export interface GoogleService {
  /** Which requests are this service's (origin-independent: Google's paths do not overlap). */
  owns(path: string, method: string, body: unknown): boolean;
  /** The path below the service's root. */
  strip(path: string): string;
  handle(request: ServiceRequest): ServiceAnswer;
  /** The next request is refused with 429 and Retry-After. */
  rateLimitNext(): void;
}

export interface ServiceCall { method: string; path: string; query: URLSearchParams; body: unknown; subject?: string }

function bearer(headers: IncomingHttpHeaders): string | undefined {
  return /^Bearer (.+)$/i.exec(String(headers.authorization ?? ''))?.[1];
}

const errorBody = (error: GoogleApiError) => ({
  error: { code: error.code, message: error.message, errors: [{ message: error.message, domain: 'global', reason: error.reason }], status: error.status },
});

/** Serves one request for `service`: the token checked, the call recorded, errors in Google's shape. */
export function serve(service: GoogleService, oauth: GoogleOAuth, calls: ServiceCall[], request: StandInRequest, reply: StandInReply): void {
  const token = oauth.valid(bearer(request.headers));
  calls.push({ method: request.method, path: decodeURIComponent(request.path), query: request.query, body: request.body, ...(token ? { subject: token.subject } : {}) });
  const send = (answer: ServiceAnswer) => {
    if (answer.body === undefined) return reply.send(answer.status, undefined, answer.headers);
    if (Buffer.isBuffer(answer.body)) return reply.bytes(answer.status, answer.body, answer.headers);
    return reply.json(answer.status, answer.body, answer.headers);
  };
  if (!token) {
    return send({ status: 401, body: errorBody(new GoogleApiError(401, 'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.', 'UNAUTHENTICATED', 'authError')) });
  }
  try {
    send(service.handle({
      method: request.method, path: service.strip(request.path), query: request.query, body: request.body, bytes: request.bytes, headers: request.headers,
      scopes: token.scopes.map((scope) => scope.replace('https://www.googleapis.com/auth/', '')), subject: token.subject,
    }));
  } catch (error) {
    // Over quota, Google says when to come back.
    if (error instanceof GoogleApiError) return send({ status: error.code, body: errorBody(error), ...(error.code === 429 ? { headers: { 'retry-after': '30' } } : {}) });
    throw error;
  }
}
