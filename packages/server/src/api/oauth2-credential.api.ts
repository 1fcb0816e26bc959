import type { FastifyInstance } from 'fastify';
import { oauth2AuthUrl } from '@weft/contracts';
import type { AppServices } from '../services/app-services.js';
import { signedInUser } from '../services/auth/request-user.js';
import { OAuth2CredentialFlow, type OAuth2CallbackQuery } from '../services/credentials/oauth2-credential.service.js';
import { oauthFlowDeps, registerOAuthCallback } from './oauth-callback-route.js';
import { registerRoute } from './register-route.js';

/**
 * Connecting OAuth2 credentials: GET /oauth2-credential/auth answers the URL the editor opens in its
 * popup; the service sends the user back to GET /oauth2-credential/callback (settings.oauthCallbackUrls).
 */
export function oauth2CredentialApi(app: FastifyInstance, services: AppServices): void {
  const flow = new OAuth2CredentialFlow(oauthFlowDeps(services));
  registerRoute(app, oauth2AuthUrl, ({ query, request }) => flow.authorizationUrl(signedInUser(request), query.id));
  registerOAuthCallback<OAuth2CallbackQuery & Record<string, string | undefined>>(app, services, '/oauth2-credential/callback',
    ['code', 'state', 'error', 'error_description'], (query) => flow.callback(query));
}
