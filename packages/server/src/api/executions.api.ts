import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  currentExecutionsFilterSchema, deleteExecutions, getExecution, listCurrentExecutions, listExecutions,
  pastExecutionsFilterSchema, PUSH_SESSION_HEADER, retryExecution, runWorkflow, stopExecution,
} from '@weft/contracts';
import { BadRequestError } from '../errors.js';
import type { AppServices } from '../services/app-services.js';
import { signedInUser } from '../services/auth/request-user.js';
import { scopeOfRequest } from '../services/auth/workflow-scope.js';
import { ExecutionAccess } from '../services/executions/execution-access.js';
import { pushAddress } from '../services/push/push-address.js';
import { registerRoute } from './register-route.js';

/** The `filter` query, JSON text, read with the route's schema: broken JSON or unknown keys answer 400. */
function parseFilter<S extends z.ZodType>(text: string | undefined, schema: S): z.output<S> {
  if (text === undefined || text.trim() === '') return schema.parse({});
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new BadRequestError('filter: is not valid JSON', 'Send the filter as JSON, for example {"workflowId":"12"}');
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BadRequestError(`${['filter', ...(issue?.path ?? []).map(String)].join('.')}: ${issue?.message ?? 'is not valid'}`);
  }
  return parsed.data;
}

/** The editor tab a request comes from: the `push-ref` header, or n8n's older `sessionId` query. */
export function pushRefOf(request: FastifyRequest): string | undefined {
  const header = request.headers[PUSH_SESSION_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  if (value) return value;
  const query = request.query as { sessionId?: unknown } | undefined;
  return typeof query?.sessionId === 'string' && query.sessionId !== '' ? query.sessionId : undefined;
}

/** Calls `then` once the reply has been sent (or its connection closed before). */
function afterAnswer(reply: FastifyReply, then: () => void): void {
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    then();
  };
  reply.raw.once('finish', once);
  reply.raw.once('close', once);
}

/**
 * Members reach only the executions of their own workflows (and their own runs of unsaved ones);
 * anything else answers as a missing execution would.
 */
export function executionsApi(app: FastifyInstance, services: AppServices): void {
  const { executions } = services;
  const access = new ExecutionAccess(services.repositories.workflows, executions);
  registerRoute(app, runWorkflow, async ({ body, request, reply }) => {
    const scope = scopeOfRequest(request);
    // A run of a saved workflow is recorded under it: only someone who may see it may run it.
    if (body.workflowData.id) await access.assertWorkflow(scope, body.workflowData.id);
    const user = signedInUser(request);
    const pushRef = pushRefOf(request);
    // The tab id comes from the caller: the run's events go to that tab of this user only.
    const run = await executions.startManual(body, pushRef !== undefined ? pushAddress(user.id, pushRef) : undefined, user);
    // The id is reserved; the run starts once the answer naming it has gone out, with or without a
    // live connection: every push message of the run comes after it. The outcome is read from
    // GET /executions/:id (or heard of through push).
    afterAnswer(reply, () => void run.start().catch((error: unknown) =>
      request.log.error({ err: error, executionId: run.executionId }, 'A manual run could not be started')));
    return { executionId: run.executionId, waitingForWebhook: run.waitingForWebhook };
  });
  registerRoute(app, getExecution, ({ params, request }) => access.visible(scopeOfRequest(request), params.id));
  registerRoute(app, listCurrentExecutions, async ({ query, request }) => {
    const scope = scopeOfRequest(request);
    const { workflowId } = parseFilter(query.filter, currentExecutionsFilterSchema);
    return access.filter(scope, await executions.current(workflowId));
  });
  registerRoute(app, stopExecution, async ({ params, request }) => {
    await access.assertExecution(scopeOfRequest(request), params.id);
    return executions.stop(params.id);
  });
  registerRoute(app, listExecutions, ({ query, request }) => services.pastExecutions.list(
    parseFilter(query.filter, pastExecutionsFilterSchema),
    { ...(query.firstId ? { firstId: query.firstId } : {}), ...(query.lastId ? { lastId: query.lastId } : {}), ...(query.limit ? { limit: query.limit } : {}) },
    scopeOfRequest(request),
  ));
  registerRoute(app, deleteExecutions, ({ body, request }) => services.pastExecutions.delete(body, scopeOfRequest(request)));
  registerRoute(app, retryExecution, async ({ params, body, request }) => {
    await access.assertExecution(scopeOfRequest(request), params.id);
    return services.retry.retry(params.id, body?.loadWorkflow === true);
  });
}
