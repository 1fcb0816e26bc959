import type { IDataObject, IWorkflowBase } from '@weft/workflow';
import { MemoryCredentialsHelper, WorkflowRunner, createConsoleLogger, receiveWebhook } from '@weft/engine';
import type { IRun, WebhookHttpResponse } from '@weft/engine';
import { describe, expect, it } from 'vitest';
import { builtinNodeTypes } from '../builtin-node-types.js';
import { builtinCredentialTypes } from '../credentials/builtin-credential-types.js';
import { BOT, GOOD_TOKEN, useSlackStandIn } from '../Slack/test/harness.js';
import { slackSignature } from './slack-signature.js';

const SECRET = '8f742231b10e8888abcd99yyyzzz85a5';
const slack = useSlackStandIn();
const logger = createConsoleLogger('silent');

function services(signatureSecret = SECRET) {
  return {
    credentialTypes: builtinCredentialTypes,
    credentialsHelper: new MemoryCredentialsHelper({ c: { type: 'slackApi', name: 'Slack', data: { accessToken: GOOD_TOKEN, signatureSecret } } }),
  };
}

function triggerWorkflow(parameters: IDataObject): IWorkflowBase {
  return {
    id: 'w', name: 'Slack events', active: true,
    nodes: [{
      id: 'a', name: 'Slack Trigger', type: 'n8n-nodes-base.slackTrigger', typeVersion: 1, position: [0, 0], webhookId: 'slack-hook',
      parameters: { trigger: ['message'], channelId: { __rl: true, mode: 'id', value: 'C0GENERAL' }, ...parameters } as never,
      credentials: { slackApi: { id: 'c', name: 'Slack' } },
    }],
    connections: {},
  };
}

interface Delivery { body: IDataObject; signedWith?: string; timestamp?: number; tamper?: boolean }

/** Posts an Events API request to the trigger as Slack would: JSON, signed with the secret. */
async function deliver(workflow: IWorkflowBase, delivery: Delivery, signatureSecret = SECRET) {
  const raw = JSON.stringify(delivery.body);
  const timestamp = String(delivery.timestamp ?? Math.floor(Date.now() / 1000));
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (delivery.signedWith !== undefined) {
    headers['x-slack-request-timestamp'] = timestamp;
    headers['x-slack-signature'] = slackSignature(delivery.signedWith, timestamp, raw);
  }
  const sent: WebhookHttpResponse[] = [];
  const decision = await receiveWebhook({
    workflow, nodeTypes: builtinNodeTypes, nodeName: 'Slack Trigger', mode: 'webhook', logger, services: services(signatureSecret),
    request: {
      method: 'POST', url: '/webhook/slack-hook/webhook', headers, query: {}, params: {}, ip: '10.0.0.5',
      body: delivery.tamper ? { ...delivery.body, tampered: true } : delivery.body,
      rawBody: Buffer.from(delivery.tamper ? raw.replace('hello', 'HELLO') : raw),
    },
    channel: { send: (response) => sent.push(response) }, webhookBaseUrl: 'http://localhost:5678/',
  });
  let run: IRun | undefined;
  if (decision.action === 'start') {
    const runner = new WorkflowRunner(builtinNodeTypes, { logger, ...services(signatureSecret) });
    run = await runner.run({ workflow, mode: 'webhook', executionId: '1', trigger: decision.trigger, hooks: decision.hooks });
    await decision.answerFrom(run);
  }
  const response = sent[0] as WebhookHttpResponse;
  const answered = response.body;
  const body = answered instanceof Uint8Array || typeof answered === 'string' ? JSON.parse(Buffer.from(answered).toString('utf8')) as IDataObject : answered as IDataObject | undefined;
  return { status: response.statusCode, body, run, items: run?.data.resultData.runData['Slack Trigger']?.[0]?.data?.main?.[0] ?? [] };
}

