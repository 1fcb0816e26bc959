import type { FastifyInstance } from 'fastify';
import { getWorkflowVersion, listWorkflowHistory } from '@weft/contracts';
import { WorkflowHistoryRepository } from '../db/workflow-history.repository.js';
import type { AppServices } from '../services/app-services.js';
import { scopeOfRequest } from '../services/auth/workflow-scope.js';
import { WorkflowHistoryService } from '../services/workflow-history.service.js';
import { registerRoute } from './register-route.js';

export function workflowHistoryApi(app: FastifyInstance, services: AppServices): void {
  const history = new WorkflowHistoryService(
    new WorkflowHistoryRepository(services.db.kysely), services.repositories.workflows,
  );

  registerRoute(app, listWorkflowHistory, ({ params, query, request }) =>
    history.list(params.workflowId, query.take, query.skip, scopeOfRequest(request)));

  registerRoute(app, getWorkflowVersion, ({ params, request }) =>
    history.get(params.workflowId, params.versionId, scopeOfRequest(request)));
}
