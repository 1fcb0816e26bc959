/** The session cookie the server signs requests in with (an httpOnly JWT). */
export const AUTH_COOKIE = 'weft-auth';

/**
 * The `cookie` header each server's REST calls carry, by base URL. A server started by
 * `startServer` stores the session it set up (the default user, or the owner); otherwise the
 * first call signs in as the default user, which GET /login does until an owner exists.
 */
const sessions = new Map<string, string>();
/** Servers whose stored session came from GET /login, so a refused one may be fetched again. */
const defaultSessions = new Set<string>();

export interface CallOptions {
  /** A `weft-auth=...` cookie to send instead of the server's session; null sends none (signed out). */
  cookie?: string | null;
}

/** The `name=value` pair of the session cookie a response sets, if it sets one. */
export function sessionCookieOf(response: Response): string | undefined {
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(';')[0]?.trim();
    if (pair?.startsWith(`${AUTH_COOKIE}=`)) return pair;
  }
  return undefined;
}

/** The session of the default user (only before an owner is set up). */
export async function defaultUserCookie(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/rest/login`);
  const cookie = sessionCookieOf(response);
  if (!response.ok || !cookie) {
    throw new Error(`GET /login gave no default-user session (${response.status}): ${await response.text()}`);
  }
  return cookie;
}

/** Signs in with e-mail and password through POST /login and answers the session cookie. */
export async function signInCookie(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/rest/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const cookie = sessionCookieOf(response);
  if (!response.ok || !cookie) throw new Error(`POST /login as ${email} answered ${response.status}: ${await response.text()}`);
  return cookie;
}

/** Makes `api()` calls to this server carry the given session (null: forget it). */
export function useSession(baseUrl: string, cookie: string | null): void {
  defaultSessions.delete(baseUrl);
  if (cookie === null) sessions.delete(baseUrl);
  else sessions.set(baseUrl, cookie);
}

/** The session `api()` uses for this server, signing in as the default user the first time. */
export async function sessionCookie(baseUrl: string): Promise<string> {
  const known = sessions.get(baseUrl);
  if (known) return known;
  const cookie = await defaultUserCookie(baseUrl);
  sessions.set(baseUrl, cookie);
  defaultSessions.add(baseUrl);
  return cookie;
}

/** Headers that authenticate a plain `fetch` to the REST API of this server (for benches and specs). */
export async function authHeaders(baseUrl: string): Promise<Record<string, string>> {
  return { cookie: await sessionCookie(baseUrl) };
}

/** A REST call as it is answered, for specs that look at the status (401, 403, 404...). */
export async function apiResponse(baseUrl: string, method: string, path: string, body?: unknown, options: CallOptions = {}): Promise<Response> {
  const cookie = options.cookie === undefined ? await sessionCookie(baseUrl) : options.cookie;
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (cookie !== null) headers.cookie = cookie;
  return fetch(`${baseUrl}/rest${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

/** Calls the REST API the way the editor does, for setting up data in specs. */
export async function api<T>(baseUrl: string, method: string, path: string, body?: unknown, options: CallOptions = {}): Promise<T> {
  let response = await apiResponse(baseUrl, method, path, body, options);
  // A server started again on the same data may no longer accept the default user's old session.
  if (response.status === 401 && options.cookie === undefined && defaultSessions.has(baseUrl)) {
    useSession(baseUrl, null);
    response = await apiResponse(baseUrl, method, path, body, options);
  }
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}
