import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ICredentialDataDecryptedObject, IDataObject, IHttpRequestOptions, IN8nHttpFullResponse } from '@weft/workflow';
import { credentialLineage } from '@weft/workflow';
import { applyCredentialAuth, performHttpRequest, resolveCredentialTemplate } from '@weft/engine';
import { builtinCredentialTypes } from '../../credentials/builtin-credential-types.js';
import { startHarness } from './harness.js';
import type { Harness } from './harness.js';

/* The Calendar, Docs and YouTube OAuth2 types: the scopes they ask Google for, and the dialog's Test (tokeninfo). */

let harness: Harness;
beforeAll(async () => { harness = await startHarness(); });
afterAll(() => harness.close());

async function testCredential(typeName: string, data: ICredentialDataDecryptedObject) {
  const lineage = credentialLineage(builtinCredentialTypes, typeName);
  const test = lineage.find((type) => type.test)?.test;
  const request = resolveCredentialTemplate(test?.request ?? {}, data) as IDataObject;
  const options: IHttpRequestOptions = { ...request, url: String(request.url ?? ''), method: 'GET', json: true, returnFullResponse: true, ignoreHttpStatusErrors: true };
  const response = await performHttpRequest(await applyCredentialAuth(lineage, typeName, data, options)) as IN8nHttpFullResponse;
  return { status: response.statusCode, body: response.body as IDataObject };
}

describe('Google Calendar, Docs and YouTube OAuth2 credentials', () => {
  it.each([
    ['googleCalendarOAuth2Api', ['https://www.googleapis.com/auth/calendar', 'https://www.googleapis.com/auth/calendar.events']],
    ['googleDocsOAuth2Api', ['https://www.googleapis.com/auth/documents', 'https://www.googleapis.com/auth/drive', 'https://www.googleapis.com/auth/drive.file']],
    ['youTubeOAuth2Api', ['https://www.googleapis.com/auth/youtube', 'https://www.googleapis.com/auth/youtubepartner', 'https://www.googleapis.com/auth/youtube.force-ssl',
      'https://www.googleapis.com/auth/youtube.upload', 'https://www.googleapis.com/auth/youtubepartner-channel-audit']],
  ])('%s: Test answers the scopes of a good token, and fails for an expired one', async (type, scopes) => {
    const scope = builtinCredentialTypes.getByName(type)?.properties.find((property) => property.name === 'scope')?.default;
    expect(scope).toBe(scopes.join(' '));
    const good = await testCredential(type, { oauthTokenData: { access_token: harness.google.oauth.issue(scopes) } });
    expect(good.status).toBe(200);
    expect(String(good.body.scope).split(' ')).toEqual(scopes);
    const bad = await testCredential(type, { oauthTokenData: { access_token: 'ya29.expired' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: 'invalid_token' });
  });
});
