import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ICredentialDataDecryptedObject, IDataObject, IN8nHttpFullResponse, INode } from '@weft/workflow';
import { createRequestHelpers } from '../context/request-helpers.js';

/**
 * A token endpoint and an API on 127.0.0.1: the API accepts only the newest token; the token endpoint
 * checks the client (Basic header or body) and hands out numbered tokens.
 */
let server: http.Server;
let base = '';
let issued = 0;
let current = '';
let lastApiAuthorization = '';
const tokenRequests: Array<{ grant: IDataObject; authorization?: string }> = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const json = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      if (request.url === '/token') {
        const grant = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString()).entries());
        tokenRequests.push({ grant, ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}) });
        const basic = request.headers.authorization === `Basic ${Buffer.from('client:secret').toString('base64')}`;
        const inBody = grant.client_id === 'client' && grant.client_secret === 'secret';
        if (!basic && !inBody) return json(401, { error: 'invalid_client', error_description: 'Unknown client' });
        if (grant.grant_type === 'refresh_token' && grant.refresh_token !== 'refresh-1') return json(400, { error: 'invalid_grant' });
        issued += 1;
        current = `token-${issued}`;
        return json(200, { access_token: current, token_type: 'bearer', expires_in: 3600 });
      }
      lastApiAuthorization = request.headers.authorization ?? '';
      const valid = request.headers.authorization === `Bearer ${current}`;
      return json(valid ? 200 : 401, valid ? { ok: true } : { message: 'Token expired' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  issued = 0;
  current = 'token-0';
  tokenRequests.length = 0;
});

const node: INode = { id: '1', name: 'HTTP Request', type: 'n8n-nodes-base.httpRequest', typeVersion: 4.2, position: [0, 0], parameters: {} };

function helpersWith(stored: ICredentialDataDecryptedObject) {
  const saved: ICredentialDataDecryptedObject[] = [];
  const helpers = createRequestHelpers({
    node,
    getCredentials: async () => structuredClone(stored),
    saveCredentials: async (_type, data) => {
      saved.push(data);
    },
  });
  return { helpers, saved };
}

const oauth2 = (extra: IDataObject) => ({
  grantType: 'authorizationCode', accessTokenUrl: `${base}/token`, clientId: 'client', clientSecret: 'secret', authentication: 'header', ...extra,
});

