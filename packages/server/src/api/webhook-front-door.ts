import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseQuery } from 'node:querystring';
import type { FastifyBaseLogger } from 'fastify';
import type { WebhookHttpResponse, WebhookRequest } from '@weft/engine';
import type { IDataObject } from '@weft/workflow';
import { errorAnswer } from '../services/webhooks/webhook-answers.js';
import type { WebhooksService } from '../services/webhooks/webhooks.service.js';
import { ReplyBatch } from './reply-batch.js';
import { toWebhookRequest, WebhookBodyError, writeWebhookResponse, type IncomingWebhookCall } from './webhook-request.js';

/** Webhook calls may carry files. */
const WEBHOOK_BODY_LIMIT = 64 * 1024 * 1024;
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'];
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': METHODS.join(', '),
  'access-control-allow-headers': '*',
};

type Handler = (request: WebhookRequest, path: string) => Promise<WebhookHttpResponse>;

/** A webhook call's handler, and the path and query it is called with. */
export interface WebhookRoute {
  handler: Handler;
  path: string;
  query: IDataObject;
}

/** Whether a call says its body is larger than a webhook call may send (a body read grows past it too). */
export function exceedsBodyLimit(size: number | string | undefined): boolean {
  return Number(size) > WEBHOOK_BODY_LIMIT;
}

/** The answer to a body over the limit; the connection ends with it. */
export function tooLargeAnswer(): WebhookHttpResponse {
  return errorAnswer(413, 'The request body is larger than the 64 MB a webhook call may send');
}

/**
 * Webhook calls (`{basePath}webhook/…`, `webhook-test/…`, `webhook-waiting/…`), served straight from
 * Node's HTTP server, ahead of the app's router: every other request goes on to Fastify.
 *
 * Why not a Fastify route: a webhook call needs none of what Fastify gives a REST call (schemas,
 * hooks, its request and reply objects, its body parsers), and that machinery cost the event loop
 * about 7 µs per call, a seventh of a whole webhook execution. Measured under the webhook bench, in
 * alternating runs against the Fastify route: 9 % more calls per second.
 *
 * Calls on a connection the server reads itself go through `WebhookLane`, which reads them off the
 * connection and uses `route` and `answerCall` from here; `serve` takes those that reach Node's HTTP
 * server (a connection handed over to it, an in-process request).
 */
export class WebhookFrontDoor {
  private readonly handlers: ReadonlyArray<readonly [prefix: string, handler: Handler]>;
  /** What every webhook URL starts with: preflights are answered for all of them. */
  private readonly webhookPrefix: string;
  private readonly replies = new ReplyBatch();
  private closed = false;

  constructor(webhooks: WebhooksService, basePath: string, private readonly log: FastifyBaseLogger) {
    this.handlers = [
      [`${basePath}webhook/`, (request, path) => webhooks.production(request, path)],
      [`${basePath}webhook-test/`, (request, path) => webhooks.test(request, path)],
      [`${basePath}webhook-waiting/`, (request, path) => webhooks.resumeWaiting(request, path)],
    ];
    this.webhookPrefix = `${basePath}webhook`;
  }

  /** From now on every request goes to the app, which answers 503 while the server closes. */
  close(): void {
    this.closed = true;
  }

  /**
   * The webhook a request names (`OPTIONS` excepted), or undefined when it is not a webhook call and
   * the app answers it: another path, a method webhooks do not take, or the server closing.
   */
  route(method: string, url: string): WebhookRoute | undefined {
    if (this.closed || !url.startsWith(this.webhookPrefix) || !METHODS.includes(method)) return undefined;
    const route = this.handlers.find(([prefix]) => url.startsWith(prefix));
    if (!route) return undefined;
    const [prefix, handler] = route;
    const queryAt = url.indexOf('?', prefix.length);
    const path = queryAt === -1 ? url.slice(prefix.length) : url.slice(prefix.length, queryAt);
    const query = queryAt === -1 ? {} : parseQuery(url.slice(queryAt + 1)) as IDataObject;
    return { handler, path, query };
  }

  /**
   * Answers a call read in full: `send` gets the answer once the current loop turn has taken in what
   * was ready (see ReplyBatch). When `send` throws (the workflow's answer is not valid HTTP), it gets
   * the error answer instead.
   */
  answerCall(call: IncomingWebhookCall, route: WebhookRoute, send: (response: WebhookHttpResponse) => void): void {
    void this.answer(call, route.handler, route.path).then((response) => {
      this.replies.add(() => send(response), (error) => send(this.unsendable(error)));
    });
  }

  /** Answers the request when it is a webhook call (true); anything else is left to the caller (false). */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url ?? '';
    const method = req.method ?? '';
    if (this.closed || !url.startsWith(this.webhookPrefix)) return false;
    if (method === 'OPTIONS') {
      // Browsers ask before a cross-origin call; n8n allows it for webhooks.
      res.writeHead(204, CORS_HEADERS);
      res.end();
      return true;
    }
    const route = this.route(method, url);
    if (!route) return false;
    this.readBody(req, res, (raw) => {
      const call: IncomingWebhookCall = { method, url, headers: req.headers, query: route.query, raw, ip: req.socket.remoteAddress };
      this.answerCall(call, route, (response) => writeWebhookResponse(res, response));
    });
    return true;
  }

  /** Collects the body (undefined when empty); a body over the limit is answered 413 instead. */
  private readBody(req: IncomingMessage, res: ServerResponse, received: (raw: Buffer | undefined) => void): void {
    if (exceedsBodyLimit(req.headers['content-length'])) {
      this.tooLarge(res);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (!exceedsBodyLimit(size)) chunks.push(chunk);
      else if (!res.headersSent) this.tooLarge(res);
    });
    req.on('end', () => {
      if (exceedsBodyLimit(size)) return;
      received(size === 0 ? undefined : chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size));
    });
    // A client that went away: there is no one left to answer.
    req.on('error', () => undefined);
  }

  /** The engine's answer, or the error answer a user can act on; never rejects. */
  private async answer(call: IncomingWebhookCall, handler: Handler, rawPath: string): Promise<WebhookHttpResponse> {
    try {
      const path = decodeURIComponent(rawPath);
      const parsed = toWebhookRequest(call);
      return await handler(parsed instanceof Promise ? await parsed : parsed, path);
    } catch (error) {
      if (error instanceof WebhookBodyError) return errorAnswer(400, error.message);
      if (error instanceof URIError) return errorAnswer(400, 'The webhook path is not valid');
      this.log.error({ err: error }, 'A webhook call failed');
      return errorAnswer(500, 'Error in workflow', 'The server log has the details');
    }
  }

  private tooLarge(res: ServerResponse): void {
    // The rest of the upload is not read: the connection ends with this answer.
    res.shouldKeepAlive = false;
    writeWebhookResponse(res, tooLargeAnswer());
  }

  /** The workflow's answer is not valid HTTP (a header name with a space, say): the caller learns why. */
  private unsendable(error: unknown): WebhookHttpResponse {
    const reason = error instanceof Error ? error.message : String(error);
    this.log.warn({ err: error }, 'A webhook answer could not be sent');
    return errorAnswer(500, `The workflow's response could not be sent: ${reason}`,
      'Check the response code and headers set in the workflow');
  }
}