const envelope = (event: IDataObject) => ({ token: 'legacy', team_id: 'T0STANDIN', type: 'event_callback', event_id: 'Ev01', event_time: 1700000000, event });
const message = (extra: IDataObject = {}) => envelope({ type: 'message', channel: 'C0GENERAL', user: 'U0ALICE01', text: 'hello there', ts: '1700000001.000100', ...extra });

describe('Slack Trigger', () => {
  it('answers Slack\'s URL verification with the challenge, and starts no run', async () => {
    const { status, body, run } = await deliver(triggerWorkflow({}), { body: { type: 'url_verification', token: 't', challenge: '3eZbrw1aBm2rZgRNFdxV2595E9CY3gmdALWMmHkvFXO7tYXAYM8P' }, signedWith: SECRET });
    expect(status).toBe(200);
    expect(body).toEqual({ challenge: '3eZbrw1aBm2rZgRNFdxV2595E9CY3gmdALWMmHkvFXO7tYXAYM8P' });
    expect(run).toBeUndefined();
  });

  it('outputs a signed message event from the watched channel', async () => {
    const { status, items } = await deliver(triggerWorkflow({}), { body: message(), signedWith: SECRET });
    expect(status).toBe(200);
    expect(items.map((item) => item.json)).toEqual([{ type: 'message', channel: 'C0GENERAL', user: 'U0ALICE01', text: 'hello there', ts: '1700000001.000100' }]);
  });

  it('refuses unsigned, wrongly signed, tampered and stale requests with 401', async () => {
    const workflow = triggerWorkflow({});
    for (const delivery of [
      { body: message() },
      { body: message(), signedWith: 'another-secret' },
      { body: message(), signedWith: SECRET, tamper: true },
      { body: message(), signedWith: SECRET, timestamp: Math.floor(Date.now() / 1000) - 6 * 60 },
    ]) {
      const { status, run, body } = await deliver(workflow, delivery);
      expect(status).toBe(401);
      expect(body?.error).toEqual(expect.any(String));
      expect(run).toBeUndefined();
    }
    const challenge = await deliver(workflow, { body: { type: 'url_verification', challenge: 'abc' }, signedWith: 'wrong' });
    expect(challenge.status).toBe(401);
  });

  it('accepts unsigned requests only when the credential has no signing secret', async () => {
    const { items } = await deliver(triggerWorkflow({}), { body: message() }, '');
    expect(items).toHaveLength(1);
  });

  it('ignores events of other types, other channels and ignored users', async () => {
    const workflow = triggerWorkflow({ options: { userIds: [BOT] } });
    expect((await deliver(workflow, { body: envelope({ type: 'reaction_added', user: 'U0ALICE01', reaction: 'tada', item: { type: 'message', channel: 'C0GENERAL', ts: '1.0' } }), signedWith: SECRET })).run).toBeUndefined();
    expect((await deliver(workflow, { body: message({ channel: 'C0RANDOM1' }), signedWith: SECRET })).run).toBeUndefined();
    expect((await deliver(workflow, { body: message({ user: BOT, bot_id: 'B0STANDIN' }), signedWith: SECRET })).run).toBeUndefined();
    expect((await deliver(workflow, { body: message(), signedWith: SECRET })).items).toHaveLength(1);
  });

  it('watches the whole workspace for mentions and reactions; any event takes all', async () => {
    const workflow = triggerWorkflow({ trigger: ['app_mention', 'reaction_added'], watchWorkspace: true });
    const mention = await deliver(workflow, { body: envelope({ type: 'app_mention', channel: 'C0RANDOM1', user: 'U0BOB0001', text: '<@U0BOT0001> hi' }), signedWith: SECRET });
    expect(mention.items[0]?.json).toMatchObject({ type: 'app_mention', channel: 'C0RANDOM1' });
    const reaction = await deliver(workflow, { body: envelope({ type: 'reaction_added', user: 'U0BOB0001', reaction: 'eyes', item: { type: 'message', channel: 'C0GENERAL', ts: '1.0' } }), signedWith: SECRET });
    expect(reaction.items[0]?.json).toMatchObject({ reaction: 'eyes' });
    const any = triggerWorkflow({ trigger: ['any_event'], watchWorkspace: true });
    const joined = await deliver(any, { body: envelope({ type: 'team_join', user: { id: 'U0NEW0001', name: 'newbie' } }), signedWith: SECRET });
    expect(joined.items[0]?.json).toMatchObject({ type: 'team_join', user: { id: 'U0NEW0001' } });
  });

  it('reports new channels, shared files and public files', async () => {
    const workflow = triggerWorkflow({ trigger: ['channel_created', 'file_share', 'file_public'] });
    const created = await deliver(workflow, { body: envelope({ type: 'channel_created', channel: { id: 'C0NEW0001', name: 'fresh', created: 1700000000, creator: 'U0ALICE01' } }), signedWith: SECRET });
    expect(created.items[0]?.json).toMatchObject({ type: 'channel_created', channel: { name: 'fresh' } });
    const shared = await deliver(workflow, { body: envelope({ type: 'file_shared', channel_id: 'C0GENERAL', file_id: 'F01', user_id: 'U0ALICE01' }), signedWith: SECRET });
    expect(shared.items[0]?.json).toMatchObject({ type: 'file_shared', file_id: 'F01' });
    const made = await deliver(workflow, { body: envelope({ type: 'file_public', file_id: 'F02', user_id: 'U0ALICE01' }), signedWith: SECRET });
    expect(made.items[0]?.json).toMatchObject({ type: 'file_public', file_id: 'F02' });
  });

  it('resolves the user and channel IDs when asked, through the Web API', async () => {
    const { items } = await deliver(triggerWorkflow({ options: { resolveIds: true } }), { body: message(), signedWith: SECRET });
    expect(items[0]?.json).toMatchObject({ user: { id: 'U0ALICE01', real_name: 'Alice Archer' }, channel: { id: 'C0GENERAL', name: 'general' } });
    expect(slack().calls.map((call) => call.method)).toEqual(['users.info', 'conversations.info']);
  });

  it('downloads the shared files into binary fields with the app\'s token', async () => {
    slack().workspace.files.push({
      id: 'F0SHARED1', name: 'report.csv', title: 'Report', mimetype: 'text/csv', filetype: 'csv', size: 8, user: 'U0ALICE01',
      created: 1700000000, channels: ['C0GENERAL'], content: 'a,b\n1,2\n', permalink: '',
    });
    const file = { id: 'F0SHARED1', name: 'report.csv', mimetype: 'text/csv', url_private_download: 'https://files.slack.com/files-pri/T0STANDIN-F0SHARED1/download/report.csv' };
    const { items } = await deliver(triggerWorkflow({ trigger: ['file_share'], downloadFiles: true }), { body: message({ subtype: 'file_share', files: [file] }), signedWith: SECRET });
    expect(items[0]?.json).toMatchObject({ subtype: 'file_share', files: [file] });
    const binary = items[0]?.binary?.data_0;
    expect(binary).toMatchObject({ fileName: 'report.csv', mimeType: 'text/csv' });
    expect(Buffer.from(String(binary?.data), 'base64').toString('utf8')).toBe('a,b\n1,2\n');
  });

  it('activates and deactivates without calling Slack (subscriptions live in the app settings)', async () => {
    const trigger = builtinNodeTypes.getByNameAndVersion('n8n-nodes-base.slackTrigger');
    const hooks = trigger?.webhookMethods?.default;
    expect(await hooks?.checkExists.call({} as never)).toBe(true);
    expect(await hooks?.create.call({} as never)).toBe(true);
    expect(await hooks?.delete.call({} as never)).toBe(true);
    expect(slack().calls).toEqual([]);
  });
});
