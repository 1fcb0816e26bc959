import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ICredentialDataDecryptedObject, IDataObject, IHttpRequestOptions, IN8nHttpFullResponse } from '@weft/workflow';
import { credentialLineage } from '@weft/workflow';
import { applyCredentialAuth, performHttpRequest, resolveCredentialTemplate } from '@weft/engine';
import { builtinCredentialTypes } from '../../credentials/builtin-credential-types.js';
import { startHarness, stopHarness, TOKEN } from './harness.js';
import type { Harness } from './harness.js';

/* The credential dialog's Test for githubApi: GET <server>/user with the token, against the stand-in. */

let harness: Harness;
beforeAll(async () => { harness = await startHarness(); });
afterAll(async () => { await stopHarness(harness); });

async function testCredential(data: ICredentialDataDecryptedObject): Promise<IN8nHttpFullResponse> {
  const lineage = credentialLineage(builtinCredentialTypes, 'githubApi');
  const request = resolveCredentialTemplate(lineage[0]?.test?.request, data) as IDataObject;
  const options: IHttpRequestOptions = { ...request, url: String(request.url), method: 'GET', json: true, returnFullResponse: true, ignoreHttpStatusErrors: true };
  return await performHttpRequest(await applyCredentialAuth(lineage, 'githubApi', data, options)) as IN8nHttpFullResponse;
}

describe('githubApi credential test', () => {
  it('answers the token\'s user for a good token, with GitHub\'s rate-limit headers', async () => {
    const good = await testCredential({ server: 'https://api.github.com', user: 'octocat', accessToken: TOKEN });
    expect(good.statusCode).toBe(200);
    expect(good.body).toMatchObject({ login: 'octocat', type: 'User' });
    expect(good.headers['x-ratelimit-limit']).toBe('5000');
    expect(harness.standIn.requests.at(-1)).toMatchObject({ path: '/user', authorization: `token ${TOKEN}` });
  });

  it('is refused with GitHub\'s "Bad credentials" for a wrong token', async () => {
    const bad = await testCredential({ server: 'https://api.github.com', user: 'octocat', accessToken: 'ghp_wrong' });
    expect(bad.statusCode).toBe(401);
    expect(bad.body).toEqual({ message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest' });
  });

  it('goes to an Enterprise Server\'s API address', async () => {
    const ghe = await testCredential({ server: `${harness.standIn.origin}/api/v3`, user: 'octocat', accessToken: TOKEN });
    expect(ghe.statusCode).toBe(200);
    expect(harness.standIn.requests.at(-1)?.path).toBe('/api/v3/user');
  });
});
