import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Settings } from '@weft/contracts';
import type { IDataObject, IExecution } from '@weft/workflow';
import { runManually } from '../test/execution-fixtures.js';
import { startBearerApi, startOAuth2Provider, type OAuth2Provider } from '../test/oauth-providers.js';
import { useTestServer } from '../test/test-server.js';
import { addMember } from '../test/users-fixture.js';

const server = useTestServer();

let provider: OAuth2Provider;
beforeAll(async () => {
  provider = await startOAuth2Provider();
});
afterAll(() => provider.close());

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

async function createCredential(data: IDataObject, as?: string): Promise<string> {
  const answer = await server.rest<{ data: { id: string } }>('POST', '/credentials', { name: 'Mock provider', type: 'oAuth2Api', data }, as ? { as } : {});
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.id;
}

const authorizationCode = (extra: IDataObject = {}): IDataObject => ({
  grantType: 'authorizationCode', authUrl: provider.authorizeUrl, accessTokenUrl: provider.tokenUrl,
  clientId: 'weft-client', clientSecret: 'weft-secret', scope: 'openid email', authentication: 'header', ...extra,
});

async function authUrl(id: string, as?: string) {
  return server.rest<{ data: string; message?: string }>('GET', `/oauth2-credential/auth?id=${id}`, undefined, as ? { as } : {});
}

/** The popup: follows the authorization URL to the provider, which approves and redirects to our callback. */
async function approveAtProvider(url: string): Promise<URL> {
  const answer = await fetch(url, { redirect: 'manual' });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location') as string);
}

/** The provider's redirect, delivered to our callback as the browser would (no session needed). */
async function callback(location: URL | string) {
  const url = typeof location === 'string' ? new URL(location) : location;
  return server.inject({ method: 'GET', url: `${url.pathname}${url.search}`, as: 'signed-out' });
}

async function storedTokens(id: string): Promise<IDataObject | undefined> {
  return (await server.services.credentials.get(id))?.data.oauthTokenData as IDataObject | undefined;
}

describe('connecting an OAuth2 credential (authorization code)', () => {
  it('runs the whole flow against a real OAuth 2 server and stores the token, encrypted with the credential', async () => {
    const id = await createCredential(authorizationCode({ authQueryParameters: 'access_type=offline&prompt=consent' }));
    const settings = (await server.rest<{ data: Settings }>('GET', '/settings')).body.data;
    expect(settings.oauthCallbackUrls.oauth2).toMatch(/\/rest\/oauth2-credential\/callback$/);

    const answer = await authUrl(id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const url = new URL(answer.body.data);
    expect(`${url.origin}${url.pathname}`).toBe(provider.authorizeUrl);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'weft-client', redirect_uri: settings.oauthCallbackUrls.oauth2, response_type: 'code', scope: 'openid email',
      access_type: 'offline', prompt: 'consent', state: expect.any(String),
    });
    expect(url.searchParams.has('code_challenge')).toBe(false);

    const back = await approveAtProvider(answer.body.data);
    expect(`${back.origin}${back.pathname}`).toBe(settings.oauthCallbackUrls.oauth2);
    const page = await callback(back);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('postMessage(\'success\'');

    const tokens = await storedTokens(id);
    expect(tokens).toMatchObject({ access_token: provider.latestAccessToken(), token_type: 'Bearer', refresh_token: expect.any(String) });
    const exchange = provider.tokenRequests.at(-1);
    expect(exchange?.grant).toMatchObject({ grant_type: 'authorization_code', code: back.searchParams.get('code'), redirect_uri: settings.oauthCallbackUrls.oauth2 });
    expect(exchange?.authorization).toBe(basic('weft-client', 'weft-secret'));
    // The token is in no answer, and not in the database in clear.
    const got = await server.rest<{ data: { data: IDataObject } }>('GET', `/credentials/${id}?includeData=true`);
    expect(JSON.stringify(got.body)).not.toContain(provider.latestAccessToken());
    const row = await server.db.kysely.selectFrom('credentials_entity').select('data').where('id', '=', Number(id)).executeTakeFirstOrThrow();
    expect(row.data).not.toContain(provider.latestAccessToken());
    expect(row.data).not.toContain('weft-secret');
  });

  it('sends the client credentials in the body when the credential says so', async () => {
    const id = await createCredential(authorizationCode({ authentication: 'body' }));
    await callback(await approveAtProvider((await authUrl(id)).body.data));
    expect(provider.tokenRequests.at(-1)?.grant).toMatchObject({ client_id: 'weft-client', client_secret: 'weft-secret' });
    expect(provider.tokenRequests.at(-1)?.authorization).toBeUndefined();
    expect(await storedTokens(id)).toMatchObject({ access_token: provider.latestAccessToken() });
  });

  it('uses PKCE (S256): the provider checks the verifier against the challenge it was given', async () => {
    const id = await createCredential(authorizationCode({ grantType: 'pkce' }));
    const url = new URL((await authUrl(id)).body.data);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    const page = await callback(await approveAtProvider(url.href));
    expect(page.statusCode, page.body).toBe(200);
    const verifier = provider.tokenRequests.at(-1)?.grant.code_verifier ?? '';
    expect(createHash('sha256').update(verifier).digest('base64url')).toBe(url.searchParams.get('code_challenge'));
    expect(await storedTokens(id)).toMatchObject({ access_token: provider.latestAccessToken() });
  });

  it('answers a page with the reason, and stores nothing, when the provider or the state says no', async () => {
    const id = await createCredential(authorizationCode());
    const back = await approveAtProvider((await authUrl(id)).body.data);

    const tampered = new URL(back);
    tampered.searchParams.set('state', `${back.searchParams.get('state') ?? ''}x`);
    const forged = await callback(tampered);
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('The state the service sent back is not valid.');
    expect(forged.body).not.toContain('postMessage');

    const denied = new URL(back);
    denied.search = new URLSearchParams({ error: 'access_denied', error_description: 'The user said no', state: back.searchParams.get('state') ?? '' }).toString();
    expect((await callback(denied)).body).toContain('The service did not connect the credential: The user said no');

    provider.refuseNextTokenRequest('invalid_grant', 'Code <expired>');
    const refused = await callback(back);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('The OAuth2 token endpoint refused the request: Code &#60;expired&#62;');
    expect(await storedTokens(id)).toBeUndefined();
  });
});

