import type { IncomingHttpHeaders } from 'node:http';

/** Headers of which Node keeps the first when a request repeats them (a second one is a client's mistake). */
const FIRST_ONLY = new Set([
  'age', 'authorization', 'content-length', 'content-type', 'etag', 'expires', 'from', 'host', 'if-modified-since',
  'if-unmodified-since', 'last-modified', 'location', 'max-forwards', 'proxy-authorization', 'referer',
  'retry-after', 'server', 'user-agent',
]);

/** Node's default limit on the header lines of a request it reads (`server.maxHeadersCount`). */
const MAX_HEADER_LINES = 2000;

/**
 * The headers object of a request read from its raw `name, value, …` list, exactly as Node's
 * `IncomingMessage.headers` has it (names in lower case; repeated headers joined with ", ", cookies
 * with "; ", `set-cookie` as a list, the first kept of those listed above), so that a webhook's
 * output is the same whichever way its call was read.
 */
export function headersOf(raw: readonly string[], maxLines = MAX_HEADER_LINES): IncomingHttpHeaders {
  const headers: Record<string, string | string[]> = {};
  const end = Math.min(raw.length, (maxLines > 0 ? maxLines : Infinity) * 2);
  for (let index = 0; index + 1 < end; index += 2) {
    const name = (raw[index] as string).toLowerCase();
    const value = raw[index + 1] as string;
    const existing = headers[name];
    if (existing === undefined) {
      headers[name] = name === 'set-cookie' ? [value] : value;
    } else if (name === 'set-cookie') {
      (existing as string[]).push(value);
    } else if (!FIRST_ONLY.has(name)) {
      headers[name] = `${existing as string}${name === 'cookie' ? '; ' : ', '}${value}`;
    }
  }
  return headers;
}
