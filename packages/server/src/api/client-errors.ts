import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorResponse } from '@weft/contracts';

interface NodeClientError extends Error {
  code?: string;
  /**
   * The chunk being parsed when the error was met, and how far into it the parser got (Node's docs;
   * Fastify's types describe the chunk as its JSON form, hence `unknown`).
   */
  rawPacket?: unknown;
  bytesParsed?: number;
}

/**
 * Node counts the request line and the headers against one limit (`maxHeaderSize`, 16 KB): when the
 * limit is met before the request line has ended, it is the URL that is too long (414), not the headers.
 * Only the chunk being read is known; a URL sent in several chunks still shows no line break in it.
 */
function overflowedInRequestLine(error: NodeClientError): boolean {
  const packet = error.rawPacket;
  if (!Buffer.isBuffer(packet)) return false;
  return !packet.subarray(0, error.bytesParsed ?? packet.length).includes('\n');
}

/** The answer to a request Node could not read, in the API's `{code, message, hint}` shape. */
export function clientErrorAnswer(error: NodeClientError): ErrorResponse {
  switch (error.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { code: 408, message: 'The request took too long to arrive', hint: 'Send the whole request without pausing' };
    case 'HPE_HEADER_OVERFLOW':
      return overflowedInRequestLine(error)
        ? { code: 414, message: 'The URL is too long', hint: 'Keep the URL and its query under 16 KB' }
        : { code: 431, message: 'The request headers are too large', hint: 'Send at most 16 KB of headers' };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { code: 413, message: 'The request body is too large' };
    default:
      return { code: 400, message: 'The request is not valid HTTP', hint: 'Check the request line and the headers' };
  }
}

/**
 * Node's `clientError` event (bound as Fastify's `clientErrorHandler`): requests that never become a
 * request object (malformed, too large a head, too slow) are answered in the same JSON shape as every
 * other error, and the connection is closed, as Node does.
 */
export function answerClientError(error: NodeClientError, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const answer = clientErrorAnswer(error);
    const body = JSON.stringify(answer);
    socket.end(`HTTP/1.1 ${answer.code} ${STATUS_CODES[answer.code] ?? ''}\r\nConnection: close\r\n`
      + `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
    return;
  }
  socket.destroy();
}

/**
 * HTTP/1.1 requests must name their host. Node refuses those that do not with an empty 400 unless its
 * own check is off (`requireHostHeader: false`); this `onRequest` hook refuses them in the API's shape,
 * before any route (webhooks included) sees them, and closes the connection as Node does. A callback
 * hook, not an async one: it runs for every request, and an async hook costs each a promise.
 */
export function refuseMissingHost(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  if (request.raw.httpVersion !== '1.1' || request.headers.host !== undefined) {
    done();
    return;
  }
  const answer: ErrorResponse = {
    code: 400, message: 'The request has no Host header', hint: 'An HTTP/1.1 request must name the host it is sent to',
  };
  void reply.code(400).header('connection', 'close').send(answer);
}

/**
 * Fastify's router errors (Fastify's `frameworkErrors`): a URL that does not decode, a path segment
 * longer than the router takes. They otherwise answer in Fastify's own shape.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const code = error.statusCode ?? 400;
  const message = error.code === 'FST_ERR_BAD_URL' ? 'The URL is not valid: it holds a malformed %-escape'
    : error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A part of the URL is too long' : error.message;
  void reply.code(code).send({ code, message } satisfies ErrorResponse);
}
