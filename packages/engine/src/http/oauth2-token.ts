import type { IDataObject, IHttpRequestOptions, IN8nHttpFullResponse } from '@weft/workflow';
import { CredentialAuthError } from './credential-auth.js';
import { performHttpRequest } from './http-request.js';
import { HttpTransportError } from './http-transport.js';

/** The token endpoint refused or could not be reached; the message says which and why, never a secret. */
export class OAuth2TokenError extends CredentialAuthError {
  constructor(message: string, description?: string) {
    super(message, description);
    this.name = 'OAuth2TokenError';
  }
}

/** How a token request is sent; tests and the server pass their own. */
export type TokenRequestSender = (options: IHttpRequestOptions) => Promise<unknown>;

const text = (credentials: IDataObject, key: string) => (typeof credentials[key] === 'string' ? credentials[key] : '');

/** Token endpoints answer JSON, or (GitHub without Accept, older providers) a form. */
function parseTokenAnswer(body: string): IDataObject | undefined {
  const trimmed = body.trim();
  if (trimmed.startsWith('{')) {
    try {
      const parsed = JSON.parse(trimmed) as unknown;
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? parsed as IDataObject : undefined;
    } catch {
      return undefined;
    }
  }
  const form = new URLSearchParams(trimmed);
  return form.has('access_token') || form.has('error') ? Object.fromEntries(form.entries()) : undefined;
}

function additionalBodyProperties(credentials: IDataObject): Record<string, string> {
  if (credentials.grantType !== 'clientCredentials' || credentials.authentication !== 'body' || credentials.sendAdditionalBodyProperties !== true) return {};
  const raw = credentials.additionalBodyProperties;
  if (raw === undefined || raw === '') return {};
  let parsed: unknown = raw;
  if (typeof raw === 'string') {
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw new OAuth2TokenError('The additional body properties of the OAuth2 credential are not valid JSON',
        'Give an object such as {"audience": "https://api.example.com"}.');
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new OAuth2TokenError('The additional body properties of the OAuth2 credential must be a JSON object');
  }
  return Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]));
}

/**
 * One request to the credential's token endpoint (RFC 6749 §4.1.3, §4.4, §6) with the client
 * authenticated as the credential says: HTTP Basic (`header`, the default) or client_id and
 * client_secret in the body. Answers the token data to store as `oauthTokenData`.
 */
export async function requestOAuth2Token(
  credentials: IDataObject, grant: Record<string, string>, send: TokenRequestSender = performHttpRequest,
): Promise<IDataObject> {
  const url = text(credentials, 'accessTokenUrl');
  if (url === '') {
    throw new OAuth2TokenError('The OAuth2 credential has no access token URL', 'Enter the Access Token URL of the service in the credential.');
  }
  const clientId = text(credentials, 'clientId');
  const clientSecret = text(credentials, 'clientSecret');
  const inBody = credentials.authentication === 'body';
  const form = new URLSearchParams({
    ...grant,
    ...(inBody ? { client_id: clientId, ...(clientSecret !== '' ? { client_secret: clientSecret } : {}) } : {}),
    ...additionalBodyProperties(credentials),
  });
  let response: IN8nHttpFullResponse;
  try {
    response = await send({
      url, method: 'POST', body: form.toString(), encoding: 'text', returnFullResponse: true, ignoreHttpStatusErrors: true,
      skipSslCertificateValidation: credentials.ignoreSSLIssues === true,
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json',
        ...(inBody ? {} : { Authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}` }),
      },
    }) as IN8nHttpFullResponse;
  } catch (error) {
    const reason = error instanceof HttpTransportError || error instanceof Error ? error.message : String(error);
    throw new OAuth2TokenError(`The OAuth2 token endpoint could not be reached: ${reason}`, 'Check the Access Token URL of the credential.');
  }
  const answer = parseTokenAnswer(Buffer.isBuffer(response.body) ? response.body.toString('utf8') : String(response.body ?? ''));
  if (response.statusCode >= 400 || !answer || typeof answer.error === 'string' || typeof answer.access_token !== 'string') {
    const reason = typeof answer?.error_description === 'string' ? answer.error_description
      : typeof answer?.error === 'string' ? answer.error : `${response.statusCode} ${response.statusMessage ?? ''}`.trim();
    throw new OAuth2TokenError(`The OAuth2 token endpoint refused the request: ${reason}`,
      'Check the client ID and secret, how they are sent, and the Access Token URL; then connect the credential again.');
  }
  return answer;
}

/** RFC 6749 §4.1.3 (and RFC 7636 for PKCE): the authorization code becomes a token. */
export function exchangeOAuth2Code(
  credentials: IDataObject, exchange: { code: string; redirectUri: string; codeVerifier?: string }, send?: TokenRequestSender,
): Promise<IDataObject> {
  return requestOAuth2Token(credentials, {
    grant_type: 'authorization_code', code: exchange.code, redirect_uri: exchange.redirectUri,
    // Public clients (PKCE) identify themselves in the body even when a secret is sent in the header.
    ...(exchange.codeVerifier ? { code_verifier: exchange.codeVerifier, client_id: text(credentials, 'clientId') } : {}),
  }, send);
}

/** RFC 6749 §4.4: a token for the client itself, no user involved. */
export function fetchOAuth2ClientCredentialsToken(credentials: IDataObject, send?: TokenRequestSender): Promise<IDataObject> {
  const scope = text(credentials, 'scope').trim();
  return requestOAuth2Token(credentials, { grant_type: 'client_credentials', ...(scope !== '' ? { scope } : {}) }, send);
}

export function canRefreshOAuth2Token(credentials: IDataObject): boolean {
  if (credentials.grantType === 'clientCredentials') return true;
  const token = credentials.oauthTokenData as IDataObject | undefined;
  return typeof token?.refresh_token === 'string' && token.refresh_token !== '';
}

/**
 * A new token for a credential whose token was refused: RFC 6749 §6 with the refresh token, or a new
 * client-credentials token. A provider that does not rotate refresh tokens keeps the old one.
 */
export async function refreshOAuth2Token(credentials: IDataObject, send?: TokenRequestSender): Promise<IDataObject> {
  if (credentials.grantType === 'clientCredentials') return fetchOAuth2ClientCredentialsToken(credentials, send);
  const previous = (credentials.oauthTokenData ?? {}) as IDataObject;
  if (typeof previous.refresh_token !== 'string' || previous.refresh_token === '') {
    throw new OAuth2TokenError('The OAuth2 token was refused and the credential has no refresh token',
      'Connect the credential to its service again.');
  }
  const answer = await requestOAuth2Token(credentials, { grant_type: 'refresh_token', refresh_token: previous.refresh_token }, send);
  return { ...answer, refresh_token: typeof answer.refresh_token === 'string' ? answer.refresh_token : previous.refresh_token };
}
