import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { OAuth2Server } from 'oauth2-mock-server';
import {
  oauth1Signature, oauth1SignatureBaseString, parseOAuth1AuthorizationHeader, type OAuth1SignatureMethod,
} from '@weft/engine';

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const close = (server: http.Server) => new Promise<void>((resolve) => {
  server.closeAllConnections();
  server.close(() => resolve());
});

/** What the token endpoint of the OAuth 2 provider received. */
export interface TokenRequest {
  grant: Record<string, string>;
  authorization?: string;
}

export interface OAuth2Provider {
  /** The issuer, e.g. http://127.0.0.1:41234; its endpoints are /authorize and /token. */
  url: string;
  authorizeUrl: string;
  tokenUrl: string;
  tokenRequests: TokenRequest[];
  /** The access token the token endpoint issued last ('' before any). */
  latestAccessToken(): string;
  /** The next token request is refused with this OAuth error. */
  refuseNextTokenRequest(error: string, description?: string): void;
  close(): Promise<void>;
}

/**
 * A real OAuth 2 authorization server on loopback (oauth2-mock-server): /authorize approves at once and
 * redirects to redirect_uri with a code and the state; /token issues JWT access tokens and refresh
 * tokens for any client id and secret and checks PKCE verifiers.
 */
export async function startOAuth2Provider(): Promise<OAuth2Provider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  // The package names its issuer 'localhost', which may resolve to ::1 first.
  const url = `http://127.0.0.1:${server.address().port}`;
  server.issuer.url = url;
  const tokenRequests: TokenRequest[] = [];
  let latest = '';
  server.service.on('beforeResponse', (response: { body: Record<string, unknown>; statusCode: number }, request: http.IncomingMessage & { body?: Record<string, string> }) => {
    tokenRequests.push({ grant: { ...request.body }, ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}) });
    if (typeof response.body.access_token === 'string' && response.statusCode === 200) latest = response.body.access_token;
  });
  return {
    url, authorizeUrl: `${url}/authorize`, tokenUrl: `${url}/token`, tokenRequests,
    latestAccessToken: () => latest,
    refuseNextTokenRequest(error, description) {
      server.service.once('beforeResponse', (response: { body: Record<string, unknown>; statusCode: number }) => {
        response.statusCode = 400;
        response.body = { error, ...(description ? { error_description: description } : {}) };
      });
    },
    close: () => server.stop(),
  };
}

/** An API that accepts only `Authorization: Bearer <accepted()>` and answers who called. */
export async function startBearerApi(accepted: () => string): Promise<{ url: string; calls: string[]; close(): Promise<void> }> {
  const calls: string[] = [];
  const server = http.createServer((request, response) => {
    const authorization = request.headers.authorization ?? '';
    calls.push(authorization);
    const ok = accepted() !== '' && authorization === `Bearer ${accepted()}`;
    response.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
    response.end(JSON.stringify(ok ? { user: 'johndoe' } : { message: 'The access token expired' }));
  });
  return { url: await listen(server), calls, close: () => close(server) };
}

export interface OAuth1ProviderOptions {
  consumerKey: string;
  consumerSecret: string;
  signatureMethod: OAuth1SignatureMethod;
}

export interface OAuth1Provider {
  url: string;
  requestTokenUrl: string;
  authorizeUrl: string;
  accessTokenUrl: string;
  /** A protected resource: answers the signed request's fields when the signature holds, 401 otherwise. */
  apiUrl: string;
  /** The access tokens issued, with their secrets. */
  issued: Map<string, string>;
  /** Why the provider refused requests, newest last. */
  refusals: string[];
  close(): Promise<void>;
}

/**
 * A small OAuth 1.0a provider (RFC 5849) that checks every signature: temporary credentials at
 * /request_token, /authorize approving at once (redirect to the callback with token and verifier),
 * token credentials at /access_token, and a protected /api.
 */
