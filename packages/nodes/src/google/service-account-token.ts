import { createHash, createSign } from 'node:crypto';
import type { IDataObject, IHttpRequestOptions } from '@weft/workflow';

/** Google's OAuth token endpoint; service accounts exchange a signed JWT there (RFC 7523). */
export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
const JWT_BEARER_GRANT = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
/** A token is not reused in its last minute, so a request never leaves with one that expires on the way. */
const EXPIRY_MARGIN_MS = 60_000;

/** Google did not issue a token for the service account (bad key, unknown account, delegation refused). */
export class GoogleTokenError extends Error {
  constructor(message: string, readonly description: string) {
    super(message);
    this.name = 'GoogleTokenError';
  }
}

export interface ServiceAccount {
  email: string;
  privateKey: string;
  /** The Workspace user the account acts for (domain-wide delegation), when impersonating. */
  subject?: string;
}

export type TokenSender = (options: IHttpRequestOptions) => Promise<unknown>;

/** The account a googleApi credential describes. */
export function serviceAccountOf(credentials: IDataObject): ServiceAccount {
  const email = String(credentials.email ?? '').trim();
  // A key pasted from the JSON key file often keeps its escaped line breaks.
  const privateKey = String(credentials.privateKey ?? '').replace(/\\n/g, '\n').trim();
  const delegated = String(credentials.delegatedEmail ?? '').trim();
  return { email, privateKey, ...(credentials.inpersonate === true && delegated !== '' ? { subject: delegated } : {}) };
}

const base64Url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** The signed assertion Google's token endpoint takes: an RS256 JWT asking for `scopes` for an hour. */
export function serviceAccountAssertion(account: ServiceAccount, scopes: string[], nowSeconds: number): string {
  const header = base64Url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const claims = base64Url(JSON.stringify({
    iss: account.email,
    scope: scopes.join(' '),
    aud: GOOGLE_TOKEN_URL,
    iat: nowSeconds,
    exp: nowSeconds + 3600,
    ...(account.subject ? { sub: account.subject } : {}),
  }));
  const signer = createSign('RSA-SHA256');
  signer.update(`${header}.${claims}`);
  let signature: Buffer;
  try {
    signature = signer.sign(account.privateKey);
  } catch {
    throw new GoogleTokenError('The service account\'s private key cannot be read',
      'Paste the whole "private_key" of the key file, from -----BEGIN PRIVATE KEY----- to -----END PRIVATE KEY-----.');
  }
  return `${header}.${claims}.${base64Url(signature)}`;
}

const cache = new Map<string, { token: string; expiresAt: number }>();

function cacheKey(account: ServiceAccount, scopes: string[]): string {
  return createHash('sha256').update(JSON.stringify([account.email, account.subject ?? '', account.privateKey, [...scopes].sort()])).digest('hex');
}

/**
 * An access token for the service account and scopes: the one Google issued before while it is still
 * valid, else a new one for a freshly signed JWT.
 */
export async function googleServiceAccountToken(account: ServiceAccount, scopes: string[], send: TokenSender): Promise<string> {
  if (account.email === '' || account.privateKey === '') {
    throw new GoogleTokenError('The service account credential lacks its email or private key', 'Fill in both from the service account\'s JSON key file.');
  }
  const key = cacheKey(account, scopes);
  const cached = cache.get(key);
  if (cached && cached.expiresAt - EXPIRY_MARGIN_MS > Date.now()) return cached.token;
  const assertion = serviceAccountAssertion(account, scopes, Math.floor(Date.now() / 1000));
  const response = await send({
    method: 'POST',
    url: GOOGLE_TOKEN_URL,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: JWT_BEARER_GRANT, assertion }).toString(),
    json: true,
    returnFullResponse: true,
    ignoreHttpStatusErrors: true,
  }) as { statusCode: number; body: unknown };
  const body = (typeof response.body === 'object' && response.body !== null ? response.body : {}) as IDataObject;
  if (response.statusCode >= 400 || typeof body.access_token !== 'string') {
    const reason = [body.error, body.error_description].filter((part) => typeof part === 'string' && part !== '').join(': ');
    throw new GoogleTokenError(`Google did not issue an access token for the service account${reason ? ` (${reason})` : ` (status ${response.statusCode})`}`,
      account.subject
        ? 'Check the email and private key, and that the account may act for the impersonated user (domain-wide delegation of these scopes).'
        : 'Check the service account\'s email and private key, and that the key has not been deleted.');
  }
  const expiresIn = typeof body.expires_in === 'number' ? body.expires_in : 3600;
  cache.set(key, { token: body.access_token, expiresAt: Date.now() + expiresIn * 1000 });
  return body.access_token;
}
