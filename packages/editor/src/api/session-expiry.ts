import type { RouteDefinition } from '@weft/contracts';
import { getLogin, postLogin } from '@weft/contracts';
import type { ApiClient, RequestArgs } from './api-client';
import { hasHttpStatus } from './api-error';

/**
 * Whether a failed call means the session ended under a shell that still thinks it is signed in.
 * GET /login answers 401 for every signed-out visitor, and POST /login for a wrong password: those
 * are answers about a session, not the end of one.
 */
export function isSessionExpiry(error: unknown, route: RouteDefinition, signedIn: boolean): boolean {
  if (!signedIn || !hasHttpStatus(error, 401)) return false;
  return route !== getLogin && route !== postLogin;
}

export interface SessionExpiryHooks {
  /** True while the shell holds a signed-in user. */
  isSignedIn: () => boolean;
  /** Called once per ended session: clear it, so that the route guards send the user to sign-in. */
  onExpired: () => void;
}

/**
 * Wraps the API client so that every REST call, through TanStack Query or not, reports a 401 in one
 * place. The caller still gets the error: its own message may say what was not done.
 */
export function withSessionExpiry(client: ApiClient, hooks: SessionExpiryHooks): ApiClient {
  return {
    async request<T extends RouteDefinition>(route: T, args?: RequestArgs<T>) {
      try {
        return await client.request(route, args);
      } catch (error) {
        if (isSessionExpiry(error, route, hooks.isSignedIn())) hooks.onExpired();
        throw error;
      }
    },
  };
}
