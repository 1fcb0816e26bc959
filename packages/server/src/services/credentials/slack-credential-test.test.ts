import { credentialLineage } from '@weft/workflow';
import type { IDataObject } from '@weft/workflow';
import { builtinCredentialTypes } from '@weft/nodes';
import { ALL_SCOPES, startSlackStandIn } from '@weft/nodes/test-support/slack-stand-in';
import type { SlackStandIn } from '@weft/nodes/test-support/slack-stand-in';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCredentialData } from './credential-test.js';

let slack: SlackStandIn;
let previous: string | undefined;
beforeAll(async () => {
  slack = await startSlackStandIn({ 'xoxb-good': { user: 'U0BOT', scopes: ALL_SCOPES, type: 'bot' } }, (workspace) => workspace.addUser('U0BOT', 'bot', 'Bot'));
  previous = process.env.WEFT_TEST_SERVICE_HOSTS;
  process.env.WEFT_TEST_SERVICE_HOSTS = JSON.stringify({ 'https://slack.com': slack.origin });
});
afterAll(async () => {
  await slack.close();
  if (previous === undefined) delete process.env.WEFT_TEST_SERVICE_HOSTS;
  else process.env.WEFT_TEST_SERVICE_HOSTS = previous;
});

const test = (type: string, data: IDataObject) => testCredentialData(credentialLineage(builtinCredentialTypes, type), type, data);

describe('Slack credential tests (auth.test)', () => {
  it('accepts a working token and names a wrong one, though Slack answers both with 200', async () => {
    expect(await test('slackApi', { accessToken: 'xoxb-good' })).toEqual({ status: 'OK', message: 'The credential works: the service accepted it' });
    expect(await test('slackApi', { accessToken: 'xoxb-wrong' })).toEqual({ status: 'Error', message: 'Slack did not accept the access token' });
    expect(slack.calls.map((call) => [call.method, call.authorization])).toEqual([['auth.test', 'Bearer xoxb-good'], ['auth.test', 'Bearer xoxb-wrong']]);
  });
});
