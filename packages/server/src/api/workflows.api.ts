import type { FastifyInstance } from 'fastify';
import {
  createWorkflow, deleteWorkflow, getWorkflow, listWorkflows, newWorkflowName, updateWorkflow,
} from '@weft/contracts';
import type { AppServices } from '../services/app-services.js';
import { authorName } from '../services/users.service.js';
import { toWorkflowResponse } from '../services/workflows.service.js';
import { registerRoute } from './register-route.js';

export function workflowsApi(app: FastifyInstance, services: AppServices): void {
  const { workflows, users } = services;
  const author = async () => authorName(await users.currentUser());

  registerRoute(app, listWorkflows, ({ query }) => workflows.list(query.filter));

  registerRoute(app, newWorkflowName, async ({ query }) => ({
    name: await workflows.newName(query.name),
    onboardingFlowEnabled: false,
  }));

  registerRoute(app, getWorkflow, async ({ params }) => toWorkflowResponse(await workflows.get(params.id)));

  registerRoute(app, createWorkflow, async ({ body }) => toWorkflowResponse(await workflows.create(body, await author())));

  registerRoute(app, updateWorkflow, async ({ params, body }) =>
    toWorkflowResponse(await workflows.update(params.id, body, await author())));

  registerRoute(app, deleteWorkflow, async ({ params }) => {
    await workflows.delete(params.id);
    return true as const;
  });
}
