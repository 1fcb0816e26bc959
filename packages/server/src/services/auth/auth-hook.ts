import type { FastifyInstance } from 'fastify';
import type { AuthService } from './auth.service.js';
import { UnauthorizedError } from './request-user.js';

/**
 * REST routes a signed-out visitor may call (spec/admin.md §1: sign-in, sign-up, forgot and change
 * password), as `METHOD path` under the REST base. Everything else answers 401 without a session.
 */
const PUBLIC_ROUTES = new Set([
  'GET /settings',
  'GET /login',
  'POST /login',
  'POST /logout',
  'GET /resolve-signup-token',
  'POST /users/:inviteeId',
  'POST /forgot-password',
  'GET /resolve-password-token',
  'POST /change-password',
  // OAuth services redirect the popup here; the signed state says whose credential it is.
  'GET /oauth1-credential/callback', 'GET /oauth2-credential/callback',
]);

export function isPublicRoute(method: string, path: string): boolean {
  return PUBLIC_ROUTES.has(`${method === 'HEAD' ? 'GET' : method} ${path}`);
}

/**
 * Sets `request.user` on every request of the REST scope it is added to (`restPrefix` is that scope's
 * prefix), and refuses signed-out requests to routes that are not public.
 */
export function addAuthHook(rest: FastifyInstance, auth: AuthService, restPrefix: string): void {
  rest.addHook('onRequest', async (request) => {
    request.user = await auth.userOf(request);
    if (request.user) return;
    const route = request.routeOptions.url;
    const path = route?.startsWith(restPrefix) ? route.slice(restPrefix.length) : undefined;
    if (path === undefined || !isPublicRoute(request.method, path)) throw new UnauthorizedError();
  });
}
