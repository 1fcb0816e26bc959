import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { credentialTest, nodeRunner, useServiceHosts } from '../../test-support/messaging/node-run.js';
import { startTwilioStandIn } from '../../test-support/twilio-stand-in/index.js';
import type { TwilioStandIn } from '../../test-support/twilio-stand-in/index.js';

const ACCOUNT = { sid: 'AC00000000000000000000000000000001', authToken: 'token-good', apiKeys: { SK0000000000000000000000000000000a: 'key-secret' } };
let twilio: TwilioStandIn;
beforeAll(async () => {
  twilio = await startTwilioStandIn(ACCOUNT);
});
afterAll(() => twilio.close());
useServiceHosts(() => ({ 'https://api.twilio.com': twilio.origin }));
beforeEach(() => {
  twilio.requests.length = 0;
});

const run = nodeRunner({
  token: { type: 'twilioApi', data: { authType: 'authToken', accountSid: ACCOUNT.sid, authToken: 'token-good' } },
  apiKey: { type: 'twilioApi', data: { authType: 'apiKey', accountSid: ACCOUNT.sid, apiKeySid: 'SK0000000000000000000000000000000a', apiKeySecret: 'key-secret' } },
  wrong: { type: 'twilioApi', data: { authType: 'authToken', accountSid: ACCOUNT.sid, authToken: 'token-old' } },
});

const twilioNode = (parameters: IDataObject, options: { credential?: string; continueOnFail?: boolean; input?: Array<{ json: IDataObject }> } = {}) =>
  run({ type: 'n8n-nodes-base.twilio', typeVersion: 1, parameters, credentials: { twilioApi: options.credential ?? 'token' }, ...options });

describe('Twilio 1: SMS', () => {
  it('sends one message per item, form-encoded to the account\'s Messages, and outputs Twilio\'s message resource', async () => {
    const result = await twilioNode(
      { resource: 'sms', operation: 'send', from: '+14155550100', to: '={{ $json.phone }}', message: '=Hello {{ $json.name }}', options: { statusCallback: 'https://hooks.example/status' } },
      { input: [{ json: { phone: '+447700900001', name: 'Ada' } }, { json: { phone: '+447700900002', name: 'Grace' } }] },
    );
    expect(result.error).toBeUndefined();
    expect(twilio.requests.map((request) => [request.method, request.path, request.contentType.split(';')[0]])).toEqual([
      ['POST', `/2010-04-01/Accounts/${ACCOUNT.sid}/Messages.json`, 'application/x-www-form-urlencoded'],
      ['POST', `/2010-04-01/Accounts/${ACCOUNT.sid}/Messages.json`, 'application/x-www-form-urlencoded'],
    ]);
    expect(twilio.requests[0]?.form).toEqual({ From: '+14155550100', To: '+447700900001', Body: 'Hello Ada', StatusCallback: 'https://hooks.example/status' });
    expect(result.items).toHaveLength(2);
    expect(result.items[1]).toMatchObject({
      sid: expect.stringMatching(/^SM/), account_sid: ACCOUNT.sid, to: '+447700900002', from: '+14155550100', body: 'Hello Grace', status: 'queued', direction: 'outbound-api',
    });
  });

  it('sends to WhatsApp with both numbers as whatsapp: addresses', async () => {
    const result = await twilioNode({ resource: 'sms', operation: 'send', from: '+14155238886', to: '+447700900001', toWhatsapp: true, message: 'Your order shipped' });
    expect(twilio.requests[0]?.form).toEqual({ From: 'whatsapp:+14155238886', To: 'whatsapp:+447700900001', Body: 'Your order shipped' });
    expect(result.items[0]).toMatchObject({ to: 'whatsapp:+447700900001', status: 'queued' });
  });

  it('authenticates with an API key of the account', async () => {
    const result = await twilioNode({ resource: 'sms', operation: 'send', from: '+14155550100', to: '+447700900001', message: 'Hi' }, { credential: 'apiKey' });
    expect(result.error).toBeUndefined();
    expect(twilio.messages.at(-1)).toMatchObject({ body: 'Hi', account_sid: ACCOUNT.sid });
  });
});

