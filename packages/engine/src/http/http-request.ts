import { Readable } from 'node:stream';
import type { CancelSignal, IDataObject, IHttpRequestOptions, IN8nHttpFullResponse } from '@weft/workflow';
import { digestAuthorization, parseDigestChallenge } from './digest-auth.js';
import type { TransportRequest, TransportResponse } from './http-transport.js';
import { HttpTransportError, sendHttp } from './http-transport.js';
import { withQuery } from './query-string.js';
import { encodeBody } from './request-body.js';

/** The server answered with an error status (and the caller did not ask to ignore it). */
export class HttpStatusError extends Error {
  constructor(
    readonly statusCode: number, readonly statusMessage: string, readonly headers: IDataObject, readonly body: unknown,
  ) {
    super(`Request failed with status code ${statusCode}`);
    this.name = 'HttpStatusError';
  }
}

export { HttpTransportError };

function buildUrl(options: IHttpRequestOptions): URL {
  const raw = options.baseURL
    ? `${options.baseURL.replace(/\/+$/, '')}/${String(options.url ?? '').replace(/^\/+/, '')}`
    : String(options.url ?? '');
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) === false && options.baseURL === undefined) {
    throw new HttpTransportError(`Invalid URL: "${raw}". URLs must start with "http://" or "https://"`, 'ERR_INVALID_URL');
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new HttpTransportError(`Invalid URL: "${raw}"`, 'ERR_INVALID_URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new HttpTransportError(`Invalid URL: "${raw}". Only http and https are supported`, 'ERR_INVALID_URL');
  }
  return url;
}

function lowerCaseHeaders(headers: IDataObject | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (value === undefined || value === null) continue;
    result[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return result;
}

function headerText(headers: Record<string, string | string[]>, name: string): string {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value ?? '';
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** The response body as the caller asked: bytes, a stream, text, or JSON when it parses. */
export function decodeBody(response: TransportResponse, encoding: IHttpRequestOptions['encoding'], json?: boolean): unknown {
  const { body } = response;
  if (encoding === 'arraybuffer' || encoding === 'blob') return body;
  if (encoding === 'stream') return Readable.from([body]);
  const text = body.toString('utf8');
  if (encoding === 'text' || encoding === 'document') return text;
  if (text.trim() === '') return json === true || encoding === 'json' ? '' : text;
  // Like axios: JSON is parsed when it parses, whatever the content type says; anything else stays text.
  const parsed = parseJson(text);
  return parsed.ok ? parsed.value : text;
}

function basic(auth: { username: string; password: string }): string {
  return `Basic ${Buffer.from(`${auth.username ?? ''}:${auth.password ?? ''}`).toString('base64')}`;
}

export interface HttpRequestExtras {
  signal?: CancelSignal;
}

/** The transport request for `options` (URL with query, headers, encoded body). */
/** Where a request goes: its base URL, URL and `qs` joined as they are sent (OAuth 1 signs this). */
export function requestUrl(options: IHttpRequestOptions): URL {
  return withQuery(buildUrl(options), options.qs as Record<string, unknown> | undefined, options.arrayFormat ?? 'indices');
}

export async function prepareRequest(options: IHttpRequestOptions, extras: HttpRequestExtras = {}): Promise<TransportRequest> {
  const url = requestUrl(options);
  const headers = lowerCaseHeaders(options.headers);
  const encoded = await encodeBody(options.body, headers['content-type']);
  if (encoded.contentType && (!headers['content-type'] || encoded.contentType.startsWith('multipart/'))) {
    headers['content-type'] = encoded.contentType;
  }
  if (options.json === true && !headers.accept) headers.accept = 'application/json,text/*;q=0.99';
  headers.accept ??= 'application/json, text/plain, */*';
  headers['accept-encoding'] ??= 'gzip, deflate, br';
  headers['user-agent'] ??= 'weft';
  if (options.auth && options.auth.sendImmediately !== false) headers.authorization ??= basic(options.auth);
  const method = (options.method ?? 'GET').toUpperCase();
  return {
    url, method, headers, body: encoded.body,
    timeout: options.timeout,
    rejectUnauthorized: options.skipSslCertificateValidation !== true,
    followRedirects: options.disableFollowRedirect !== true,
    ...(typeof options.maxRedirects === 'number' ? { maxRedirects: options.maxRedirects } : {}),
    signal: (options.abortSignal as CancelSignal | undefined) ?? extras.signal,
  };
}

/** Sends, and answers a 401 challenge once when `auth.sendImmediately` is false (Digest, or Basic). */
async function sendWithChallenge(request: TransportRequest, options: IHttpRequestOptions): Promise<TransportResponse> {
  const response = await sendHttp(request);
  const auth = options.auth;
  if (response.statusCode !== 401 || !auth || auth.sendImmediately !== false) return response;
  const challenge = parseDigestChallenge(response.headers['www-authenticate']);
  const authorization = challenge
    ? digestAuthorization(challenge, auth, { method: request.method, uri: `${response.url.pathname}${response.url.search}` })
    : basic(auth);
  return sendHttp({ ...request, url: response.url, headers: { ...request.headers, authorization } });
}

/**
 * n8n's `helpers.httpRequest` without a node around it: sends the request and answers the body (or
 * `{ body, headers, statusCode, statusMessage }` with `returnFullResponse`). Rejects with
 * `HttpStatusError` for an error status unless `ignoreHttpStatusErrors`, and `HttpTransportError` when
 * no answer came.
 */
export async function performHttpRequest(options: IHttpRequestOptions, extras: HttpRequestExtras = {}): Promise<unknown> {
  const request = await prepareRequest(options, extras);
  const response = await sendWithChallenge(request, options);
  const body = decodeBody(response, options.encoding, options.json);
  const headers = response.headers as IDataObject;
  if (response.statusCode >= 400 && options.ignoreHttpStatusErrors !== true) {
    const errorBody = options.encoding === 'arraybuffer' || options.encoding === 'stream'
      ? decodeBody(response, undefined) : body;
    throw new HttpStatusError(response.statusCode, response.statusMessage, headers, errorBody);
  }
  if (options.returnFullResponse) {
    const full: IN8nHttpFullResponse = {
      body, headers, statusCode: response.statusCode, statusMessage: response.statusMessage,
    };
    return full;
  }
  return body;
}

/** The content type of a full response, lower-case, without parameters. */
export function contentTypeOf(headers: IDataObject): string {
  return headerText(headers as Record<string, string | string[]>, 'content-type').split(';')[0]?.trim().toLowerCase() ?? '';
}
