import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { WebhookHttpResponse, WebhookRequest } from '@weft/engine';
import type { AppServices } from '../services/app-services.js';
import { errorAnswer } from '../services/webhooks/webhook-answers.js';
import { ReplyBatch } from './reply-batch.js';
import { sendWebhookResponse, toWebhookRequest, WebhookBodyError } from './webhook-request.js';

/** Webhook calls may carry files. */
const WEBHOOK_BODY_LIMIT = 64 * 1024 * 1024;
const METHODS: HTTPMethods[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'];

type Handler = (request: WebhookRequest, path: string) => Promise<WebhookHttpResponse>;

function serve(handler: Handler, log: FastifyInstance['log'], replies: ReplyBatch) {
  const answer = async (request: FastifyRequest): Promise<WebhookHttpResponse> => {
    const path = (request.params as { '*'?: string })['*'] ?? '';
    try {
      const parsed = toWebhookRequest(request);
      return await handler(parsed instanceof Promise ? await parsed : parsed, decodeURIComponent(path));
    } catch (error) {
      if (error instanceof WebhookBodyError) return errorAnswer(400, error.message);
      if (error instanceof URIError) return errorAnswer(400, 'The webhook path is not valid');
      log.error({ err: error }, 'A webhook call failed');
      return errorAnswer(500, 'Error in workflow', 'The server log has the details');
    }
  };
  // Not an async handler: one resolved with the reply would have the reply awaited (a `then` that
  // waits for the response to finish) on every call. `answer` never rejects.
  return (request: FastifyRequest, reply: FastifyReply): void => {
    void answer(request).then((response) => {
      // Fastify sends the error's answer, as for a handler that throws (a header the workflow set may be invalid).
      replies.add(() => sendWebhookResponse(reply, response), (error) => reply.send(error));
    });
  };
}

/**
 * `{basePath}webhook/*`, `webhook-test/*` and `webhook-waiting/:executionId`: every method and every
 * content type (the body arrives as bytes and is parsed once, by its content type).
 */
export async function registerWebhookRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { webhooks } = services;
  const replies = new ReplyBatch();
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
    const route = (url: string, handler: Handler) => scope.route({
      method: METHODS, url, exposeHeadRoute: false, handler: serve(handler, app.log, replies),
      // Webhook calls log through the app's logger: a child logger made for each call went unused.
      childLoggerFactory: (logger) => logger,
    });
    route('/webhook/*', (request, path) => webhooks.production(request, path));
    route('/webhook-test/*', (request, path) => webhooks.test(request, path));
    route('/webhook-waiting/*', (request, path) => webhooks.resumeWaiting(request, path));
    // Browsers ask before a cross-origin call; n8n allows it for webhooks.
    scope.options('/webhook*', async (_request, reply) => reply.code(204)
      .header('access-control-allow-origin', '*')
      .header('access-control-allow-methods', METHODS.join(', '))
      .header('access-control-allow-headers', '*')
      .send());
  }, { prefix: services.config.basePath.replace(/\/$/, '') });
}