describe('Twilio 1: calls', () => {
  it('reads a text out: the message becomes a <Say> in TwiML, escaped', async () => {
    const result = await twilioNode({ resource: 'call', operation: 'make', from: '+14155550100', to: '+447700900001', message: 'Build #7 failed <again> & needs you' });
    expect(twilio.requests[0]?.path).toBe(`/2010-04-01/Accounts/${ACCOUNT.sid}/Calls.json`);
    expect(twilio.requests[0]?.form).toEqual({
      From: '+14155550100', To: '+447700900001', Twiml: '<Response><Say>Build #7 failed &lt;again&gt; &amp; needs you</Say></Response>',
    });
    expect(result.items[0]).toMatchObject({ sid: expect.stringMatching(/^CA/), status: 'queued', to: '+447700900001' });
  });

  it('sends TwiML as written when Use TwiML is on', async () => {
    const twiml = '<Response><Play>https://example.com/alarm.mp3</Play></Response>';
    await twilioNode({ resource: 'call', operation: 'make', from: '+14155550100', to: '+447700900001', twiml: true, message: twiml });
    expect(twilio.requests[0]?.form.Twiml).toBe(twiml);
  });
});

describe('Twilio 1: errors', () => {
  it('a wrong auth token: the credential message, with Twilio\'s code', async () => {
    const result = await twilioNode({ resource: 'sms', operation: 'send', from: '+14155550100', to: '+447700900001', message: 'Hi' }, { credential: 'wrong' });
    expect(result.error).toBe('Authorization failed - please check your credentials');
    expect(result.errorDescription).toContain('Twilio error 20003');
  });

  it('a number Twilio refuses: its message and what to do; with Continue On Fail the item carries the error', async () => {
    const failed = await twilioNode({ resource: 'sms', operation: 'send', from: '+14155550100', to: '0770090', message: 'Hi' });
    expect(failed.error).toBe('Twilio refused the request: Invalid \'To\' Phone Number: 0770090');
    expect(failed.errorDescription).toContain('E.164');
    const kept = await twilioNode({ resource: 'sms', operation: 'send', from: '+14155550100', to: '={{ $json.to }}', message: 'Hi' }, {
      continueOnFail: true, input: [{ json: { to: '0770090' } }, { json: { to: '+447700900001' } }],
    });
    expect(kept.items[0]).toEqual({ error: 'Twilio refused the request: Invalid \'To\' Phone Number: 0770090' });
    expect(kept.items[1]).toMatchObject({ status: 'queued' });
  });

  it('too many requests: Twilio\'s 429 reaches the user', async () => {
    twilio.throttleNext(1);
    const result = await twilioNode({ resource: 'sms', operation: 'send', from: '+14155550100', to: '+447700900001', message: 'Hi' });
    expect(result.error).toBe('Twilio refused the request: Too Many Requests');
    expect(result.errorDescription).toContain('20429');
  });
});

describe('twilioApi credential test', () => {
  it('reads the account with a good token or API key, 401 for a wrong token', async () => {
    expect(await credentialTest('twilioApi', { authType: 'authToken', accountSid: ACCOUNT.sid, authToken: 'token-good' }))
      .toMatchObject({ status: 200, body: { sid: ACCOUNT.sid, status: 'active' } });
    expect((await credentialTest('twilioApi', { authType: 'apiKey', accountSid: ACCOUNT.sid, apiKeySid: 'SK0000000000000000000000000000000a', apiKeySecret: 'key-secret' })).status).toBe(200);
    expect(await credentialTest('twilioApi', { authType: 'authToken', accountSid: ACCOUNT.sid, authToken: 'nope' }))
      .toMatchObject({ status: 401, body: { code: 20003, message: 'Authenticate' } });
  });
});