describe('GET /rest/oauth2-credential/auth', () => {
  it('connects a client-credentials credential at once: the URL it answers shows the success page', async () => {
    const id = await createCredential({ ...authorizationCode({ grantType: 'clientCredentials', scope: 'reports' }), authUrl: '' });
    const answer = await authUrl(id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(provider.tokenRequests.at(-1)?.grant).toMatchObject({ grant_type: 'client_credentials', scope: 'reports' });
    expect(await storedTokens(id)).toMatchObject({ access_token: provider.latestAccessToken() });
    const page = await callback(answer.body.data);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('postMessage(\'success\'');
  });

  it('refuses the signed-out, others\' credentials, credentials that are not OAuth2 and incomplete ones', async () => {
    const id = await createCredential(authorizationCode());
    expect((await server.rest('GET', `/oauth2-credential/auth?id=${id}`, undefined, { as: 'signed-out' })).status).toBe(401);
    const member = await addMember(server, 'mia@example.com');
    expect((await authUrl(id, member.cookie)).status).toBe(404);
    const members = await createCredential(authorizationCode(), member.cookie);
    const byOwner = await authUrl(members);
    expect(byOwner.status).toBe(403);
    expect(byOwner.body.message).toBe('Only the owner of this credential may connect it');
    expect((await authUrl(members, member.cookie)).status).toBe(200);

    const header = await server.rest<{ data: { id: string } }>('POST', '/credentials', { name: 'Key', type: 'httpHeaderAuth', data: { name: 'X-Key', value: 'k' } });
    expect((await authUrl(header.body.data.id)).body.message).toBe('The credential "Key" is not an OAuth2 credential');
    const incomplete = await createCredential(authorizationCode({ authUrl: 'not a url' }));
    const answer = await authUrl(incomplete);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('The Authorization URL of the credential is not an http:// or https:// address');
    expect((await authUrl('99999')).status).toBe(404);
  });
});

describe('OAuth2 credentials in a run', () => {
  it('refreshes a token the API refuses, stores the new one, and the HTTP Request node succeeds', async () => {
    const api = await startBearerApi(() => provider.latestAccessToken());
    try {
      const id = await createCredential(authorizationCode());
      await callback(await approveAtProvider((await authUrl(id)).body.data));
      const first = await storedTokens(id);
      // The provider rotates: the API accepts only the newest token, so the stored one is now stale.
      await server.services.credentials.updateData(id, {
        ...(await server.services.credentials.get(id))?.data,
        oauthTokenData: { ...first, access_token: 'stale-token' },
      });
      const executionId = await runManually(server, {
        name: 'Refresh on 401',
        nodes: [
          { id: 'n1', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
          {
            id: 'n2', name: 'Call API', type: 'n8n-nodes-base.httpRequest', typeVersion: 4.2, position: [220, 0],
            parameters: { url: `${api.url}/me`, authentication: 'genericCredentialType', genericAuthType: 'oAuth2Api', options: {} },
            credentials: { oAuth2Api: { id, name: 'Mock provider' } },
          },
        ],
        connections: { Start: { main: [[{ node: 'Call API', type: 'main', index: 0 }]] } },
        settings: { executionOrder: 'v1' },
      });
      const execution = (await server.rest<{ data: IExecution }>('GET', `/executions/${executionId}`)).body.data;
      const run = execution.data.resultData.runData['Call API']?.[0];
      expect(run?.error, JSON.stringify(run?.error)).toBeUndefined();
      expect(run?.data?.main?.[0]?.[0]?.json).toEqual({ user: 'johndoe' });
      expect(api.calls).toEqual(['Bearer stale-token', `Bearer ${provider.latestAccessToken()}`]);
      expect(provider.tokenRequests.at(-1)?.grant).toMatchObject({ grant_type: 'refresh_token', refresh_token: first?.refresh_token });
      expect(await storedTokens(id)).toMatchObject({ access_token: provider.latestAccessToken() });
    } finally {
      await api.close();
    }
  });
});
