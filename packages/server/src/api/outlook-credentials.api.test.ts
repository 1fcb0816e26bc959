import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { startGraphStandIn } from '@weft/nodes/test-support/graph-stand-in';
import type { GraphStandIn } from '@weft/nodes/test-support/graph-stand-in';
import { useTestServer } from '../test/test-server.js';

const server = useTestServer();
const APP = { clientId: '6731de76-14a6-49ae-97bc-6eba6914391e', clientSecret: 'JqQX2PNo9bpM0uEihUPzyrh' };
const OUTLOOK_SCOPES = 'openid offline_access Contacts.Read Contacts.ReadWrite Calendars.Read Calendars.Read.Shared Calendars.ReadWrite Mail.ReadWrite '
  + 'Mail.ReadWrite.Shared Mail.Send Mail.Send.Shared MailboxSettings.Read';

let graph: GraphStandIn;
let previousHosts: string | undefined;
beforeAll(async () => {
  graph = await startGraphStandIn({ apps: [APP], user: 'adele@contoso.com' });
  previousHosts = process.env.WEFT_TEST_SERVICE_HOSTS;
  process.env.WEFT_TEST_SERVICE_HOSTS = graph.hosts;
});
afterAll(async () => {
  if (previousHosts === undefined) delete process.env.WEFT_TEST_SERVICE_HOSTS;
  else process.env.WEFT_TEST_SERVICE_HOSTS = previousHosts;
  await graph.close();
});

const test = async (credentials: IDataObject) =>
  (await server.rest<{ data: { status: string; message: string } }>('POST', '/credentials/test', { credentials })).body.data;

describe('Microsoft Outlook credential', () => {
  it('connects through the Microsoft identity platform with Outlook\'s scopes (code in the query); the test reads the inbox', async () => {
    const created = await server.rest<{ data: { id: string } }>('POST', '/credentials', { name: 'Outlook', type: 'microsoftOutlookOAuth2Api', data: { ...APP } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { id } = created.body.data;
    const auth = await server.rest<{ data: string }>('GET', `/oauth2-credential/auth?id=${id}`);
    const url = new URL(auth.body.data);
    expect(url.pathname).toBe('/common/oauth2/v2.0/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ client_id: APP.clientId, response_type: 'code', response_mode: 'query', scope: OUTLOOK_SCOPES });
    const consent = await fetch(url, { redirect: 'manual' });
    const back = new URL(consent.headers.get('location') ?? '');
    const page = await server.inject({ method: 'GET', url: `${back.pathname}${back.search}`, as: 'signed-out' });
    expect(page.statusCode, page.body).toBe(200);
    const before = graph.calls.length;
    expect(await test({ id, name: 'Outlook', type: 'microsoftOutlookOAuth2Api', data: { ...APP } })).toEqual({ status: 'OK', message: 'The credential works: the service accepted it' });
    expect(graph.calls.slice(before).map((call) => `${call.method} ${call.path}`)).toEqual(['GET /me/mailFolders/inbox']);
  });

  it('fails the test when the token lacks the mail scopes', async () => {
    const created = await server.rest<{ data: { id: string } }>('POST', '/credentials', { name: 'Calendar only', type: 'microsoftOutlookOAuth2Api', data: { ...APP } });
    const { id } = created.body.data;
    await server.services.credentials.updateData(id, { ...APP, oauthTokenData: { access_token: graph.identity.issue(['Calendars.ReadWrite']), token_type: 'Bearer' } });
    const result = await test({ id, name: 'Calendar only', type: 'microsoftOutlookOAuth2Api', data: { ...APP } });
    expect(result.status).toBe('Error');
    expect(result.message).toBe('The service refused the credential (403 Forbidden). Check its fields.');
  });
});
