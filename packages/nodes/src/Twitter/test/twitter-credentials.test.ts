import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCredential } from '../../test-support/credential-test.js';
import type { XStandIn } from '../../test-support/x-stand-in/x-stand-in.js';
import { OAUTH1, USERS, oauth1, oauth2, startX } from './harness.js';

let x: XStandIn;
beforeAll(async () => {
  x = await startX();
});
afterAll(async () => {
  delete process.env.WEFT_TEST_SERVICE_HOSTS;
  await x.close();
});

describe('X credentials: the dialog\'s Test', () => {
  it('OAuth2: /2/users/me answers the user for a good token and 401 for a revoked one', async () => {
    const good = await testCredential('twitterOAuth2Api', oauth2('x-access-1').data);
    expect(good).toMatchObject({ status: 200, body: { data: USERS[0] } });
    const bad = await testCredential('twitterOAuth2Api', oauth2('x-revoked').data);
    expect(bad).toMatchObject({ status: 401, body: { title: 'Unauthorized', status: 401 } });
  });

  it('OAuth1: verify_credentials accepts a correct signature and refuses one made with the wrong secret', async () => {
    const good = await testCredential('twitterOAuth1Api', oauth1(OAUTH1.tokenSecret).data);
    expect(good).toMatchObject({ status: 200, body: { id_str: USERS[0]?.id, screen_name: 'weft_bot' } });
    const bad = await testCredential('twitterOAuth1Api', oauth1('wrong').data);
    expect(bad).toMatchObject({ status: 401, body: { errors: [{ code: 32, message: 'Could not authenticate you.' }] } });
  });
});
