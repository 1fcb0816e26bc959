import type { FastifyInstance } from 'fastify';
import type { WeftConfig } from '../config.js';
import type { CatalogueHost } from '../services/templates/catalogue-host.js';
import { BUILT_IN_TEMPLATES_HOST_PATH, servesBuiltInTemplatesHost } from '../services/templates/templates-host-url.js';

/**
 * The built-in templates host at `{basePath}templates-host/`: public like n8n's template library, and
 * only there while templates are enabled and no remote host is configured (otherwise the not-found
 * handler answers 404). The `n8n-version` header the editor sends changes nothing.
 */
export async function templatesHostApi(app: FastifyInstance, config: WeftConfig, host: CatalogueHost): Promise<void> {
  if (!servesBuiltInTemplatesHost(config)) return;
  await app.register(async (scope) => {
    scope.get('/health', () => host.health());
    scope.get('/templates/categories', () => host.categories());
    scope.get('/templates/collections', (request) => host.collections(request.query));
    scope.get('/templates/workflows', (request) => host.workflows(request.query));
    scope.get('/templates/collections/:id', (request) => host.collection((request.params as { id: string }).id));
    scope.get('/templates/workflows/:id', (request) => host.workflow((request.params as { id: string }).id));
    scope.get('/workflows/templates/:id', (request) => host.workflowToImport((request.params as { id: string }).id));
  }, { prefix: `${config.basePath}${BUILT_IN_TEMPLATES_HOST_PATH.slice(0, -1)}` });
}
