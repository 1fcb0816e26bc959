import type { FastifyInstance } from 'fastify';
import { deleteTestWebhook, getActivationError, getBinaryData, listActiveWorkflows } from '@weft/contracts';
import { NotFoundError } from '../errors.js';
import type { AppServices } from '../services/app-services.js';
import { isWholeInstance, scopeOfRequest } from '../services/auth/workflow-scope.js';
import { ExecutionAccess } from '../services/executions/execution-access.js';
import { registerRoute } from './register-route.js';

/** The execution a binary data id was stored for (`filesystem-v2:executions/<execution>/<file>`). */
function executionOfBinaryData(id: string): string | undefined {
  return /^[\w-]+:executions\/([^/]+)\//.exec(id)?.[1];
}

export function activeApi(app: FastifyInstance, services: AppServices): void {
  const { activeWorkflows } = services;
  const access = new ExecutionAccess(services.repositories.workflows, services.executions);

  registerRoute(app, listActiveWorkflows, async ({ request }) => {
    const visible = await services.repositories.workflows.idsInScope(scopeOfRequest(request));
    const ids = activeWorkflows.activeIds();
    return visible ? ids.filter((id) => visible.has(id)) : ids;
  });

  registerRoute(app, getActivationError, async ({ params, request }) => {
    await access.assertWorkflow(scopeOfRequest(request), params.id);
    const message = activeWorkflows.activationError(params.id);
    return message === undefined ? null : { error: { message } };
  });

  registerRoute(app, deleteTestWebhook, async ({ params, request }) => {
    await access.assertWorkflow(scopeOfRequest(request), params.id);
    return services.executions.deleteTestWebhook(params.id);
  });

  registerRoute(app, getBinaryData, async ({ params, request }) => {
    const scope = scopeOfRequest(request);
    if (!isWholeInstance(scope)) {
      // A file is seen by whoever may see the execution that stored it.
      const executionId = executionOfBinaryData(params.id);
      const missing = new NotFoundError(`Binary data "${params.id}" was not found`, 'It is removed with its execution');
      if (executionId === undefined) throw missing;
      await access.assertExecution(scope, executionId).catch((error: unknown) => {
        throw error instanceof NotFoundError ? missing : error;
      });
    }
    return (await services.binaryData.read(params.id)).toString('base64');
  });
}
