import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ScriptedAnswer } from './openai-stand-in.js';

/*
 * What the loopback stand-ins of the model providers (Anthropic, Gemini, Ollama) share: a server on
 * 127.0.0.1 that hands each request, its body parsed, to the provider's handler; a queue of scripted
 * answers (the OpenAI stand-in's shape, so a test scripts every provider alike); deterministic token counts.
 */

export interface StandInRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  /** The parsed JSON body; undefined when there was none or it was not JSON. */
  body: unknown;
  rawBody: string;
  /** The body's bytes as received (for binary uploads, which `rawBody` would garble). */
  bytes: Buffer;
}

export interface StandInReply {
  json(status: number, value: unknown, headers?: http.OutgoingHttpHeaders): void;
  text(status: number, body: string, contentType: string): void;
  /** Any other answer: a redirect, 204 No Content, a form-encoded or HTML body. */
  send(status: number, body?: string, headers?: http.OutgoingHttpHeaders): void;
  /** Answers bytes as they are (a file download). */
  bytes(status: number, value: Uint8Array, headers?: http.OutgoingHttpHeaders): void;
  /** Starts a streamed answer; `write` sends a piece, `end` finishes it. */
  stream(contentType: string): { write(text: string): void; end(): void };
}

export type Script<Request> = Array<ScriptedAnswer | ((request: Request) => ScriptedAnswer)>;

export interface StandInServer {
  origin: string;
  close(): Promise<void>;
}

export async function startStandInServer(handle: (request: StandInRequest, reply: StandInReply) => void | Promise<void>): Promise<StandInServer> {
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const bytes = Buffer.concat(chunks);
      const rawBody = bytes.toString('utf8');
      let body: unknown;
      try {
        body = rawBody === '' ? undefined : JSON.parse(rawBody);
      } catch {
        body = undefined;
      }
      const url = new URL(request.url ?? '/', 'http://localhost');
      void handle({ method: request.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: request.headers, body, rawBody, bytes }, {
        json(status, value, headers = {}) {
          response.writeHead(status, { 'content-type': 'application/json', ...headers });
          response.end(JSON.stringify(value));
        },
        text(status, text, contentType) {
          response.writeHead(status, { 'content-type': contentType });
          response.end(text);
        },
        send(status, text, headers = {}) {
          response.writeHead(status, headers);
          response.end(text);
        },
        bytes(status, value, headers = {}) {
          response.writeHead(status, { 'content-type': 'application/octet-stream', 'content-length': value.byteLength, ...headers });
          response.end(value);
        },
        stream(contentType) {
          response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-cache' });
          return { write: (text) => void response.write(text), end: () => response.end() };
        },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

/** The next scripted answer for `request`, or undefined when the script ran out. */
export function nextAnswer<Request>(queue: Script<Request>, request: Request): ScriptedAnswer | undefined {
  const next = queue.shift();
  return typeof next === 'function' ? next(request) : next;
}

/** Words of a text (or of a value's JSON): the stand-ins' deterministic token count. */
export function words(value: unknown): number {
  const text = typeof value === 'string' ? value : JSON.stringify(value ?? '');
  return text.split(/\s+/).filter(Boolean).length;
}

/** The pieces a streamed text arrives in: one word (with its trailing space) each. */
export function streamPieces(text: string): string[] {
  return text.match(/\S+\s*/g) ?? [];
}

/**
 * A deterministic embedding of a text: letter counts folded into `dimensions` values and normalised,
 * so texts sharing words lie close together and a test can tell which text a vector came from.
 */
export function embeddingOf(text: string, dimensions = 8): number[] {
  const vector = new Array<number>(dimensions).fill(0);
  for (const [index, char] of [...text.toLowerCase()].entries()) {
    const slot = (char.charCodeAt(0) + index) % dimensions;
    if (/[a-z0-9]/.test(char)) vector[slot] = (vector[slot] ?? 0) + 1;
  }
  const length = Math.hypot(...vector) || 1;
  return vector.map((value) => Math.round((value / length) * 1e6) / 1e6);
}
