import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { WebhookHttpResponse, WebhookRequest } from '@weft/engine';
import type { IDataObject } from '@weft/workflow';
// The header alone: the node library loads with the node types, after start.
import { CHAT_USER_HEADER } from '@weft/nodes/chat-user-header';
import type { WebhooksService } from '../services/webhooks/webhooks.service.js';
import { errorAnswer } from '../services/webhooks/webhook-answers.js';
import { UserFacingError } from '../errors.js';
import { sendWebhookResponse, writeRawWebhookResponse } from './webhook-reply.js';
import { toWebhookRequest, WebhookBodyError } from './webhook-request.js';

/** Webhook calls may carry files. */
const WEBHOOK_BODY_LIMIT = 64 * 1024 * 1024;
const METHODS: HTTPMethods[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'];
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': METHODS.join(', '),
  'access-control-allow-headers': '*',
};

type Handler = (request: WebhookRequest, path: string) => Promise<WebhookHttpResponse>;

/** Who is signed in to this instance, from the call's `Cookie` header (undefined: no one). */
export type WebhookCaller = (cookieHeader: string | undefined) => Promise<{ id: string } | undefined>;

/**
 * The headers the node sees: the chat trigger's "n8n User Auth" trusts CHAT_USER_HEADER, so the caller's
 * own is dropped and the server's is set when the call carries a valid session cookie.
 */
function callHeaders(headers: FastifyRequest['headers'], caller: WebhookCaller | undefined): FastifyRequest['headers'] | Promise<FastifyRequest['headers']> {
  const cookie = headers.cookie;
  // Most calls carry neither: answered without a turn spent awaiting.
  if (headers[CHAT_USER_HEADER] === undefined && (!caller || !cookie)) return headers;
  const { [CHAT_USER_HEADER]: _dropped, ...rest } = headers;
  if (!caller) return rest;
  return caller(cookie).then((user) => (user ? { ...rest, [CHAT_USER_HEADER]: user.id } : rest));
}

/** The engine's answer, or the error answer a user can act on; never rejects. */
async function answer(request: FastifyRequest, prefix: string, handler: Handler, log: FastifyBaseLogger, caller?: WebhookCaller): Promise<WebhookHttpResponse> {
  try {
    // The path as it was sent, decoded once here (a path may hold a percent sign).
    const { url } = request;
    const queryAt = url.indexOf('?', prefix.length);
    const path = decodeURIComponent(queryAt === -1 ? url.slice(prefix.length) : url.slice(prefix.length, queryAt));
    const given = callHeaders(request.headers, caller);
    const parsed = toWebhookRequest({
      method: request.method, url, headers: given instanceof Promise ? await given : given, query: request.query as IDataObject,
      raw: Buffer.isBuffer(request.body) && request.body.length > 0 ? request.body : undefined, ip: request.ip,
    });
    return await handler(parsed instanceof Promise ? await parsed : parsed, path);
  } catch (error) {
    if (error instanceof WebhookBodyError) return errorAnswer(400, error.message);
    // 503 while the execution queue of queue mode cannot be reached, say.
    if (error instanceof UserFacingError) return errorAnswer(error.statusCode, error.message, error.hint);
    if (error instanceof URIError) return errorAnswer(400, 'The webhook path is not valid');
    log.error({ err: error }, 'A webhook call failed');
    return errorAnswer(500, 'Error in workflow', 'The server log has the details');
  }
}

/** The workflow's answer is not valid HTTP (a header name with a space, say): the caller learns why. */
function unsendable(error: unknown, log: FastifyBaseLogger): WebhookHttpResponse {
  const reason = error instanceof Error ? error.message : String(error);
  log.warn({ err: error }, 'A webhook answer could not be sent');
  return errorAnswer(500, `The workflow's response could not be sent: ${reason}`,
    'Check the response code and headers set in the workflow');
}

