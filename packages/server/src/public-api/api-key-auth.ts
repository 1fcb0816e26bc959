import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StoredUser } from '../db/users.repository.js';
import { API_KEY_HEADER, apiKeyDigest } from '../services/auth/auth.service.js';
import type { UsersRepository } from '../db/users.repository.js';
import { PublicApiError } from './public-api-error.js';

/**
 * Every public route needs an API key in X-N8N-API-KEY (no session cookie: scripts and tools call it).
 * The key is looked up on each request, so a deleted key stops working at once.
 */
export function addApiKeyAuth(scope: FastifyInstance, users: UsersRepository, isOpen: (request: FastifyRequest) => boolean): void {
  scope.addHook('onRequest', async (request) => {
    if (isOpen(request)) return;
    const key = request.headers[API_KEY_HEADER];
    if (typeof key !== 'string' || key === '') throw new PublicApiError(401, "'X-N8N-API-KEY' header required");
    const user = await users.findByApiKeyHash(apiKeyDigest(key));
    if (!user) throw new PublicApiError(401, 'Unauthorized');
    request.user = user;
  });
}

/** The user whose key authenticated the request (set by the hook above before any handler runs). */
export function keyOwner(request: FastifyRequest): StoredUser {
  if (!request.user) throw new PublicApiError(401, 'Unauthorized');
  return request.user;
}
