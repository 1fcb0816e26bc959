import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ICredentialDataDecryptedObject, IDataObject, IHttpRequestOptions, IN8nHttpFullResponse } from '@weft/workflow';
import { credentialLineage } from '@weft/workflow';
import { applyCredentialAuth, performHttpRequest, resolveCredentialTemplate } from '@weft/engine';
import { builtinCredentialTypes } from '../../credentials/builtin-credential-types.js';
import { API_TOKEN, startSites, stopSites } from './harness.js';
import type { Sites } from './harness.js';

/* The credential dialog's Test for the three Jira credentials: GET <domain>/rest/api/2/myself. */

let sites: Sites;
beforeAll(async () => { sites = await startSites(); });
afterAll(async () => { await stopSites(sites); });

async function testCredential(type: string, data: ICredentialDataDecryptedObject): Promise<IN8nHttpFullResponse> {
  const lineage = credentialLineage(builtinCredentialTypes, type);
  const request = resolveCredentialTemplate(lineage[0]?.test?.request, data) as IDataObject;
  const options: IHttpRequestOptions = { ...request, url: String(request.url), method: 'GET', json: true, returnFullResponse: true, ignoreHttpStatusErrors: true };
  return await performHttpRequest(await applyCredentialAuth(lineage, type, data, options)) as IN8nHttpFullResponse;
}

describe('Jira credential tests', () => {
  it('jiraSoftwareCloudApi: the email and API token as Basic auth', async () => {
    const good = await testCredential('jiraSoftwareCloudApi', { email: 'ada@example.com', apiToken: API_TOKEN, domain: sites.cloud.origin });
    expect(good.statusCode).toBe(200);
    expect(good.body).toMatchObject({ displayName: 'Ada Lovelace', accountId: expect.any(String) });
    expect(sites.cloud.requests.at(-1)?.headers.authorization).toBe(`Basic ${Buffer.from(`ada@example.com:${API_TOKEN}`).toString('base64')}`);
    const bad = await testCredential('jiraSoftwareCloudApi', { email: 'ada@example.com', apiToken: 'wrong', domain: sites.cloud.origin });
    expect(bad.statusCode).toBe(401);
    expect(bad.body).toMatchObject({ errorMessages: [expect.stringContaining('not authenticated')] });
  });

  it('jiraSoftwareServerApi: username and password', async () => {
    expect((await testCredential('jiraSoftwareServerApi', { email: 'ada', password: 'secret', domain: sites.server.origin })).body).toMatchObject({ name: 'ada' });
    expect((await testCredential('jiraSoftwareServerApi', { email: 'ada', password: 'nope', domain: sites.server.origin })).statusCode).toBe(401);
  });

  it('jiraSoftwareServerPatApi: the personal access token as Bearer', async () => {
    expect((await testCredential('jiraSoftwareServerPatApi', { personalAccessToken: 'NjE0pat', domain: sites.server.origin })).body).toMatchObject({ name: 'ada' });
    expect((await testCredential('jiraSoftwareServerPatApi', { personalAccessToken: 'old', domain: sites.server.origin })).statusCode).toBe(401);
  });
});
