import { createPublicKey, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { StandInReply, StandInRequest } from '../stand-in-server.js';

/*
 * Google's OAuth 2.0 endpoints as a web server app and a service account use them
 * (developers.google.com/identity/protocols/oauth2/web-server and .../service-account):
 * the consent redirect, the token endpoint's three grants, and tokeninfo.
 */

export interface IssuedToken { scopes: string[]; expiresAt: number; subject: string; clientId?: string }

export interface OAuthClient { clientId: string; clientSecret: string }

export interface ServiceAccountKey {
  email: string;
  /** PKCS#8 PEM, as the key file's "private_key" holds it. */
  privateKey: string;
  /** Whether the Workspace admin allowed the account to act for users (domain-wide delegation). */
  delegation: boolean;
}

export function newServiceAccountKey(email: string, delegation = false): ServiceAccountKey {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { email, delegation, privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() };
}

const token = (prefix: string) => `${prefix}${randomBytes(18).toString('base64url')}`;

export class GoogleOAuth {
  readonly tokens = new Map<string, IssuedToken>();
  private readonly refreshTokens = new Map<string, { clientId: string; scopes: string[] }>();
  private readonly codes = new Map<string, { clientId: string; redirectUri: string; scopes: string[]; offline: boolean }>();
  /** The query of each consent request, so a test sees what the credential asked Google for. */
  readonly authorizations: URLSearchParams[] = [];
  /** The JWT claims of each service account assertion Google accepted. */
  readonly assertions: Array<Record<string, unknown>> = [];

  constructor(private readonly clients: OAuthClient[], private readonly accounts: ServiceAccountKey[]) {}

  /** A token a test hands out directly (as if a user had connected before). */
  issue(scopes: string[], subject = 'user@example.com'): string {
    const access = token('ya29.');
    this.tokens.set(access, { scopes, expiresAt: Date.now() + 3_599_000, subject });
    return access;
  }

  /** Every access token expires now: the next request with one gets 401 and needs the refresh grant. */
  expireAll(): void {
    for (const issued of this.tokens.values()) issued.expiresAt = 0;
  }

  valid(bearer: string | undefined): IssuedToken | undefined {
    const issued = bearer === undefined ? undefined : this.tokens.get(bearer);
    return issued && issued.expiresAt > Date.now() ? issued : undefined;
  }

  authorize(request: StandInRequest, reply: StandInReply): void {
    const query = request.query;
    this.authorizations.push(query);
    const client = this.clients.find((c) => c.clientId === query.get('client_id'));
    const redirectUri = query.get('redirect_uri') ?? '';
    if (!client) return reply.send(401, '<h1>Error 401: invalid_client</h1><p>The OAuth client was not found.</p>', { 'content-type': 'text/html' });
    if (query.get('response_type') !== 'code' || !/^https?:\/\//.test(redirectUri)) {
      return reply.send(400, '<h1>Error 400: invalid_request</h1>', { 'content-type': 'text/html' });
    }
    const scopes = (query.get('scope') ?? '').split(' ').filter(Boolean);
    if (scopes.length === 0) return reply.send(400, '<h1>Error 400: invalid_request</h1><p>Missing required parameter: scope</p>', { 'content-type': 'text/html' });
    // The user consents at once: Google redirects back with a one-time code.
    const code = token('4/0A');
    this.codes.set(code, { clientId: client.clientId, redirectUri, scopes, offline: query.get('access_type') === 'offline' });
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    if (query.has('state')) back.searchParams.set('state', query.get('state') ?? '');
    back.searchParams.set('scope', scopes.join(' '));
    reply.send(302, '', { location: back.toString() });
  }

  tokenEndpoint(request: StandInRequest, reply: StandInReply): void {
    if (request.method !== 'POST') return reply.json(405, { error: 'invalid_request', error_description: 'Use POST' });
    if (!String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
      return reply.json(400, { error: 'invalid_request', error_description: 'Invalid content type' });
    }
    const form = new URLSearchParams(request.rawBody);
    const grant = form.get('grant_type');
    if (grant === 'urn:ietf:params:oauth:grant-type:jwt-bearer') return this.jwtGrant(form.get('assertion') ?? '', reply);
    const client = this.client(request, form);
    if (!client) return reply.json(401, { error: 'invalid_client', error_description: 'The OAuth client was not found.' });
    if (grant === 'authorization_code') {
      const code = this.codes.get(form.get('code') ?? '');
      this.codes.delete(form.get('code') ?? '');
      if (!code || code.clientId !== client.clientId) return reply.json(400, { error: 'invalid_grant', error_description: 'Malformed auth code.' });
      if (code.redirectUri !== form.get('redirect_uri')) return reply.json(400, { error: 'redirect_uri_mismatch', error_description: 'Bad Request' });
      const access = this.issue(code.scopes);
      const answer: Record<string, unknown> = { access_token: access, expires_in: 3599, scope: code.scopes.join(' '), token_type: 'Bearer' };
      if (code.offline) {
        const refresh = token('1//0g');
        this.refreshTokens.set(refresh, { clientId: client.clientId, scopes: code.scopes });
        answer.refresh_token = refresh;
      }
      return reply.json(200, answer);
    }
    if (grant === 'refresh_token') {
      const stored = this.refreshTokens.get(form.get('refresh_token') ?? '');
      if (!stored || stored.clientId !== client.clientId) return reply.json(400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
      return reply.json(200, { access_token: this.issue(stored.scopes), expires_in: 3599, scope: stored.scopes.join(' '), token_type: 'Bearer' });
    }
    reply.json(400, { error: 'unsupported_grant_type', error_description: `Invalid grant_type: ${grant ?? ''}` });
  }

  tokenInfo(request: StandInRequest, reply: StandInReply): void {
    const access = request.query.get('access_token') ?? '';
    const issued = this.valid(access);
    if (!issued) return reply.json(400, { error: 'invalid_token', error_description: 'Invalid Value' });
    reply.json(200, {
      azp: issued.clientId ?? '', aud: issued.clientId ?? '', scope: issued.scopes.join(' '),
      exp: String(Math.floor(issued.expiresAt / 1000)), expires_in: String(Math.floor((issued.expiresAt - Date.now()) / 1000)), access_type: 'offline',
    });
  }

  private client(request: StandInRequest, form: URLSearchParams): OAuthClient | undefined {
    let id = form.get('client_id');
    let secret = form.get('client_secret');
    const basic = /^Basic (.+)$/i.exec(String(request.headers.authorization ?? ''))?.[1];
    if (basic) [id, secret] = Buffer.from(basic, 'base64').toString('utf8').split(':').map(decodeURIComponent) as [string, string];
    return this.clients.find((c) => c.clientId === id && c.clientSecret === secret);
  }

  private jwtGrant(assertion: string, reply: StandInReply): void {
    const [header, claims, signature] = assertion.split('.');
    const decode = (part: string | undefined) => {
      try {
        return JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
      } catch {
        return undefined;
      }
    };
    const head = decode(header);
    const body = decode(claims);
    if (!head || !body || !signature) return reply.json(400, { error: 'invalid_grant', error_description: 'Invalid JWT: Token must be a short-lived token and in a reasonable timeframe' });
    const account = this.accounts.find((a) => a.email === body.iss);
    if (!account) return reply.json(400, { error: 'invalid_grant', error_description: 'Invalid grant: account not found' });
    const verifier = createVerify('RSA-SHA256');
    verifier.update(`${header}.${claims}`);
    if (head.alg !== 'RS256' || !verifier.verify(createPublicKey(account.privateKey), Buffer.from(signature, 'base64url'))) {
      return reply.json(400, { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' });
    }
    const now = Math.floor(Date.now() / 1000);
    const iat = Number(body.iat);
    const exp = Number(body.exp);
    if (body.aud !== 'https://oauth2.googleapis.com/token' || !(exp > now) || exp - iat > 3600 || iat > now + 300) {
      return reply.json(400, { error: 'invalid_grant', error_description: 'Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe. Check your iat and exp values in the JWT claim.' });
    }
    const scopes = String(body.scope ?? '').split(' ').filter(Boolean);
    if (scopes.length === 0) return reply.json(400, { error: 'invalid_scope', error_description: 'Invalid OAuth scope or ID token audience provided.' });
    if (body.sub !== undefined && !account.delegation) {
      return reply.json(401, { error: 'unauthorized_client', error_description: 'Client is unauthorized to retrieve access tokens using this method, or client not authorized for any of the scopes requested.' });
    }
    this.assertions.push(body);
    const access = this.issue(scopes, typeof body.sub === 'string' ? body.sub : account.email);
    reply.json(200, { access_token: access, expires_in: 3599, token_type: 'Bearer' });
  }
}
