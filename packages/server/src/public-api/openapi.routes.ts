import type { FastifyInstance } from 'fastify';
import { buildPublicApiDocument, PUBLIC_API_ROUTES, type OpenApiDocument } from '@weft/contracts';
import type { WeftConfig } from '../config.js';
import { weftVersion } from '../services/settings.service.js';

/** The public API's OpenAPI document for this instance: its server is `{basePath}api/v1`. */
export function publicApiDocument(config: Pick<WeftConfig, 'basePath'>, prefix: string): OpenApiDocument {
  return buildPublicApiDocument(PUBLIC_API_ROUTES, { serverUrl: `${config.basePath}${prefix}`, version: weftVersion() });
}

/**
 * `openapi.json` and `openapi.yml`, readable without a key (tools fetch them to generate clients). The
 * document depends only on the code and the base path, so it is generated on the first request and kept.
 */
export function publicApiDocumentRoutes(scope: FastifyInstance, config: Pick<WeftConfig, 'basePath'>, prefix: string): void {
  let json: string | undefined;
  let yaml: string | undefined;
  let document: OpenApiDocument | undefined;
  const built = () => (document ??= publicApiDocument(config, prefix));

  scope.get('/openapi.json', (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(json ??= JSON.stringify(built())));
  // The YAML library (70 modules) is loaded by the first request for it, not at start-up.
  scope.get('/openapi.yml', async (_request, reply) => {
    yaml ??= (await import('yaml')).stringify(built());
    return reply.type('application/yaml; charset=utf-8').header('cache-control', 'no-cache').send(yaml);
  });
}
