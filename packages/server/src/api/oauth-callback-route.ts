import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../services/app-services.js';
import { resolveEncryptionKey } from '../services/credentials/encryption-key.js';
import { editorBaseUrl } from '../services/mail/user-mails.js';
import { failed, sendOAuthOutcome, type OAuthOutcome } from '../services/credentials/oauth-callback-page.js';
import type { OAuthFlowDeps } from '../services/credentials/oauth-credential-access.js';
import { OAuthStateSigner } from '../services/credentials/oauth-state.js';

/** The OAuth flows' services: the state signer uses a key derived from the instance's encryption key. */
export function oauthFlowDeps(services: AppServices): OAuthFlowDeps {
  const { config } = services;
  return {
    config, credentials: services.credentials, types: services.credentialTypes,
    signer: new OAuthStateSigner(resolveEncryptionKey(config.userFolder, config.encryptionKey)),
  };
}

/**
 * A callback the service redirects the popup to (public: the signed state, not a session, says whose
 * credential it is). It always answers a page, never JSON: the user sees it in the popup.
 */
export function registerOAuthCallback<Q extends Record<string, string | undefined>>(
  app: FastifyInstance, services: AppServices, path: string, fields: Array<keyof Q & string>, finish: (query: Q) => Promise<OAuthOutcome>,
): void {
  const editorOrigin = new URL(editorBaseUrl(services.config)).origin;
  app.get(path, async (request, reply) => {
    const raw = (request.query ?? {}) as Record<string, unknown>;
    // Only single text values count; a repeated or missing parameter is as good as absent.
    const query = Object.fromEntries(fields.filter((field) => typeof raw[field] === 'string').map((field) => [field, raw[field]])) as Q;
    let outcome: OAuthOutcome;
    try {
      outcome = await finish(query);
    } catch (error) {
      request.log.error({ err: error }, 'An OAuth callback failed');
      outcome = failed(500, 'The server could not store the connection.', 'The server log has the details. Close this window and try again.');
    }
    return sendOAuthOutcome(reply, outcome, editorOrigin);
  });
}
