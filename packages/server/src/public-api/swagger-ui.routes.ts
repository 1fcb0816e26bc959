import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SWAGGER_UI_INITIALIZER, SWAGGER_UI_INITIALIZER_SCRIPT, SWAGGER_UI_PAGE } from './swagger-ui-page.js';

/** The files of swagger-ui-dist the page loads, with their types; nothing else of the package is served. */
const ASSETS: Record<string, string> = {
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
  'index.css': 'text/css; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

/**
 * The interactive docs of the public API at `docs/` (Swagger UI, served by the instance itself: no CDN),
 * where a user authorizes with their key and tries the operations against this instance.
 */
export function swaggerUiRoutes(scope: FastifyInstance): void {
  const assetsDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

  // Relative links in the page need the trailing slash; a relative Location keeps any base path and proxy prefix.
  scope.get('/docs', (_request, reply) => reply.redirect('docs/', 301));
  scope.get('/docs/', (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(SWAGGER_UI_PAGE));
  scope.get(`/docs/${SWAGGER_UI_INITIALIZER}`, (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(SWAGGER_UI_INITIALIZER_SCRIPT));
  for (const [file, type] of Object.entries(ASSETS)) {
    scope.get(`/docs/${file}`, (_request, reply) =>
      reply.type(type).header('cache-control', 'public, max-age=3600').send(createReadStream(join(assetsDir, file))));
  }
}
