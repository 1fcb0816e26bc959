import type { FastifyInstance } from 'fastify';
import { oauth1AuthUrl } from '@weft/contracts';
import type { AppServices } from '../services/app-services.js';
import { signedInUser } from '../services/auth/request-user.js';
import { OAuth1CredentialFlow, type OAuth1CallbackQuery } from '../services/credentials/oauth1-credential.service.js';
import { oauthFlowDeps, registerOAuthCallback } from './oauth-callback-route.js';
import { registerRoute } from './register-route.js';

/**
 * Connecting OAuth1 credentials: GET /oauth1-credential/auth gets temporary credentials from the
 * service and answers its authorization URL; GET /oauth1-credential/callback stores the token.
 */
export function oauth1CredentialApi(app: FastifyInstance, services: AppServices): void {
  const flow = new OAuth1CredentialFlow(oauthFlowDeps(services));
  registerRoute(app, oauth1AuthUrl, ({ query, request }) => flow.authorizationUrl(signedInUser(request), query.id));
  registerOAuthCallback<OAuth1CallbackQuery & Record<string, string | undefined>>(app, services, '/oauth1-credential/callback',
    ['oauth_token', 'oauth_verifier', 'state', 'denied'], (query) => flow.callback(query));
}
