import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ICredentialDataDecryptedObject, IDataObject, IHttpRequestOptions, IN8nHttpFullResponse } from '@weft/workflow';
import { credentialLineage } from '@weft/workflow';
import { applyCredentialAuth, performHttpRequest, resolveCredentialTemplate } from '@weft/engine';
import { builtinCredentialTypes } from './builtin-credential-types.js';
import { startAirtableStandIn } from '../test-support/airtable/airtable-stand-in.js';
import { startNotionStandIn } from '../test-support/notion/notion-stand-in.js';
import { startGraphStandIn } from '../test-support/graph-stand-in/index.js';
import type { GraphStandIn } from '../test-support/graph-stand-in/index.js';
import { startHubspotStandIn } from '../test-support/hubspot-stand-in/hubspot-stand-in.js';

/* The service nodes' credential types (issue 28): n8n's saved fields, and the dialog's Test against each stand-in. */

interface ReferenceType {
  name: string; extends?: string[]; authenticate?: unknown; test?: { request: IDataObject };
  properties: Array<{ name: string; type: string; default: unknown; required?: boolean; displayOptions?: unknown; typeOptions?: { password?: boolean } }>;
}

const folder = new URL('../test-support/n8n-compat-credentials/', import.meta.url);
const reference = readdirSync(folder).filter((file) => file.endsWith('.json')).sort()
  .map((file) => JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as ReferenceType);

/** Where a test request goes, base URL and path joined. */
const target = (request: IDataObject | undefined) => `${String(request?.baseURL ?? '')}${String(request?.url ?? '')}`;

describe('service credential types save what n8n saves', () => {
  it.each(reference.map((type) => [type.name, type] as const))('%s', (name, expected) => {
    const type = builtinCredentialTypes.getByName(name);
    expect(type, `${name} is registered`).toBeDefined();
    const ours = type?.properties ?? [];
    expect(ours.map((property) => property.name)).toEqual(expected.properties.map((property) => property.name));
    for (const [index, property] of expected.properties.entries()) {
      expect(ours[index]).toMatchObject({ name: property.name, type: property.type, default: property.default });
      expect(ours[index]?.required ?? false).toBe(property.required ?? false);
      if (property.displayOptions) expect(ours[index]?.displayOptions).toEqual(property.displayOptions);
      if (property.typeOptions?.password) expect(ours[index]?.typeOptions?.password).toBe(true);
    }
    expect(type?.extends).toEqual(expected.extends);
    // n8n's function-style authenticate is recorded as {}; a generic one is compared as it is.
    if (typeof type?.authenticate === 'function') expect(expected.authenticate).toEqual({});
    else expect(type?.authenticate).toEqual(expected.authenticate);
    if (expected.test) expect(target(type?.test?.request as IDataObject)).toBe(target(expected.test.request));
  });
});

/** What the credential dialog's Test does: the type's test request, resolved with the data and authenticated. */
async function testCredential(typeName: string, data: ICredentialDataDecryptedObject): Promise<{ status: number; body: unknown; headers: IDataObject }> {
  const lineage = credentialLineage(builtinCredentialTypes, typeName);
  const test = lineage.find((type) => type.test)?.test;
  if (!test) throw new Error(`${typeName} has no test`);
  const request = resolveCredentialTemplate(test.request, data) as IDataObject;
  const options: IHttpRequestOptions = {
    ...request, url: String(request.url ?? ''), method: 'GET', json: true, returnFullResponse: true, ignoreHttpStatusErrors: true,
  };
  const response = await performHttpRequest(await applyCredentialAuth(lineage, typeName, data, options)) as IN8nHttpFullResponse;
  return { status: response.statusCode, body: response.body, headers: response.headers as IDataObject };
}

describe('the credential test against each service\'s stand-in', () => {
  const closers: Array<() => Promise<void>> = [];
  let graph: GraphStandIn;
  beforeAll(async () => {
    const airtable = await startAirtableStandIn({ tokens: ['patGood'] });
    const notion = await startNotionStandIn({ tokens: ['secret_good'] });
    graph = await startGraphStandIn({ user: 'adele@contoso.com' });
    const hubspot = await startHubspotStandIn({ tokens: ['pat-na1-good'], apiKeys: ['key-good'] });
    closers.push(airtable.close, notion.close, graph.close, hubspot.close);
    process.env.WEFT_TEST_SERVICE_HOSTS = JSON.stringify({
      'https://api.airtable.com': airtable.origin, 'https://api.notion.com': notion.origin, 'https://graph.microsoft.com': graph.origin,
      'https://api.hubapi.com': hubspot.origin,
    });
  });
  afterAll(async () => {
    delete process.env.WEFT_TEST_SERVICE_HOSTS;
    await Promise.all(closers.map((close) => close()));
  });

  it('airtableTokenApi: whoami answers for a good token, 401 for a revoked one', async () => {
    const good = await testCredential('airtableTokenApi', { accessToken: 'patGood' });
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({ id: expect.stringMatching(/^usr/) });
    expect((await testCredential('airtableTokenApi', { accessToken: 'patOld' })).status).toBe(401);
  });

  it('notionApi: users/me answers the bot user for a good secret (the Notion-Version header sent), 401 for a wrong one', async () => {
    const good = await testCredential('notionApi', { apiKey: 'secret_good' });
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({ object: 'user', type: 'bot' });
    const bad = await testCredential('notionApi', { apiKey: 'secret_wrong' });
    expect(bad.status).toBe(401);
    expect(bad.body).toMatchObject({ object: 'error', code: 'unauthorized' });
  });

  it('microsoftOutlookOAuth2Api: reads the inbox with a token for Outlook\'s scopes; 401 for an unknown token, 403 for one without mail scopes', async () => {
    const token = (access: string) => ({ clientId: 'app', clientSecret: 'secret', oauthTokenData: { access_token: access, token_type: 'Bearer' } });
    const good = await testCredential('microsoftOutlookOAuth2Api', token(graph.identity.issue(['Mail.ReadWrite', 'Mail.Send'])));
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({ displayName: 'Inbox' });
    const unknown = await testCredential('microsoftOutlookOAuth2Api', token('expired-or-foreign'));
    expect(unknown.status).toBe(401);
    expect(unknown.body).toMatchObject({ error: { code: 'InvalidAuthenticationToken' } });
    expect((await testCredential('microsoftOutlookOAuth2Api', token(graph.identity.issue(['User.Read'])))).status).toBe(403);
  });

  it('microsoftOAuth2Api: its test reads the signed-in user', async () => {
    const good = await testCredential('microsoftOAuth2Api', { clientId: 'app', clientSecret: 'secret', oauthTokenData: { access_token: graph.identity.issue(['User.Read']) } });
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({ userPrincipalName: 'adele@contoso.com' });
  });

  it('hubspotAppToken and hubspotApi: the account details answer for a good token or key, 401 in HubSpot\'s error shape otherwise', async () => {
    const token = await testCredential('hubspotAppToken', { appToken: 'pat-na1-good' });
    expect(token.status).toBe(200);
    expect(token.body).toMatchObject({ portalId: expect.any(Number), accountType: 'STANDARD' });
    const key = await testCredential('hubspotApi', { apiKey: 'key-good' });
    expect(key.status).toBe(200);
    const badToken = await testCredential('hubspotAppToken', { appToken: 'pat-na1-old' });
    expect(badToken.status).toBe(401);
    expect(badToken.body).toMatchObject({ status: 'error', category: 'INVALID_AUTHENTICATION' });
    expect((await testCredential('hubspotApi', { apiKey: 'key-old' })).status).toBe(401);
  });
});
