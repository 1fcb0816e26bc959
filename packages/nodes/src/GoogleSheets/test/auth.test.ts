import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { runSheets, seed, startHarness } from './harness.js';
import type { Harness } from './harness.js';

let harness: Harness;
// Two RSA keys are made for the service accounts: slow on a busy machine.
beforeAll(async () => { harness = await startHarness(); }, 60_000);
afterAll(() => harness.close());

const ROWS = [['k'], ['v']];

describe('Google Sheets with a service account', () => {
  it('signs a JWT for the Sheets scopes, gets a token once and reuses it while it is valid', async () => {
    const { documentId, sheetName } = seed(harness, ROWS);
    const before = harness.google.oauth.assertions.length;
    const first = await runSheets(harness, { credential: 'sa', parameters: { operation: 'read', documentId, sheetName } });
    const second = await runSheets(harness, { credential: 'sa', parameters: { operation: 'read', documentId, sheetName } });
    expect(first.json).toEqual([{ row_number: 2, k: 'v' }]);
    expect(second.json).toEqual(first.json);
    const issued = harness.google.oauth.assertions.slice(before);
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({ iss: harness.account.email, aud: 'https://oauth2.googleapis.com/token', scope: expect.stringContaining('https://www.googleapis.com/auth/spreadsheets') });
    expect(issued[0]?.sub).toBeUndefined();
  });

  it('acts for the impersonated user when the account may', async () => {
    const { documentId, sheetName } = seed(harness, ROWS);
    const { json } = await runSheets(harness, { credential: 'saDelegated', parameters: { operation: 'read', documentId, sheetName } });
    expect(json).toHaveLength(1);
    expect(harness.google.oauth.assertions.at(-1)?.sub).toBe('ann@example.com');
    expect(harness.google.calls.at(-1)?.subject).toBe('ann@example.com');
  });

  it('tells the user why Google issued no token', async () => {
    const { documentId, sheetName } = seed(harness, ROWS);
    const { error } = await runSheets(harness, { credential: 'saNoDelegation', parameters: { operation: 'read', documentId, sheetName } });
    expect(error?.message).toBe('Google did not issue an access token for the service account (unauthorized_client: Client is unauthorized to retrieve access tokens using this method, or client not authorized for any of the scopes requested.)');
    expect(error?.description).toContain('domain-wide delegation');
  });
});

describe('Google Sheets with OAuth2', () => {
  it('refreshes an expired token at Google\'s token endpoint and carries on', async () => {
    const { documentId, sheetName } = seed(harness, ROWS);
    // A connection made through the consent flow: offline access gives a refresh token.
    const back = await fetch(`${harness.google.origin}/o/oauth2/v2/auth?${new URLSearchParams({
      client_id: 'client-123.apps.googleusercontent.com', redirect_uri: 'http://localhost/callback', response_type: 'code',
      scope: 'https://www.googleapis.com/auth/spreadsheets', access_type: 'offline', prompt: 'consent', state: 's',
    }).toString()}`, { redirect: 'manual' });
    const code = new URL(back.headers.get('location') ?? '').searchParams.get('code') ?? '';
    const token = await fetch(`${harness.google.origin}/token`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: 'http://localhost/callback', client_id: 'client-123.apps.googleusercontent.com', client_secret: 'GOCSPX-secret' }).toString(),
    }).then((response) => response.json() as Promise<IDataObject>);
    expect(token.refresh_token).toEqual(expect.any(String));
    harness.oauthData.oauthTokenData = token;
    harness.google.oauth.expireAll();
    const { json, error } = await runSheets(harness, { parameters: { operation: 'read', documentId, sheetName } });
    expect(error).toBeUndefined();
    expect(json).toEqual([{ row_number: 2, k: 'v' }]);
    const refreshed = harness.google.calls.filter((call) => call.path.endsWith("/values/'Sheet1'")).slice(-2);
    expect(refreshed.map((call) => call.subject === undefined)).toEqual([true, false]);
  });

  it('a token without the Sheets scopes is refused with Google\'s message', async () => {
    const { documentId, sheetName } = seed(harness, ROWS);
    harness.oauthData.oauthTokenData = { access_token: harness.google.oauth.issue(['https://www.googleapis.com/auth/gmail.readonly']) };
    const { error } = await runSheets(harness, { parameters: { operation: 'read', documentId, sheetName } });
    expect(error?.description).toContain('Request had insufficient authentication scopes.');
  });
});
