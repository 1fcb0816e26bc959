import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { Agent, errors as undiciErrors, type Dispatcher } from 'undici';
import type { CancelSignal } from '@weft/workflow';
import { serviceUrl } from './service-host-overrides.js';

export interface TransportRequest {
  url: URL;
  method: string;
  /** Lower-case names. */
  headers: Record<string, string>;
  body?: Buffer;
  /** Milliseconds for the whole exchange; 0 or undefined: no limit. */
  timeout?: number;
  rejectUnauthorized: boolean;
  followRedirects: boolean;
  maxRedirects?: number;
  signal?: CancelSignal;
}

export interface TransportResponse {
  statusCode: number;
  statusMessage: string;
  headers: Record<string, string | string[]>;
  body: Buffer;
  /** The URL that answered (after redirects). */
  url: URL;
}

/** The request got no answer: refused, reset, timed out, a DNS or TLS failure, or it was aborted. */
export class HttpTransportError extends Error {
  constructor(message: string, readonly code: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'HttpTransportError';
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * One undici pool per certificate policy, shared by every request of the process (keep-alive).
 * undici's own connect, header and body timeouts (10 s, 300 s, 300 s) are off: a request waits as
 * long as its `timeout` says, or without limit, as it did on node:http.
 */
const agents = new Map<boolean, Agent>();

function agentFor(rejectUnauthorized: boolean): Agent {
  let agent = agents.get(rejectUnauthorized);
  if (!agent) {
    agent = new Agent({ headersTimeout: 0, bodyTimeout: 0, connect: { rejectUnauthorized, timeout: 0 } });
    agents.set(rejectUnauthorized, agent);
  }
  return agent;
}

/**
 * Headers undici refuses to send as given (it frames the message itself); node:http let them
 * through. `connection: close` is kept, as undici honours it.
 */
function sendableHeaders(url: URL, headers: Record<string, string>): Record<string, string> {
  const result: Record<string, string> = {};
  // Credentials in the URL (`https://user:pass@host/`) are sent as Basic, unless the request has its own.
  if (url.username !== '' && headers.authorization === undefined) {
    const userInfo = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
    result.authorization = `Basic ${Buffer.from(userInfo).toString('base64')}`;
  }
  for (const [name, value] of Object.entries(headers)) {
    if (name === 'transfer-encoding' || name === 'keep-alive' || name === 'upgrade' || name === 'expect') continue;
    if (name === 'connection' && value.trim().toLowerCase() !== 'close') continue;
    result[name] = value;
  }
  return result;
}

function decompress(body: Buffer, encoding: string | undefined): Buffer {
  switch (encoding?.toLowerCase().trim()) {
    case 'gzip':
    case 'x-gzip':
      return zlib.gunzipSync(body, { finishFlush: zlib.constants.Z_SYNC_FLUSH });
    case 'deflate':
      try {
        return zlib.inflateSync(body);
      } catch {
        return zlib.inflateRawSync(body);
      }
    case 'br':
      return zlib.brotliDecompressSync(body);
    default:
      return body;
  }
}

/** The code of the network error under an undici error (undici keeps the socket's error as `cause`). */
function networkCode(error: unknown): string | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as NodeJS.ErrnoException).code;
    if (code && !code.startsWith('UND_ERR')) return code;
  }
  if (error instanceof undiciErrors.SocketError) return 'ECONNRESET';
  if (error instanceof undiciErrors.ConnectTimeoutError) return 'ETIMEDOUT';
  return (error as NodeJS.ErrnoException | undefined)?.code;
}

function describe(error: Error, code: string | undefined, url: URL): string {
  switch (code) {
    case 'ECONNREFUSED':
      return `The connection to ${url.host} was refused`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `The host ${url.hostname} could not be found`;
    case 'ECONNRESET':
      return `The connection to ${url.host} was closed before an answer arrived`;
    default:
      return rootMessage(error);
  }
}

/** The message of the error undici wraps (a TLS failure's own words), else undici's. */
function rootMessage(error: Error): string {
  let current: unknown = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  return current instanceof Error ? current.message : error.message;
}

