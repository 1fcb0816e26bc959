import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { PublicError } from '@weft/contracts';
import type { AppServices } from '../services/app-services.js';
import { UserFacingError } from '../errors.js';
import { addApiKeyAuth } from './api-key-auth.js';
import { publicCredentialRoutes } from './credentials.routes.js';
import { publicExecutionRoutes } from './executions.routes.js';
import { addRateLimit } from './rate-limit.js';
import { publicApiDocumentRoutes } from './openapi.routes.js';
import { swaggerUiRoutes } from './swagger-ui.routes.js';
import { publicAuditRoutes } from './audit.routes.js';
import { publicTagRoutes } from './tags.routes.js';
import { publicWorkflowRoutes } from './workflows.routes.js';
import { publicUserRoutes } from './users.routes.js';

/** Where the public API lives under the instance's base path (settings' `publicApi.path` and version). */
export const PUBLIC_API_PREFIX = 'api/v1';

/** Routes of the scope anyone may read without a key: the OpenAPI document and the docs that show it. */
const OPEN_PATHS = /^\/(openapi\.(yml|json)|docs(\/.*)?)$/;

/**
 * n8n's public REST API v1 at `{basePath}api/v1` (README "Public API"): an API key in X-N8N-API-KEY acts
 * with its owner's rights; answers and errors have n8n's shapes. Not registered at all when disabled.
 */
export async function registerPublicApi(app: FastifyInstance, services: AppServices): Promise<void> {
  const { config } = services;
  if (!config.publicApi.enabled) return;
  const prefix = `${config.basePath}${PUBLIC_API_PREFIX}`;
  // An unknown address under an open path (the docs when switched off) is a 404, not a demand for a key.
  const isOpen = (request: FastifyRequest) =>
    OPEN_PATHS.test((request.routeOptions.url ?? request.url.split('?', 1)[0] ?? '').slice(prefix.length));

  await app.register(async (scope) => {
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const status = errorStatus(error);
      if (status === 500) request.log.error({ err: error }, 'Public API request failed');
      const body: PublicError = status === 500
        ? { message: 'Something went wrong on the server' }
        : { message: error.message, ...(error instanceof UserFacingError && error.hint ? { description: error.hint } : {}) };
      return reply.code(status).send(body);
    });
    scope.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not Found' } satisfies PublicError));
    addRateLimit(scope, config.publicApi.rateLimitPerMinute);
    addApiKeyAuth(scope, services.repositories.users, isOpen);

    publicApiDocumentRoutes(scope, config, PUBLIC_API_PREFIX);
    if (config.publicApi.swaggerUiEnabled) swaggerUiRoutes(scope);
    publicAuditRoutes(scope, services);
    publicTagRoutes(scope, services);
    publicWorkflowRoutes(scope, services);
    publicUserRoutes(scope, services);
    publicExecutionRoutes(scope, services);
    publicCredentialRoutes(scope, services);
  }, { prefix });
}

function errorStatus(error: FastifyError): number {
  if (error instanceof UserFacingError) return error.statusCode;
  if (error.validation) return 400;
  const status = error.statusCode;
  return status !== undefined && status >= 400 && status < 500 ? status : 500;
}
