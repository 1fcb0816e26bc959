import type { ICredentialDataDecryptedObject, ICredentialType, IDataObject, IHttpRequestOptions, IN8nHttpFullResponse } from '@weft/workflow';
import { extendsCredentialType, lineageDefaults } from '@weft/workflow';
import { applyCredentialAuth, CredentialAuthError, withOwnFieldDefaults } from './credential-auth.js';
import { HttpStatusError } from './http-request.js';
import { canRefreshOAuth2Token, fetchOAuth2ClientCredentialsToken, refreshOAuth2Token, type TokenRequestSender } from './oauth2-token.js';

/** Whether a credential type is OAuth2 (the generic type, or a service's type that extends it). */
export function isOAuth2Credential(typeName: string, lineage: ICredentialType[]): boolean {
  return extendsCredentialType(typeName, lineage, 'oAuth2Api');
}

export interface OAuth2RequestDeps {
  lineage: ICredentialType[];
  typeName: string;
  credentials: ICredentialDataDecryptedObject;
  /** Sends one request (the execution's HTTP helper, without authentication). */
  send(options: IHttpRequestOptions): Promise<unknown>;
  /** Stores the credential with a new token, so that later requests and runs use it. */
  save?(data: ICredentialDataDecryptedObject): Promise<void>;
  /** How token requests are sent (defaults to a plain HTTP request). */
  sendTokenRequest?: TokenRequestSender;
  /** The status that means "token expired" (n8n's `tokenExpiredStatusCode`); 401 unless a type says otherwise. */
  tokenExpiredStatusCode?: number;
  /** The word before the token in the Authorization header, when a node asks for another than the token's type. */
  tokenType?: string;
  /** Refresh with the client id and secret in the body (n8n's `includeCredentialsOnRefreshOnBody`). */
  refreshInBody?: boolean;
  /**
   * n8n's `property`: the token to send is at this path of the stored token data rather than its
   * `access_token` (Slack grants the user's token as `authed_user.access_token`). Sent as Bearer unless `tokenType` says otherwise.
   */
  tokenProperty?: string;
}

function tokenAt(data: IDataObject, path: string): unknown {
  let value: unknown = data;
  for (const key of path.split('.')) value = typeof value === 'object' && value !== null ? (value as IDataObject)[key] : undefined;
  return value;
}

type Outcome = { refused: false; value: unknown } | { refused: true; value?: unknown; error?: unknown };

const hasAccessToken = (credentials: IDataObject) => {
  const token = credentials.oauthTokenData as IDataObject | undefined;
  return typeof token?.access_token === 'string' && token.access_token !== '';
};

/**
 * A request with an OAuth2 credential: a client-credentials credential without a token gets one first;
 * when the service refuses the token (401), it is refreshed, stored, and the request is sent once more.
 * The caller's `ignoreHttpStatusErrors` and `returnFullResponse` keep their meaning.
 */
export async function sendWithOAuth2(deps: OAuth2RequestDeps, options: IHttpRequestOptions): Promise<unknown> {
  const expired = deps.tokenExpiredStatusCode ?? 401;
  // A service's type fixes its token URL and grant as hidden defaults, which stored data may lack.
  let credentials = withOwnFieldDefaults(deps.lineage, { ...lineageDefaults(deps.lineage), ...deps.credentials }) as ICredentialDataDecryptedObject;
  const renew = async (token: IDataObject) => {
    credentials = { ...credentials, oauthTokenData: token };
    await deps.save?.({ ...deps.credentials, oauthTokenData: token });
  };
  if (credentials.grantType === 'clientCredentials' && !hasAccessToken(credentials)) {
    await renew(await fetchOAuth2ClientCredentialsToken(credentials, deps.sendTokenRequest));
  }

  const attempt = async (): Promise<Outcome> => {
    const withToken = await applyCredentialAuth(deps.lineage, deps.typeName, credentials, options);
    const data = credentials.oauthTokenData as IDataObject;
    const token = deps.tokenProperty ? tokenAt(data, deps.tokenProperty) : data.access_token;
    if (deps.tokenProperty && (typeof token !== 'string' || token === '')) {
      throw new CredentialAuthError(`The OAuth2 credential's token data has no "${deps.tokenProperty}"`,
        'Connect the credential again, granting the access the node needs.');
    }
    const scheme = deps.tokenType ?? (deps.tokenProperty ? 'Bearer' : undefined);
    const authenticated = scheme
      ? { ...withToken, headers: { ...withToken.headers, Authorization: `${scheme} ${String(token)}` } }
      : withToken;
    if (options.ignoreHttpStatusErrors !== true) {
      try {
        return { refused: false, value: await deps.send(authenticated) };
      } catch (error) {
        if (error instanceof HttpStatusError && error.statusCode === expired) return { refused: true, error };
        throw error;
      }
    }
    const full = await deps.send({ ...authenticated, returnFullResponse: true }) as IN8nHttpFullResponse;
    const value = options.returnFullResponse ? full : full.body;
    return full.statusCode === expired ? { refused: true, value } : { refused: false, value };
  };

  const first = await attempt();
  if (!first.refused) return first.value;
  if (!canRefreshOAuth2Token(credentials)) {
    if (first.error !== undefined) throw first.error;
    return first.value;
  }
  await renew(await refreshOAuth2Token(deps.refreshInBody ? { ...credentials, authentication: 'body' } : credentials, deps.sendTokenRequest));
  const second = await attempt();
  if (second.refused && second.error !== undefined) throw second.error;
  return second.value;
}
