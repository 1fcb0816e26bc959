import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Settings } from '@weft/contracts';
import type { IDataObject, IExecution } from '@weft/workflow';
import { runManually } from '../test/execution-fixtures.js';
import { startOAuth1Provider, type OAuth1Provider } from '../test/oauth-providers.js';
import { useTestServer } from '../test/test-server.js';

const server = useTestServer();

let provider: OAuth1Provider;
beforeAll(async () => {
  provider = await startOAuth1Provider({ consumerKey: 'weft-consumer', consumerSecret: 'consumer-secret', signatureMethod: 'HMAC-SHA256' });
});
afterAll(() => provider.close());

async function createCredential(extra: IDataObject = {}): Promise<string> {
  const answer = await server.rest<{ data: { id: string } }>('POST', '/credentials', {
    name: 'OAuth1 service', type: 'oAuth1Api',
    data: {
      requestTokenUrl: provider.requestTokenUrl, authUrl: provider.authorizeUrl, accessTokenUrl: provider.accessTokenUrl,
      consumerKey: 'weft-consumer', consumerSecret: 'consumer-secret', signatureMethod: 'HMAC-SHA256', ...extra,
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.id;
}

const authUrl = (id: string) => server.rest<{ data: string; message?: string; hint?: string }>('GET', `/oauth1-credential/auth?id=${id}`);

/** The popup: the provider approves at once and redirects to our callback, which the browser then loads. */
async function connect(url: string) {
  const approval = await fetch(url, { redirect: 'manual' });
  expect(approval.status).toBe(302);
  const back = new URL(approval.headers.get('location') as string);
  return { back, page: await server.inject({ method: 'GET', url: `${back.pathname}${back.search}`, as: 'signed-out' }) };
}

const storedTokens = async (id: string) => (await server.services.credentials.get(id))?.data.oauthTokenData as IDataObject | undefined;

describe('connecting an OAuth1 credential', () => {
  it('gets temporary credentials, sends the user to authorize them, and stores the token credentials from the callback', async () => {
    const id = await createCredential();
    const answer = await authUrl(id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const url = new URL(answer.body.data);
    expect(`${url.origin}${url.pathname}`).toBe(provider.authorizeUrl);
    expect(url.searchParams.get('oauth_token')).toMatch(/^[0-9a-f]{24}$/);

    const { back, page } = await connect(answer.body.data);
    const settings = (await server.rest<{ data: Settings }>('GET', '/settings')).body.data;
    expect(`${back.origin}${back.pathname}`).toBe(settings.oauthCallbackUrls.oauth1);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain('postMessage(\'success\'');
    expect(provider.refusals).toEqual([]);

    const tokens = await storedTokens(id);
    expect(tokens).toMatchObject({ oauth_token: expect.any(String), oauth_token_secret: expect.any(String), screen_name: 'ada' });
    expect(provider.issued.get(String(tokens?.oauth_token))).toBe(tokens?.oauth_token_secret);
    const row = await server.db.kysely.selectFrom('credentials_entity').select('data').where('id', '=', Number(id)).executeTakeFirstOrThrow();
    expect(row.data).not.toContain(String(tokens?.oauth_token_secret));
  });

  it('signs the HTTP Request node\'s requests with the stored token, and the provider accepts them', async () => {
    const id = await createCredential();
    await connect((await authUrl(id)).body.data);
    const executionId = await runManually(server, {
      name: 'Signed request',
      nodes: [
        { id: 'n1', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
        {
          id: 'n2', name: 'Call API', type: 'n8n-nodes-base.httpRequest', typeVersion: 4.2, position: [220, 0],
          parameters: {
            url: `${provider.apiUrl}/statuses`, authentication: 'genericCredentialType', genericAuthType: 'oAuth1Api',
            sendQuery: true, queryParameters: { parameters: [{ name: 'count', value: '5 recent' }] }, options: {},
          },
          credentials: { oAuth1Api: { id, name: 'OAuth1 service' } },
        },
      ],
      connections: { Start: { main: [[{ node: 'Call API', type: 'main', index: 0 }]] } },
      settings: { executionOrder: 'v1' },
    });
    const execution = (await server.rest<{ data: IExecution }>('GET', `/executions/${executionId}`)).body.data;
    const run = execution.data.resultData.runData['Call API']?.[0];
    expect(run?.error, JSON.stringify(run?.error)).toBeUndefined();
    expect(run?.data?.main?.[0]?.[0]?.json).toEqual({ user: 'ada', method: 'GET', query: { count: '5 recent' } });
    expect(provider.refusals).toEqual([]);
  });

  it('says why when the service refuses, and stores nothing', async () => {
    const wrongSecret = await createCredential({ consumerSecret: 'not-the-secret' });
    const refused = await authUrl(wrongSecret);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('The service refused the token request: Invalid signature');
    expect(refused.body.hint).toMatch(/consumer key and secret/);
    expect(await storedTokens(wrongSecret)).toBeUndefined();

    const id = await createCredential();
    const { back } = await connect((await authUrl(id)).body.data);
    // A replayed or forged callback: the temporary token is used up, or the verifier is missing.
    const replay = await server.inject({ method: 'GET', url: `${back.pathname}${back.search}`, as: 'signed-out' });
    expect(replay.statusCode).toBe(400);
    expect(replay.body).toContain('This connection is unknown or has expired.');
    const noVerifier = new URL(back);
    noVerifier.searchParams.delete('oauth_verifier');
    expect((await server.inject({ method: 'GET', url: `${noVerifier.pathname}${noVerifier.search}`, as: 'signed-out' })).body)
      .toContain('access was not granted');
  });
});
