import type { FastifyInstance } from 'fastify';
import { getExecution, runWorkflow } from '@weft/contracts';
import type { AppServices } from '../services/app-services.js';
import { registerRoute } from './register-route.js';

export function executionsApi(app: FastifyInstance, services: AppServices): void {
  const { executions } = services;

  registerRoute(app, runWorkflow, async ({ body }) => {
    const { executionId, done } = await executions.startManual(body);
    // Runs are short for now: answer once the outcome is stored, so the editor can load it right away.
    await done;
    return { executionId, waitingForWebhook: false };
  });

  registerRoute(app, getExecution, ({ params }) => executions.get(params.id));
}
