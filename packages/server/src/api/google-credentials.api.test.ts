import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Settings } from '@weft/contracts';
import type { IDataObject } from '@weft/workflow';
import { newServiceAccountKey, startGoogleStandIn } from '@weft/nodes/test-support/google-stand-in';
import type { GoogleStandIn, ServiceAccountKey } from '@weft/nodes/test-support/google-stand-in';
import { useTestServer } from '../test/test-server.js';

const server = useTestServer();
const CLIENT = { clientId: 'weft.apps.googleusercontent.com', clientSecret: 'GOCSPX-weft' };

let google: GoogleStandIn;
let account: ServiceAccountKey;
let previousHosts: string | undefined;
beforeAll(async () => {
  account = newServiceAccountKey('robot@weft-test.iam.gserviceaccount.com');
  google = await startGoogleStandIn({ clients: [CLIENT], accounts: [account] });
  previousHosts = process.env.WEFT_TEST_SERVICE_HOSTS;
  process.env.WEFT_TEST_SERVICE_HOSTS = google.hosts;
}, 60_000);
afterAll(async () => {
  if (previousHosts === undefined) delete process.env.WEFT_TEST_SERVICE_HOSTS;
  else process.env.WEFT_TEST_SERVICE_HOSTS = previousHosts;
  await google.close();
});

const test = async (credentials: IDataObject) =>
  (await server.rest<{ data: { status: string; message: string } }>('POST', '/credentials/test', { credentials })).body.data;

/** A Google Sheets credential connected through the consent redirect (the popup's steps). */
async function connectedCredential(): Promise<string> {
  const { id } = (await server.rest<{ data: { id: string } }>('POST', '/credentials', { name: 'Sheets', type: 'googleSheetsOAuth2Api', data: { ...CLIENT } })).body.data;
  const auth = await server.rest<{ data: string }>('GET', `/oauth2-credential/auth?id=${id}`);
  const back = new URL((await fetch(auth.body.data, { redirect: 'manual' })).headers.get('location') ?? '');
  await server.inject({ method: 'GET', url: `${back.pathname}${back.search}`, as: 'signed-out' });
  return id;
}

describe('Google credentials', () => {
  it('connects a Google Sheets OAuth2 credential: Google\'s consent URL with offline access, the code exchanged, the test passes', async () => {
    const created = await server.rest<{ data: { id: string } }>('POST', '/credentials', { name: 'Sheets', type: 'googleSheetsOAuth2Api', data: { ...CLIENT } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { id } = created.body.data;
    const settings = (await server.rest<{ data: Settings }>('GET', '/settings')).body.data;
    const auth = await server.rest<{ data: string }>('GET', `/oauth2-credential/auth?id=${id}`);
    expect(auth.status, JSON.stringify(auth.body)).toBe(200);
    const url = new URL(auth.body.data);
    // The user is sent to the stand-in in Google's place; the query is what Google would get.
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: CLIENT.clientId, redirect_uri: settings.oauthCallbackUrls.oauth2, response_type: 'code', access_type: 'offline', prompt: 'consent',
      scope: 'https://www.googleapis.com/auth/drive.file https://www.googleapis.com/auth/spreadsheets https://www.googleapis.com/auth/drive.metadata',
    });
    const consent = await fetch(url, { redirect: 'manual' });
    expect(consent.status).toBe(302);
    const back = new URL(consent.headers.get('location') ?? '');
    const page = await server.inject({ method: 'GET', url: `${back.pathname}${back.search}`, as: 'signed-out' });
    expect(page.statusCode, page.body).toBe(200);
    const stored = (await server.services.credentials.get(id))?.data.oauthTokenData as IDataObject;
    expect(stored).toMatchObject({ access_token: expect.stringMatching(/^ya29\./), refresh_token: expect.any(String) });
    expect(await test({ id, name: 'Sheets', type: 'googleSheetsOAuth2Api', data: { ...CLIENT } })).toEqual({ status: 'OK', message: 'The credential works: the service accepted it' });
  });

  it('tests a service account: Google accepts a JWT signed with its key, refuses another key', async () => {
    const good = { name: 'Robot', type: 'googleApi', data: { email: account.email, privateKey: account.privateKey.replace(/\n/g, '\\n') } };
    expect(await test(good)).toEqual({ status: 'OK', message: 'The credential works: the service accepted it' });
    const other = newServiceAccountKey(account.email);
    const bad = await test({ ...good, data: { email: account.email, privateKey: other.privateKey } });
    expect(bad).toEqual({ status: 'Error', message: 'Google did not issue an access token for the service account (invalid_grant: Invalid JWT Signature.)' });
    const unreadable = await test({ ...good, data: { email: account.email, privateKey: 'not a key' } });
    expect(unreadable).toEqual({ status: 'Error', message: 'The service account\'s private key cannot be read' });
  }, 60_000);

  it('lists the Google types with their icons, each testable', async () => {
    const { body } = await server.rest<{ data: Array<{ name: string; icon?: string; extends?: string[]; testable?: boolean }> }>('GET', '/credential-types');
    expect(body.data.filter((type) => /^google(Api|OAuth2Api|Sheets)/.test(type.name)).map((type) => [type.name, type.icon, type.extends, type.testable])).toEqual([
      ['googleApi', 'file:google.svg', undefined, true],
      ['googleOAuth2Api', 'file:google.svg', ['oAuth2Api'], true],
      ['googleSheetsOAuth2Api', 'file:googleSheets.svg', ['googleOAuth2Api'], true],
      ['googleSheetsTriggerOAuth2Api', 'file:googleSheets.svg', ['googleOAuth2Api'], true],
    ]);
    const icon = await server.inject({ method: 'GET', url: '/rest/credential-icon/googleSheetsOAuth2Api' });
    expect(icon.statusCode).toBe(200);
    expect(icon.body).toContain('<svg');
  });

  it('answers the column mapper\'s fields from the sheet\'s header row (Google Sheets\' getMappingColumns)', async () => {
    const connectedId = await connectedCredential();
    const book = google.sheets.create('Mapped', ['Orders']);
    const orders = book.sheets[0];
    if (orders) orders.rows = [['order', 'total', ''], ['A-1', 10]];
    const query = new URLSearchParams({
      nodeTypeAndVersion: JSON.stringify({ name: 'n8n-nodes-base.googleSheets', version: 4.7 }), path: 'parameters.columns', methodName: 'getMappingColumns',
      currentNodeParameters: JSON.stringify({
        authentication: 'oAuth2', resource: 'sheet', operation: 'append',
        documentId: { __rl: true, mode: 'list', value: book.spreadsheetId }, sheetName: { __rl: true, mode: 'list', value: orders?.sheetId },
      }),
      credentials: JSON.stringify({ googleSheetsOAuth2Api: { id: connectedId, name: 'Sheets' } }),
    }).toString();
    const answer = await server.rest<{ data: { fields: Array<{ id: string; canBeUsedToMatch?: boolean }> } }>('GET', `/node-parameter-options/resource-mapper-fields?${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.fields.map((field) => [field.id, field.canBeUsedToMatch])).toEqual([['order', true], ['total', true]]);
  });
});
