import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { listNodeDocs, listNodeTypes } from '@weft/contracts';
import { NotFoundError } from '../errors.js';
import type { AppServices } from '../services/app-services.js';
import { registerRoute } from './register-route.js';

const iconParams = z.object({ nodeType: z.string().min(1) });
const iconQuery = z.object({ version: z.coerce.number().positive().optional() });

export function nodeTypesApi(app: FastifyInstance, services: AppServices): void {
  // Sent as serialised once (services.nodeTypesAnswers); browsers revalidate with the ETag (304
  // without a body) and get it gzipped when they accept it.
  app.get(listNodeTypes.path, { schema: { querystring: listNodeTypes.query } }, async (request, reply) => {
    const { onlyLatest } = request.query as z.output<NonNullable<typeof listNodeTypes.query>>;
    const answer = await services.nodeTypesAnswers.current(onlyLatest === 'true');
    reply.header('etag', answer.etag).header('cache-control', 'private, no-cache').header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    if (!/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) return reply.send(answer.json);
    return reply.header('content-encoding', 'gzip').send(await answer.gzipped());
  });
  registerRoute(app, listNodeDocs, () => services.nodeTypes.documentedTypes());

  // The icon file itself (svg or png), not a JSON answer: the editor uses the URL as an image source.
  app.get('/node-icon/:nodeType', { schema: { params: iconParams, querystring: iconQuery } }, async (request, reply) => {
    const { nodeType } = request.params as z.output<typeof iconParams>;
    const { version } = request.query as z.output<typeof iconQuery>;
    const icon = await services.nodeTypes.icon(nodeType, version);
    if (!icon) throw new NotFoundError(`There is no icon for the node type "${nodeType}"`);
    return reply.type(icon.mimeType).header('cache-control', 'public, max-age=86400').send(icon.content);
  });
}