describe('OAuth2 requests', () => {
  it('refreshes a refused token with the refresh token, stores it, and sends the request again', async () => {
    const { helpers, saved } = helpersWith(oauth2({ oauthTokenData: { access_token: 'old', refresh_token: 'refresh-1' } }));
    expect(await helpers.httpRequestWithAuthentication('oAuth2Api', { url: `${base}/api` })).toEqual({ ok: true });
    expect(tokenRequests).toEqual([{ grant: { grant_type: 'refresh_token', refresh_token: 'refresh-1' }, authorization: `Basic ${Buffer.from('client:secret').toString('base64')}` }]);
    // The provider did not rotate the refresh token: the stored one is kept.
    expect(saved).toEqual([expect.objectContaining({ oauthTokenData: expect.objectContaining({ access_token: 'token-1', refresh_token: 'refresh-1' }) })]);
  });

  it('keeps the caller\'s full response and ignored status errors through a refresh', async () => {
    const { helpers } = helpersWith(oauth2({ authentication: 'body', oauthTokenData: { access_token: 'old', refresh_token: 'refresh-1' } }));
    const full = await helpers.httpRequestWithAuthentication('oAuth2Api', {
      url: `${base}/api`, returnFullResponse: true, ignoreHttpStatusErrors: true,
    }) as IN8nHttpFullResponse;
    expect(full).toMatchObject({ statusCode: 200, body: { ok: true } });
    expect(tokenRequests[0]?.grant).toMatchObject({ client_id: 'client', client_secret: 'secret', grant_type: 'refresh_token' });
    expect(tokenRequests[0]?.authorization).toBeUndefined();
  });

  it('fetches a client-credentials token on first use, and a new one when it is refused', async () => {
    const { helpers, saved } = helpersWith(oauth2({ grantType: 'clientCredentials', scope: 'read write' }));
    expect(await helpers.httpRequestWithAuthentication('oAuth2Api', { url: `${base}/api` })).toEqual({ ok: true });
    expect(tokenRequests.map((entry) => entry.grant)).toEqual([{ grant_type: 'client_credentials', scope: 'read write' }]);
    current = 'rotated-by-the-provider';
    const again = helpersWith(saved.at(-1) as ICredentialDataDecryptedObject);
    expect(await again.helpers.httpRequestWithAuthentication('oAuth2Api', { url: `${base}/api` })).toEqual({ ok: true });
    expect(again.saved.at(-1)?.oauthTokenData).toMatchObject({ access_token: 'token-2' });
  });

  it('fails with the service\'s answer when the token cannot be refreshed, and says why when the token endpoint refuses', async () => {
    const { helpers } = helpersWith(oauth2({ oauthTokenData: { access_token: 'old' } }));
    await expect(helpers.httpRequestWithAuthentication('oAuth2Api', { url: `${base}/api` })).rejects.toMatchObject({ httpCode: '401' });
    const refused = helpersWith(oauth2({ clientSecret: 'wrong', oauthTokenData: { access_token: 'old', refresh_token: 'refresh-1' } }));
    await expect(refused.helpers.httpRequestWithAuthentication('oAuth2Api', { url: `${base}/api` }))
      .rejects.toThrow('The OAuth2 token endpoint refused the request: Unknown client');
    expect(refused.saved).toEqual([]);
  });

  it('serves community nodes through n8n\'s requestOAuth2 (legacy options) and requestOAuth1 helpers', async () => {
    const { helpers, saved } = helpersWith(oauth2({ oauthTokenData: { access_token: 'old', refresh_token: 'refresh-1' } }));
    const answer = await helpers.requestOAuth2.call(undefined, 'oAuth2Api', { uri: `${base}/api`, json: true }, { includeCredentialsOnRefreshOnBody: true });
    expect(answer).toEqual({ ok: true });
    expect(tokenRequests[0]?.grant).toMatchObject({ grant_type: 'refresh_token', client_id: 'client', client_secret: 'secret' });
    expect(saved).toHaveLength(1);
    const oauth1 = helpersWith({ consumerKey: 'k', consumerSecret: 's', oauthTokenData: { oauth_token: 't', oauth_token_secret: 'ts' } });
    const echoed = await oauth1.helpers.requestOAuth1('oAuth1Api', { url: `${base}/api`, returnFullResponse: true, ignoreHttpStatusErrors: true }, true) as IN8nHttpFullResponse;
    // This API knows no OAuth 1 (the provider tests check signatures); the request left signed.
    expect(echoed.statusCode).toBe(401);
    expect(lastApiAuthorization).toMatch(/^OAuth oauth_consumer_key="k", .*oauth_token="t", .*oauth_signature="[^"]+"$/);
  });

  it('reads a service type\'s hidden defaults (token URL, grant) and stores only the new token with the stored fields', async () => {
    const serviceType = {
      name: 'reportsOAuth2Api', displayName: 'Reports OAuth2', extends: ['oAuth2Api'],
      properties: [
        { displayName: 'Grant Type', name: 'grantType', type: 'hidden' as const, default: 'clientCredentials' },
        { displayName: 'Access Token URL', name: 'accessTokenUrl', type: 'hidden' as const, default: `${base}/token` },
      ],
    };
    const saved: ICredentialDataDecryptedObject[] = [];
    const helpers = createRequestHelpers({
      node, credentialTypes: { getByName: (name) => (name === serviceType.name ? serviceType : undefined), list: () => [serviceType] },
      getCredentials: async () => ({ clientId: 'client', clientSecret: 'secret' }),
      saveCredentials: async (_type, data) => {
        saved.push(data);
      },
    });
    expect(await helpers.httpRequestWithAuthentication('reportsOAuth2Api', { url: `${base}/api` })).toEqual({ ok: true });
    expect(saved).toEqual([{ clientId: 'client', clientSecret: 'secret', oauthTokenData: expect.objectContaining({ access_token: 'token-1' }) }]);
  });

  it('asks to connect an authorization-code credential that has no token yet', async () => {
    const { helpers } = helpersWith(oauth2({}));
    await expect(helpers.httpRequestWithAuthentication('oAuth2Api', { url: `${base}/api` })).rejects.toThrow('has no access token');
    expect(tokenRequests).toEqual([]);
  });
});
