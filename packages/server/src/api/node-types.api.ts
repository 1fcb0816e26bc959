import type { FastifyInstance } from 'fastify';
import { listNodeTypes } from '@weft/contracts';
import type { AppServices } from '../services/app-services.js';
import { registerRoute } from './register-route.js';

export function nodeTypesApi(app: FastifyInstance, services: AppServices): void {
  registerRoute(app, listNodeTypes, ({ query }) => services.nodeTypes.descriptions(query.onlyLatest === 'true'));
}
