import type { IDataObject, IN8nHttpFullResponse } from '@weft/workflow';
import type { OAuth1Keys } from '@weft/engine';
import type { StoredUser } from '../../db/users.repository.js';
import { BadRequestError } from '../../errors.js';
import { loadEngine, type EngineModule } from '../executions/engine-module.js';
import { failed, type OAuthOutcome } from './oauth-callback-page.js';
import {
  credentialOfState, credentialToConnect, effectiveData, requireUrl, sender, storeTokens, type OAuthFlowDeps,
} from './oauth-credential-access.js';
import { oauthCallbackUrl } from './oauth-state.js';

/** What an OAuth 1 service's redirect carries (RFC 5849 §2.2), plus our own `state`. */
export interface OAuth1CallbackQuery {
  oauth_token?: string;
  oauth_verifier?: string;
  state?: string;
  denied?: string;
}

/** A token endpoint refused or could not be reached. */
class OAuth1TokenError extends Error {}

/**
 * Connecting OAuth1 credentials (RFC 5849 §2): a signed request for temporary credentials, the user
 * authorizes them at the service, and the callback trades them and the verifier for token credentials.
 * The callback URL (sent before the temporary secret is known) carries a signed state naming the
 * credential; the temporary secret waits in memory until the user comes back.
 */
export class OAuth1CredentialFlow {
  constructor(private readonly deps: OAuthFlowDeps) {}

  private keys(engine: EngineModule, data: IDataObject, token?: { token: string; secret: string }): OAuth1Keys {
    const signatureMethod = data.signatureMethod ?? 'HMAC-SHA1';
    if (!engine.isOAuth1SignatureMethod(signatureMethod)) {
      throw new BadRequestError(`The signature method "${String(signatureMethod)}" is not supported`, 'Choose HMAC-SHA1, HMAC-SHA256 or HMAC-SHA512.');
    }
    const consumerKey = typeof data.consumerKey === 'string' ? data.consumerKey : '';
    if (consumerKey === '') throw new BadRequestError('The credential has no consumer key', 'Enter the consumer key the service gave you, save and connect again.');
    return {
      consumerKey, consumerSecret: typeof data.consumerSecret === 'string' ? data.consumerSecret : '', signatureMethod,
      ...(token ? { token: token.token, tokenSecret: token.secret } : {}),
    };
  }

  /** A signed POST to a token endpoint; answers its form-encoded fields. */
  private async tokenRequest(url: string, keys: OAuth1Keys, extra: Record<string, string>): Promise<Record<string, string>> {
    const { oauth1AuthorizationHeader, signOAuth1 } = await loadEngine();
    const protocol = signOAuth1({ method: 'POST', url }, keys, extra);
    let response: IN8nHttpFullResponse;
    try {
      response = await sender(this.deps)({
        url, method: 'POST', encoding: 'text', returnFullResponse: true, ignoreHttpStatusErrors: true,
        headers: { Authorization: oauth1AuthorizationHeader(protocol), Accept: 'application/x-www-form-urlencoded, application/json' },
      }) as IN8nHttpFullResponse;
    } catch (error) {
      throw new OAuth1TokenError(`The service could not be reached at ${url}: ${error instanceof Error ? error.message : String(error)}`);
    }
    const text = String(response.body ?? '').trim();
    let fields: Record<string, string>;
    try {
      fields = text.startsWith('{') ? JSON.parse(text) as Record<string, string> : Object.fromEntries(new URLSearchParams(text));
    } catch {
      fields = {};
    }
    if (response.statusCode >= 400 || typeof fields.oauth_token !== 'string' || typeof fields.oauth_token_secret !== 'string') {
      const reason = text !== '' && text.length < 300 && !/<html/i.test(text) ? text : `${response.statusCode} ${response.statusMessage ?? ''}`.trim();
      throw new OAuth1TokenError(`The service refused the token request: ${reason}`);
    }
    return fields;
  }

  async authorizationUrl(user: StoredUser, id: string): Promise<string> {
    const credential = await credentialToConnect(this.deps, user, id, 'oauth1');
    const data = await effectiveData(this.deps.types, credential);
    const requestTokenUrl = requireUrl(data, 'requestTokenUrl', 'Request Token URL');
    const authUrl = requireUrl(data, 'authUrl', 'Authorization URL');
    requireUrl(data, 'accessTokenUrl', 'Access Token URL');
    const keys = this.keys(await loadEngine(), data);
    // The callback carries a first state to find the credential; the temporary secret is only known after.
    const lookup = this.deps.signer.sign({ credentialId: credential.id, userId: user.id, version: 'oauth1' });
    const callback = `${oauthCallbackUrl(this.deps.config, 'oauth1')}?${new URLSearchParams({ state: lookup }).toString()}`;
    let temporary: Record<string, string>;
    try {
      temporary = await this.tokenRequest(requestTokenUrl, keys, { oauth_callback: callback });
    } catch (error) {
      if (error instanceof OAuth1TokenError) {
        throw new BadRequestError(error.message, 'Check the consumer key and secret, the signature method and the Request Token URL.');
      }
      throw error;
    }
    this.pending.set(temporary.oauth_token as string, {
      credentialId: credential.id, secret: temporary.oauth_token_secret as string, expires: Date.now() + 10 * 60_000,
    });
    this.forgetExpired();
    const url = new URL(authUrl);
    url.searchParams.set('oauth_token', temporary.oauth_token as string);
    return url.href;
  }

  /**
   * Temporary token -> its secret, until the user comes back. In memory: the main process serves both
   * routes, a secret never reaches the disk, and a connection left unfinished leaves nothing behind.
   */
  private readonly pending = new Map<string, { credentialId: string; secret: string; expires: number }>();

  private forgetExpired(): void {
    const now = Date.now();
    for (const [token, entry] of this.pending) if (entry.expires < now) this.pending.delete(token);
  }

  /** The service sent the user back: trade the verifier for token credentials and store them. Never throws. */
  async callback(query: OAuth1CallbackQuery): Promise<OAuthOutcome> {
    const retry = 'Close this window and connect the credential again.';
    if (query.denied !== undefined || !query.oauth_verifier || !query.oauth_token) {
      return failed(400, 'The service did not connect the credential: access was not granted.', retry);
    }
    const found = await credentialOfState(this.deps, query.state, 'oauth1');
    if (!('claims' in found)) return found;
    this.forgetExpired();
    const pending = this.pending.get(query.oauth_token);
    if (!pending || pending.credentialId !== found.credential.id) return failed(400, 'This connection is unknown or has expired.', retry);
    this.pending.delete(query.oauth_token);
    const { secret } = pending;
    const data = await effectiveData(this.deps.types, found.credential);
    try {
      const tokens = await this.tokenRequest(requireUrl(data, 'accessTokenUrl', 'Access Token URL'),
        this.keys(await loadEngine(), data, { token: query.oauth_token, secret }), { oauth_verifier: query.oauth_verifier });
      await storeTokens(this.deps, found.credential, tokens);
    } catch (error) {
      if (error instanceof OAuth1TokenError || error instanceof BadRequestError) return failed(400, error.message, retry);
      throw error;
    }
    return { ok: true };
  }
}
