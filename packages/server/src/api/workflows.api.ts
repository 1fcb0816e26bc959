import type { FastifyInstance } from 'fastify';
import {
  createWorkflow, deleteWorkflow, getWorkflow, listWorkflows, newWorkflowName, updateWorkflow,
} from '@weft/contracts';
import type { AppServices } from '../services/app-services.js';
import { signedInUser } from '../services/auth/request-user.js';
import { scopeOfRequest } from '../services/auth/workflow-scope.js';
import { authorName } from '../services/users.service.js';
import { toWorkflowResponse } from '../services/workflows.service.js';
import { registerRoute } from './register-route.js';

/** Members see and change only the workflows they own; the owner (and the default user) all of them. */
export function workflowsApi(app: FastifyInstance, services: AppServices): void {
  const { workflows } = services;

  registerRoute(app, listWorkflows, ({ query, request }) => workflows.list(query.filter, scopeOfRequest(request)));

  registerRoute(app, newWorkflowName, async ({ query, request }) => ({
    name: await workflows.newName(query.name, scopeOfRequest(request)),
    onboardingFlowEnabled: false,
  }));

  registerRoute(app, getWorkflow, async ({ params, request }) =>
    toWorkflowResponse(await workflows.get(params.id, scopeOfRequest(request))));

  // Saving as new, duplicating and importing all create here: the creator owns the copy.
  registerRoute(app, createWorkflow, async ({ body, request }) => {
    const user = signedInUser(request);
    return toWorkflowResponse(await workflows.create(body, authorName(user), user.id));
  });

  registerRoute(app, updateWorkflow, async ({ params, body, request }) => {
    const user = signedInUser(request);
    return toWorkflowResponse(await workflows.update(params.id, body, authorName(user), scopeOfRequest(request)));
  });

  registerRoute(app, deleteWorkflow, async ({ params, request }) => {
    await workflows.delete(params.id, scopeOfRequest(request));
    return true as const;
  });
}
