import http from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { CancelSignal } from '@weft/workflow';

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

function describe(error: NodeJS.ErrnoException, url: URL): string {
  switch (error.code) {
    case 'ECONNREFUSED':
      return `The connection to ${url.host} was refused`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `The host ${url.hostname} could not be found`;
    case 'ECONNRESET':
      return `The connection to ${url.host} was closed before an answer arrived`;
    default:
      return error.message;
  }
}

function exchange(request: TransportRequest): Promise<TransportResponse> {
  const { url } = request;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (action: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', onAbort);
      action();
    };
    const headers: Record<string, string> = { ...request.headers };
    if (request.body) headers['content-length'] = String(request.body.length);
    const outgoing = client.request(url, {
      method: request.method,
      headers,
      ...(url.protocol === 'https:' ? { rejectUnauthorized: request.rejectUnauthorized } : {}),
    }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', (error) => finish(() => reject(new HttpTransportError(error.message, 'ECONNRESET', { cause: error }))));
      incoming.on('end', () => finish(() => {
        try {
          const raw = Buffer.concat(chunks);
          const body = request.method === 'HEAD' ? raw : decompress(raw, incoming.headers['content-encoding']);
          const responseHeaders = { ...incoming.headers } as Record<string, string | string[]>;
          if (body !== raw) delete responseHeaders['content-encoding'];
          resolve({
            statusCode: incoming.statusCode ?? 0, statusMessage: incoming.statusMessage ?? '',
            headers: responseHeaders, body, url,
          });
        } catch (error) {
          reject(new HttpTransportError(`The answer from ${url.host} could not be decompressed`, 'EDECOMPRESS', { cause: error }));
        }
      }));
    });
    const onAbort = () => {
      finish(() => reject(new HttpTransportError('The request was aborted', 'ECONNABORTED')));
      outgoing.destroy();
    };
    const timer = request.timeout && request.timeout > 0
      ? setTimeout(() => {
        finish(() => reject(new HttpTransportError(`timeout of ${request.timeout}ms exceeded`, 'ETIMEDOUT')));
        outgoing.destroy();
      }, request.timeout)
      : undefined;
    if (request.signal?.aborted) {
      onAbort();
      return;
    }
    request.signal?.addEventListener('abort', onAbort);
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      finish(() => reject(new HttpTransportError(describe(error, url), error.code ?? 'EREQUEST', { cause: error })));
    });
    outgoing.end(request.body);
  });
}

/** Sends one HTTP request over node:http(s), following redirects as browsers do. */
export async function sendHttp(request: TransportRequest): Promise<TransportResponse> {
  const maxRedirects = request.maxRedirects ?? 21;
  let current = request;
  for (let hop = 0; ; hop++) {
    const response = await exchange(current);
    const location = response.headers.location;
    if (!current.followRedirects || !REDIRECTS.has(response.statusCode) || typeof location !== 'string') return response;
    if (hop >= maxRedirects) {
      throw new HttpTransportError(`Too many redirects (more than ${maxRedirects})`, 'ERR_FR_TOO_MANY_REDIRECTS');
    }
    const next = new URL(location, current.url);
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
