import type { FastifyInstance } from 'fastify';
import { deleteTestWebhook, getActivationError, getBinaryData, listActiveWorkflows } from '@weft/contracts';
import type { AppServices } from '../services/app-services.js';
import { registerRoute } from './register-route.js';

export function activeApi(app: FastifyInstance, services: AppServices): void {
  const { activeWorkflows } = services;
  registerRoute(app, listActiveWorkflows, async () => activeWorkflows.activeIds());
  registerRoute(app, getActivationError, async ({ params }) => {
    const message = activeWorkflows.activationError(params.id);
    return message === undefined ? null : { error: { message } };
  });
  registerRoute(app, deleteTestWebhook, async ({ params }) => services.executions.deleteTestWebhook(params.id));
  registerRoute(app, getBinaryData, async ({ params }) => (await services.binaryData.read(params.id)).toString('base64'));
}
