import type { FastifyInstance } from 'fastify';
import {
  currentExecutionsFilterSchema, getExecution, listCurrentExecutions, runWorkflow, stopExecution,
} from '@weft/contracts';
import { BadRequestError } from '../errors.js';
import type { AppServices } from '../services/app-services.js';
import { registerRoute } from './register-route.js';

function parseFilter(text: string | undefined): { workflowId?: string } {
  if (text === undefined || text.trim() === '') return {};
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new BadRequestError('filter: is not valid JSON', 'Send the filter as JSON, for example {"workflowId":"12"}');
  }
  const parsed = currentExecutionsFilterSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BadRequestError(`${['filter', ...(issue?.path ?? []).map(String)].join('.')}: ${issue?.message ?? 'is not valid'}`);
  }
  return parsed.data;
}

export function executionsApi(app: FastifyInstance, services: AppServices): void {
  const { executions } = services;
  registerRoute(app, runWorkflow, async ({ body }) => {
    const started = await executions.startManual(body);
    if (started.waitingForWebhook) return { executionId: started.executionId, waitingForWebhook: true };
    // Without a push channel the editor reads the result once this answers: wait until the run ends
    // or starts waiting (a Wait node), then answer.
    await started.done;
    return { executionId: started.executionId, waitingForWebhook: false };
  });
  registerRoute(app, getExecution, ({ params }) => executions.get(params.id));
  registerRoute(app, listCurrentExecutions, ({ query }) => executions.current(parseFilter(query.filter).workflowId));
  registerRoute(app, stopExecution, ({ params }) => executions.stop(params.id));
}
