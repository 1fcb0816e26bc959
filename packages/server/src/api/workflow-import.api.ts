import type { FastifyInstance } from 'fastify';
import { getWorkflowFromUrl } from '@weft/contracts';
import { fetchWorkflowFromUrl } from '../services/workflow-import.service.js';
import { registerRoute } from './register-route.js';

export function workflowImportApi(app: FastifyInstance): void {
  registerRoute(app, getWorkflowFromUrl, ({ query }) => fetchWorkflowFromUrl(query.url));
}