export async function startOAuth1Provider(options: OAuth1ProviderOptions): Promise<OAuth1Provider> {
  const temporary = new Map<string, { secret: string; callback: string; verifier?: string }>();
  const issued = new Map<string, string>();
  const refusals: string[] = [];
  let base = '';
  const token = () => randomBytes(12).toString('hex');

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', base);
      const form = (fields: Record<string, string>) => {
        response.writeHead(200, { 'content-type': 'application/x-www-form-urlencoded' });
        response.end(new URLSearchParams(fields).toString());
      };
      const refuse = (reason: string) => {
        refusals.push(reason);
        response.writeHead(401, { 'content-type': 'text/plain' });
        response.end(reason);
      };
      /** The protocol fields of a correctly signed request, with the token's secret; undefined after refusing. */
      const signed = (secretOf: (token: string | undefined) => string | undefined) => {
        const fields = parseOAuth1AuthorizationHeader(request.headers.authorization ?? '');
        if (!fields) return refuse('No OAuth Authorization header'), undefined;
        if (fields.oauth_consumer_key !== options.consumerKey) return refuse('Unknown consumer key'), undefined;
        if (fields.oauth_signature_method !== options.signatureMethod) return refuse('Wrong signature method'), undefined;
        if (!fields.oauth_nonce || !/^\d+$/.test(fields.oauth_timestamp ?? '')) return refuse('Missing nonce or timestamp'), undefined;
        const tokenSecret = secretOf(fields.oauth_token);
        if (tokenSecret === undefined) return refuse('Unknown token'), undefined;
        const formFields = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')
          ? [...new URLSearchParams(Buffer.concat(chunks).toString()).entries()] : [];
        const expected = oauth1Signature(
          oauth1SignatureBaseString({ method: request.method ?? 'GET', url: url.href, formParameters: formFields }, fields),
          { consumerSecret: options.consumerSecret, tokenSecret, signatureMethod: options.signatureMethod },
        );
        if (fields.oauth_signature !== expected) return refuse('Invalid signature'), undefined;
        return fields;
      };

      if (url.pathname === '/request_token' && request.method === 'POST') {
        const fields = signed((given) => (given === undefined ? '' : undefined));
        if (!fields) return;
        if (!fields.oauth_callback) return refuse('No oauth_callback');
        const temporaryToken = token();
        const secret = token();
        temporary.set(temporaryToken, { secret, callback: fields.oauth_callback });
        return form({ oauth_token: temporaryToken, oauth_token_secret: secret, oauth_callback_confirmed: 'true' });
      }
      if (url.pathname === '/authorize') {
        const pending = temporary.get(url.searchParams.get('oauth_token') ?? '');
        if (!pending) return refuse('Unknown temporary token');
        pending.verifier = token();
        const back = new URL(pending.callback);
        back.searchParams.set('oauth_token', url.searchParams.get('oauth_token') ?? '');
        back.searchParams.set('oauth_verifier', pending.verifier);
        response.writeHead(302, { location: back.href });
        return response.end();
      }
      if (url.pathname === '/access_token' && request.method === 'POST') {
        const fields = signed((given) => temporary.get(given ?? '')?.secret);
        if (!fields) return;
        const pending = temporary.get(fields.oauth_token ?? '');
        if (!pending?.verifier || fields.oauth_verifier !== pending.verifier) return refuse('Wrong verifier');
        temporary.delete(fields.oauth_token ?? '');
        const accessToken = token();
        const secret = token();
        issued.set(accessToken, secret);
        return form({ oauth_token: accessToken, oauth_token_secret: secret, screen_name: 'ada' });
      }
      if (url.pathname.startsWith('/api')) {
        const fields = signed((given) => issued.get(given ?? ''));
        if (!fields) return;
        response.writeHead(200, { 'content-type': 'application/json' });
        return response.end(JSON.stringify({ user: 'ada', method: request.method, query: Object.fromEntries(url.searchParams) }));
      }
      response.writeHead(404);
      response.end();
    });
  });
  base = await listen(server);
  return {
    url: base, requestTokenUrl: `${base}/request_token`, authorizeUrl: `${base}/authorize`, accessTokenUrl: `${base}/access_token`,
    apiUrl: `${base}/api`, issued, refusals, close: () => close(server),
  };
}
