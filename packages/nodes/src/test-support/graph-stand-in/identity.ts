import { randomBytes } from 'node:crypto';
import type { StandInReply, StandInRequest } from '../stand-in-server.js';

/*
 * The Microsoft identity platform's v2.0 endpoints as a stand-in: the authorize redirect (the user
 * consents at once) and the token endpoint's authorization_code and refresh_token grants, with the
 * client's id and secret in the form body. Access tokens belong to a mailbox user and carry scopes.
 */

export interface AzureApp { clientId: string; clientSecret: string }
export interface IssuedToken { user: string; scopes: string[]; expiresAt: number }

const opaque = (prefix: string) => `${prefix}${randomBytes(24).toString('base64url')}`;

export class MicrosoftIdentity {
  readonly tokens = new Map<string, IssuedToken>();
  /** The query of each authorize request, so a test sees what the credential asked for. */
  readonly authorizations: URLSearchParams[] = [];
  private readonly codes = new Map<string, { clientId: string; redirectUri: string; scopes: string[] }>();
  private readonly refreshTokens = new Map<string, { clientId: string; scopes: string[]; user: string }>();

  constructor(private readonly apps: AzureApp[], private readonly defaultUser: string) {}

  /** A token a test hands out directly, as if the user had connected before. */
  issue(scopes: string[], user = this.defaultUser): string {
    const access = opaque('eyJ0eXAiOiJKV1Qi.');
    this.tokens.set(access, { user, scopes, expiresAt: Date.now() + 3_599_000 });
    return access;
  }

  expireAll(): void {
    for (const token of this.tokens.values()) token.expiresAt = 0;
  }

  authorize(request: StandInRequest, reply: StandInReply): void {
    const query = request.query;
    this.authorizations.push(query);
    const app = this.apps.find((candidate) => candidate.clientId === query.get('client_id'));
    const redirectUri = query.get('redirect_uri') ?? '';
    if (!app) return reply.text(400, `AADSTS700016: Application with identifier '${query.get('client_id') ?? ''}' was not found in the directory.`, 'text/html');
    if (query.get('response_type') !== 'code' || !/^https?:\/\//.test(redirectUri)) {
      return reply.text(400, "AADSTS900144: The request body must contain the following parameter: 'response_type'.", 'text/html');
    }
    const code = opaque('M.C5');
    this.codes.set(code, { clientId: app.clientId, redirectUri, scopes: (query.get('scope') ?? '').split(' ').filter(Boolean) });
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    const state = query.get('state');
    if (state) back.searchParams.set('state', state);
    reply.send(302, '', { location: back.toString() });
  }

  token(request: StandInRequest, reply: StandInReply): void {
    const form = new URLSearchParams(request.rawBody);
    const app = this.apps.find((candidate) => candidate.clientId === form.get('client_id'));
    if (!app || app.clientSecret !== form.get('client_secret')) {
      return reply.json(401, { error: 'invalid_client', error_description: 'AADSTS7000215: Invalid client secret provided.', error_codes: [7000215] });
    }
    const answer = (scopes: string[], user: string) => {
      const access = this.issue(scopes, user);
      const body: Record<string, unknown> = { token_type: 'Bearer', scope: scopes.join(' '), expires_in: 3599, ext_expires_in: 3599, access_token: access };
      if (scopes.includes('offline_access')) {
        const refresh = opaque('M.R3');
        this.refreshTokens.set(refresh, { clientId: app.clientId, scopes, user });
        body.refresh_token = refresh;
      }
      reply.json(200, body);
    };
    if (form.get('grant_type') === 'authorization_code') {
      const code = this.codes.get(form.get('code') ?? '');
      this.codes.delete(form.get('code') ?? '');
      if (!code || code.clientId !== app.clientId || code.redirectUri !== form.get('redirect_uri')) {
        return reply.json(400, { error: 'invalid_grant', error_description: 'AADSTS70000: The provided authorization code or refresh token has expired or is invalid.', error_codes: [70000] });
      }
      return answer(code.scopes, this.defaultUser);
    }
    if (form.get('grant_type') === 'refresh_token') {
      const stored = this.refreshTokens.get(form.get('refresh_token') ?? '');
      if (!stored || stored.clientId !== app.clientId) {
        return reply.json(400, { error: 'invalid_grant', error_description: 'AADSTS9002313: Invalid request. Request is malformed or invalid.', error_codes: [9002313] });
      }
      return answer(stored.scopes, stored.user);
    }
    reply.json(400, { error: 'unsupported_grant_type', error_description: 'AADSTS70003: The app requested an unsupported grant type.' });
  }
}
