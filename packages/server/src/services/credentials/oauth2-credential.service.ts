import type { StoredUser } from '../../db/users.repository.js';
import { BadRequestError } from '../../errors.js';
import { loadEngine } from '../executions/engine-module.js';
import { failed, type OAuthOutcome } from './oauth-callback-page.js';
import {
  credentialOfState, credentialToConnect, effectiveData, requireUrl, sender, storeTokens, type OAuthFlowDeps,
} from './oauth-credential-access.js';
import { oauthCallbackUrl, OAuthStateSigner } from './oauth-state.js';

/** What a service's redirect to the callback carries (RFC 6749 §4.1.2). */
export interface OAuth2CallbackQuery {
  code?: string;
  state?: string;
  error?: string;
  error_description?: string;
}

/**
 * Connecting OAuth2 credentials. Authorization code and PKCE: the editor opens the authorization URL in
 * a popup, the service sends the user back to the callback, which exchanges the code and stores the
 * token. Client credentials involve no user: the auth route fetches the token itself and answers the
 * callback's URL with a state that says so, so that the popup shows the same success page and the
 * editor needs no second way.
 */
export class OAuth2CredentialFlow {
  constructor(private readonly deps: OAuthFlowDeps) {}

  private callbackUrl(): string {
    return oauthCallbackUrl(this.deps.config, 'oauth2');
  }

  async authorizationUrl(user: StoredUser, id: string): Promise<string> {
    const credential = await credentialToConnect(this.deps, user, id, 'oauth2');
    const data = await effectiveData(this.deps.types, credential);
    const { fetchOAuth2ClientCredentialsToken, OAuth2TokenError, serviceUrl } = await loadEngine();
    if (typeof data.clientId !== 'string' || data.clientId.trim() === '') {
      throw new BadRequestError('The credential has no client ID', 'Enter the client ID the service gave you, save and connect again.');
    }
    if (data.grantType === 'clientCredentials') {
      requireUrl(data, 'accessTokenUrl', 'Access Token URL');
      let tokens;
      try {
        tokens = await fetchOAuth2ClientCredentialsToken(data, sender(this.deps));
      } catch (error) {
        if (error instanceof OAuth2TokenError) throw new BadRequestError(error.message, error.description);
        throw error;
      }
      await storeTokens(this.deps, credential, tokens);
      const state = this.deps.signer.sign({ credentialId: credential.id, userId: user.id, version: 'oauth2', connected: true });
      return `${this.callbackUrl()}?${new URLSearchParams({ state }).toString()}`;
    }
    const url = serviceUrl(new URL(requireUrl(data, 'authUrl', 'Authorization URL')));
    const state = this.deps.signer.sign({ credentialId: credential.id, userId: user.id, version: 'oauth2' });
    const query = url.searchParams;
    query.set('client_id', data.clientId.trim());
    query.set('redirect_uri', this.callbackUrl());
    query.set('response_type', 'code');
    const scope = typeof data.scope === 'string' ? data.scope.trim() : '';
    if (scope !== '') query.set('scope', scope);
    query.set('state', state);
    if (data.grantType === 'pkce') {
      query.set('code_challenge', OAuthStateSigner.pkceChallenge(this.deps.signer.pkceVerifier(state)));
      query.set('code_challenge_method', 'S256');
    }
    // Extra parameters the service wants (access_type=offline, prompt=consent), as the user wrote them.
    const extra = typeof data.authQueryParameters === 'string' ? data.authQueryParameters.trim().replace(/^[?&]+/, '') : '';
    for (const [name, value] of new URLSearchParams(extra)) query.set(name, value);
    return url.href;
  }

  /** The service sent the user back: exchange the code for a token and store it. Never throws. */
  async callback(query: OAuth2CallbackQuery): Promise<OAuthOutcome> {
    if (query.error) {
      return failed(400, `The service did not connect the credential: ${query.error_description || query.error}`,
        'Close this window and connect again; allow the access the service asks about.');
    }
    const found = await credentialOfState(this.deps, query.state, 'oauth2');
    if (!('claims' in found)) return found;
    const { claims, credential } = found;
    if (claims.connected) return { ok: true };
    if (!query.code) return failed(400, 'The service sent no authorization code back.', 'Close this window and connect the credential again.');
    const data = await effectiveData(this.deps.types, credential);
    const { exchangeOAuth2Code, OAuth2TokenError } = await loadEngine();
    try {
      const tokens = await exchangeOAuth2Code(data, {
        code: query.code, redirectUri: this.callbackUrl(),
        ...(data.grantType === 'pkce' ? { codeVerifier: this.deps.signer.pkceVerifier(query.state as string) } : {}),
      }, sender(this.deps));
      await storeTokens(this.deps, credential, tokens);
    } catch (error) {
      if (error instanceof OAuth2TokenError) return failed(400, error.message, error.description ?? '');
      throw error;
    }
    return { ok: true };
  }
}
