import { validateHeaderName, validateHeaderValue } from 'node:http';
import type { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { WebhookHttpResponse } from '@weft/engine';
import { markWorkflowAnswer } from '../web/security-headers.js';

/** The body as Fastify sends it, with the content type it goes with unless the workflow set one. */
function payloadOf(body: WebhookHttpResponse['body']): { payload: string | Buffer | undefined; type?: string } {
  if (body === null || body === undefined) return { payload: undefined };
  if (typeof body === 'string') return { payload: body, type: 'text/plain; charset=utf-8' };
  if (body instanceof Uint8Array) {
    // A view of the same bytes: Fastify sends strings and Buffers only, and a copy would cost as much as the file.
    const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
    return { payload: bytes, type: 'application/octet-stream' };
  }
  return { payload: JSON.stringify(body), type: 'application/json; charset=utf-8' };
}

/**
 * Sends the engine's answer as it is: status, the workflow's headers, and a JSON, text or binary body
 * with its own length (Fastify writes it; a HEAD answer keeps it and sends no body). Throws, having
 * sent nothing, when the status or a header is not valid HTTP: checked here, because once Node's
 * `writeHead` has thrown the status line is already chosen and the error answer would go out as
 * "500 OK".
 */
export function sendWebhookResponse(reply: FastifyReply, response: WebhookHttpResponse): void {
  const { statusCode } = response;
  if (!Number.isInteger(statusCode) || statusCode < 100 || statusCode > 999) {
    throw Object.assign(new RangeError(`Invalid status code: ${statusCode}`), { code: 'ERR_HTTP_INVALID_STATUS_CODE' });
  }
  markWorkflowAnswer(reply);
  const { payload, type } = payloadOf(response.body);
  const headers: Record<string, string> = {};
  for (const name in response.headers) {
    // The body is sent whole, with its own length: a length or chunked coding set by a workflow would
    // break the connection.
    if (name === 'content-length' || name === 'transfer-encoding') continue;
    const value = response.headers[name] as string;
    validateHeaderName(name);
    validateHeaderValue(name, value);
    headers[name] = value;
  }
  if (type && headers['content-type'] === undefined) headers['content-type'] = type;
  if (response.stream) {
    // Each chunk goes out as the run writes it (chunked transfer coding, no length).
    reply.code(statusCode).headers(headers).send(Readable.from(response.stream));
    return;
  }
  reply.code(statusCode).headers(headers).send(payload);
}

/** The same answer written to Node's response directly (a route whose reply Fastify let go of). */
export function writeRawWebhookResponse(response: ServerResponse, answer: WebhookHttpResponse): void {
  const { payload, type } = payloadOf(answer.body);
  const headers: Record<string, string> = {};
  for (const name in answer.headers) {
    if (name === 'content-length' || name === 'transfer-encoding') continue;
    headers[name] = answer.headers[name] as string;
  }
  if (type && headers['content-type'] === undefined) headers['content-type'] = type;
  response.writeHead(answer.statusCode, headers).end(payload);
}