function serve(prefix: string, handler: Handler, log: FastifyBaseLogger, caller: WebhookCaller | undefined, streaming: boolean) {
  // Not an async handler: Fastify would await the reply it resolves with (a `then` that waits for the
  // response to finish) on every call. `answer` never rejects.
  return (request: FastifyRequest, reply: FastifyReply): void => {
    if (streaming) {
      streamed(request, reply, prefix, handler, log);
      return;
    }
    void answer(request, prefix, handler, log, caller).then((response) => {
      try {
        sendWebhookResponse(reply, response);
      } catch (error) {
        sendWebhookResponse(reply, unsendable(error, log));
      }
    });
  };
}

/**
 * The MCP Server Trigger's routes: the node writes to the HTTP response itself (an SSE stream stays
 * open), so Fastify lets go of it; an answer the node did not write (401, an unknown path) is written here.
 */
function streamed(request: FastifyRequest, reply: FastifyReply, prefix: string, handler: Handler, log: FastifyBaseLogger): void {
  reply.hijack();
  const raw = { request: request.raw, response: reply.raw };
  void answer(request, prefix, (parsed, path) => handler({ ...parsed, raw }, path), log).then((response) => {
    if (reply.raw.headersSent || reply.raw.writableEnded) return;
    try {
      writeRawWebhookResponse(reply.raw, response);
    } catch (error) {
      writeRawWebhookResponse(reply.raw, unsendable(error, log));
    }
  });
}

/**
 * `{basePath}webhook/*` (active workflows), `webhook-test/*` (a manual run listening) and
 * `webhook-waiting/*` (a Wait node's resume URL), with `form/*`, `form-test/*` and `form-waiting/*`
 * for the pages of forms and `mcp/*`, `mcp-test/*` for MCP Server Triggers, for every method webhooks take, and the CORS
 * preflight of each. Every content type arrives as the bytes that were sent (no parser of the app
 * runs), up to 64 MB; `toWebhookRequest` parses JSON and forms once, for the node.
 */
export async function webhooksApi(app: FastifyInstance, webhooks: WebhooksService, basePath: string, caller?: WebhookCaller): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.setErrorHandler((error: FastifyError, _request, reply) => {
      // Everything else is answered as for any other route, by the app's error handler.
      if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error;
      // The rest of the upload is not read: the connection ends with this answer.
      reply.header('connection', 'close');
      sendWebhookResponse(reply, errorAnswer(413, 'The request body is larger than the 64 MB a webhook call may send'));
    });
    const route = (kind: string, handler: Handler, streaming = false) => {
      const prefix = `${basePath}${kind}/`;
      scope.route({
        method: METHODS, url: `${prefix}*`, exposeHeadRoute: false, handler: serve(prefix, handler, app.log, caller, streaming),
        // Webhook calls log through the app's logger: a child logger made for each call went unused.
        childLoggerFactory: (logger) => logger,
      });
    };
    route('webhook', (request, path) => webhooks.production(request, path));
    route('webhook-test', (request, path) => webhooks.test(request, path));
    route('webhook-waiting', (request, path) => webhooks.resumeWaiting(request, path));
    // The Form Trigger's page and the Form node's pages: the same webhooks, answered as pages.
    route('form', (request, path) => webhooks.formAnswer(webhooks.production(request, path, 'form')));
    route('form-test', (request, path) => webhooks.formAnswer(webhooks.test(request, path, 'form')));
    route('form-waiting', (request, path) => webhooks.formAnswer(webhooks.resumeForm(request, path)));
    // The MCP Server Trigger's URLs: its webhooks, answered by the node over the HTTP exchange itself.
    route('mcp', (request, path) => webhooks.production(request, path, 'mcp'), true);
    route('mcp-test', (request, path) => webhooks.test(request, path, 'mcp'), true);
    // Browsers ask before a cross-origin call; n8n allows it for webhooks.
    scope.options(`${basePath}webhook*`, (_request, reply) => {
      reply.code(204).headers(CORS_HEADERS).send();
    });
  });
}
