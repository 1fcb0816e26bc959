import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { startGmailStandIn } from '@weft/nodes/test-support/gmail-stand-in';
import type { GmailStandIn } from '@weft/nodes/test-support/gmail-stand-in';
import { useTestServer } from '../test/test-server.js';

const server = useTestServer();
const CLIENT = { clientId: 'weft.apps.googleusercontent.com', clientSecret: 'GOCSPX-weft' };
const GMAIL_SCOPES = 'https://www.googleapis.com/auth/gmail.labels https://www.googleapis.com/auth/gmail.addons.current.action.compose '
  + 'https://www.googleapis.com/auth/gmail.addons.current.message.action https://mail.google.com/ https://www.googleapis.com/auth/gmail.modify '
  + 'https://www.googleapis.com/auth/gmail.compose';

let gmail: GmailStandIn;
let previousHosts: string | undefined;
beforeAll(async () => {
  gmail = await startGmailStandIn({ clients: [CLIENT] });
  previousHosts = process.env.WEFT_TEST_SERVICE_HOSTS;
  process.env.WEFT_TEST_SERVICE_HOSTS = gmail.hosts;
});
afterAll(async () => {
  if (previousHosts === undefined) delete process.env.WEFT_TEST_SERVICE_HOSTS;
  else process.env.WEFT_TEST_SERVICE_HOSTS = previousHosts;
  await gmail.close();
});

const test = async (credentials: IDataObject) =>
  (await server.rest<{ data: { status: string; message: string } }>('POST', '/credentials/test', { credentials })).body.data;

describe('Gmail credential', () => {
  it('connects through Google\'s consent with Gmail\'s scopes and offline access; the test reads the mailbox profile', async () => {
    const created = await server.rest<{ data: { id: string } }>('POST', '/credentials', { name: 'Gmail', type: 'gmailOAuth2', data: { ...CLIENT } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { id } = created.body.data;
    const auth = await server.rest<{ data: string }>('GET', `/oauth2-credential/auth?id=${id}`);
    const url = new URL(auth.body.data);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ client_id: CLIENT.clientId, access_type: 'offline', prompt: 'consent', scope: GMAIL_SCOPES });
    const consent = await fetch(url, { redirect: 'manual' });
    const back = new URL(consent.headers.get('location') ?? '');
    const page = await server.inject({ method: 'GET', url: `${back.pathname}${back.search}`, as: 'signed-out' });
    expect(page.statusCode, page.body).toBe(200);
    const before = gmail.calls.length;
    expect(await test({ id, name: 'Gmail', type: 'gmailOAuth2', data: { ...CLIENT } })).toEqual({ status: 'OK', message: 'The credential works: the service accepted it' });
    expect(gmail.calls.slice(before).map((call) => `${call.method} ${call.path}`)).toEqual(['GET /gmail/v1/users/me/profile']);
  });

  it('fails the test with Google\'s message when the token lacks Gmail\'s scopes', async () => {
    const created = await server.rest<{ data: { id: string } }>('POST', '/credentials', { name: 'Sheets token', type: 'gmailOAuth2', data: { ...CLIENT } });
    const { id } = created.body.data;
    const token = gmail.oauth.issue(['https://www.googleapis.com/auth/spreadsheets']);
    await server.services.credentials.updateData(id, { ...CLIENT, oauthTokenData: { access_token: token, token_type: 'Bearer' } });
    const result = await test({ id, name: 'Sheets token', type: 'gmailOAuth2', data: { ...CLIENT } });
    expect(result.status).toBe('Error');
    expect(result.message).toBe('The service refused the credential (403 Forbidden). Check its fields.');
  });
});