async function exchange(request: TransportRequest): Promise<TransportResponse> {
  const { url } = request;
  // One controller for the caller's cancel signal and our timeout: either ends the exchange.
  const controller = new AbortController();
  let ended: HttpTransportError | undefined;
  const end = (error: HttpTransportError) => {
    ended ??= error;
    controller.abort(error);
  };
  const onAbort = () => end(new HttpTransportError('The request was aborted', 'ECONNABORTED'));
  if (request.signal?.aborted) throw new HttpTransportError('The request was aborted', 'ECONNABORTED');
  request.signal?.addEventListener('abort', onAbort);
  const timer = request.timeout && request.timeout > 0
    ? setTimeout(() => end(new HttpTransportError(`timeout of ${request.timeout}ms exceeded`, 'ETIMEDOUT')), request.timeout)
    : undefined;
  try {
    const options: Dispatcher.RequestOptions = {
      origin: url.origin, path: `${url.pathname}${url.search}`, method: request.method as Dispatcher.HttpMethod,
      headers: sendableHeaders(url, request.headers), body: request.body, signal: controller.signal,
    };
    const response = await agentFor(request.rejectUnauthorized).request(options);
    const raw = Buffer.from(await response.body.arrayBuffer());
    const headers = { ...response.headers } as Record<string, string | string[]>;
    let body: Buffer = raw;
    if (request.method !== 'HEAD') {
      try {
        body = decompress(raw, headerValue(headers['content-encoding']));
      } catch (error) {
        throw new HttpTransportError(`The answer from ${url.host} could not be decompressed`, 'EDECOMPRESS', { cause: error });
      }
      if (body !== raw) delete headers['content-encoding'];
    }
    return { statusCode: response.statusCode, statusMessage: response.statusText ?? '', headers, body, url };
  } catch (error) {
    if (ended) throw ended;
    if (error instanceof HttpTransportError) throw error;
    const cause = error instanceof Error ? error : new Error(String(error));
    const code = networkCode(cause);
    throw new HttpTransportError(describe(cause, code, url), code ?? 'EREQUEST', { cause });
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', onAbort);
  }
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

/** Sends one HTTP request with undici, following redirects as browsers do. */
export async function sendHttp(request: TransportRequest): Promise<TransportResponse> {
  const maxRedirects = request.maxRedirects ?? 21;
  let current = { ...request, url: serviceUrl(request.url) };
  for (let hop = 0; ; hop++) {
    const response = await exchange(current);
    const location = response.headers.location;
    if (!current.followRedirects || !REDIRECTS.has(response.statusCode) || typeof location !== 'string') return response;
    if (hop >= maxRedirects) {
      throw new HttpTransportError(`Too many redirects (more than ${maxRedirects})`, 'ERR_FR_TOO_MANY_REDIRECTS');
    }
    const next = serviceUrl(new URL(location, current.url));
    const headers = { ...current.headers };
    // Credentials are not carried to another host.
    if (next.host !== current.url.host) delete headers.authorization;
    const keepsMethod = response.statusCode === 307 || response.statusCode === 308
      || (current.method === 'GET' || current.method === 'HEAD');
    if (!keepsMethod) {
      delete headers['content-type'];
      current = { ...current, url: next, headers, method: 'GET', body: undefined };
    } else {
      current = { ...current, url: next, headers };
    }
  }
}

/** Collects bytes from a Buffer, a Uint8Array, a web or Node stream. */
export async function collectBytes(body: Uint8Array | AsyncIterable<Uint8Array> | ReadableStream<Uint8Array>): Promise<Buffer> {
  if (body instanceof Uint8Array) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const iterable: AsyncIterable<Uint8Array> = typeof (body as ReadableStream).getReader === 'function'
    ? Readable.fromWeb(body as NodeReadableStream<Uint8Array>)
    : body as AsyncIterable<Uint8Array>;
  const chunks: Buffer[] = [];
  for await (const chunk of iterable) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
