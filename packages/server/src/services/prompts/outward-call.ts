import { UserFacingError } from '../../errors.js';

/** Long enough for a slow service, short enough that a dialog waiting for it is not left hanging. */
const TIMEOUT_MS = 10_000;

export interface OutwardCall {
  method: 'GET' | 'POST';
  /** The service's base URL (no trailing '/') and the path below it. */
  base: string;
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * One JSON call to an outward service the admin configured. Whatever goes wrong there (down, slow,
 * an error status, not JSON) is one 502 for the editor: the user can do nothing about it but retry.
 */
export async function callOutward(call: OutwardCall): Promise<unknown> {
  const url = new URL(`${call.base}${call.path}`);
  for (const [name, value] of Object.entries(call.query ?? {})) url.searchParams.set(name, value);
  const failed = (reason: string) => new UserFacingError(502, `The service at ${url.origin} did not answer: ${reason}`, 'Try again later');
  let response: Response;
  try {
    response = await fetch(url, {
      method: call.method,
      headers: { accept: 'application/json', ...(call.body === undefined ? {} : { 'content-type': 'application/json' }), ...call.headers },
      ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw failed(error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) throw failed(`status ${response.status}`);
  const text = await response.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw failed('the answer is not JSON');
  }
}
