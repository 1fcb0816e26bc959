import { createHmac } from 'node:crypto';
import type { IDataObject, IWorkflowBase } from '@weft/workflow';
import { MemoryCredentialsHelper, WorkflowRunner, createConsoleLogger, createServiceWebhooks, deleteServiceWebhooks, receiveWebhook } from '@weft/engine';
import type { WebhookHttpResponse } from '@weft/engine';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { builtinCredentialTypes } from '../../credentials/builtin-credential-types.js';
import { credentialTest, useServiceHosts } from '../../test-support/messaging/node-run.js';
import { startGraphStandIn } from '../../test-support/whatsapp-stand-in/index.js';
import type { GraphStandIn } from '../../test-support/whatsapp-stand-in/index.js';

const APP = { id: '1029384756', secret: 'app-secret-0001' };
const BASE = 'https://weft.example/';
const HOOK_URL = `${BASE}webhook/wa-hook/webhook`;
const logger = createConsoleLogger('silent');
const services = (secret = APP.secret) => ({
  credentialTypes: builtinCredentialTypes,
  credentialsHelper: new MemoryCredentialsHelper({ c: { type: 'whatsAppTriggerApi', name: 'Meta app', data: { clientId: APP.id, clientSecret: secret } } }),
});

let graph: GraphStandIn;
let workflow: IWorkflowBase;

/** A request to the trigger's webhook as the engine receives it; the answer and the run's items. */
async function deliver(method: 'GET' | 'POST', url: string, options: { body?: IDataObject; signature?: string } = {}) {
  const target = new URL(url);
  const raw = JSON.stringify(options.body ?? {});
  const sent: WebhookHttpResponse[] = [];
  const decision = await receiveWebhook({
    workflow, nodeTypes: builtinNodeTypes, nodeName: 'WhatsApp Trigger', webhookName: method === 'GET' ? 'setup' : 'default', mode: 'webhook', logger, services: services(),
    request: {
      method, url: `${target.pathname}${target.search}`, query: Object.fromEntries(target.searchParams), params: {}, ip: '31.13.0.1',
      headers: { 'content-type': 'application/json', ...(options.signature ? { 'x-hub-signature-256': options.signature } : {}) },
      body: method === 'POST' ? options.body : undefined, rawBody: method === 'POST' ? Buffer.from(raw) : undefined,
    },
    channel: { send: (response) => sent.push(response) }, webhookBaseUrl: BASE,
  });
  let items: IDataObject[] = [];
  if (decision.action === 'start') {
    const run = await new WorkflowRunner(builtinNodeTypes, { logger, ...services() }).run({ workflow, mode: 'webhook', executionId: '1', trigger: decision.trigger, hooks: decision.hooks });
    await decision.answerFrom(run);
    items = (run.data.resultData.runData['WhatsApp Trigger']?.[0]?.data?.main?.[0] ?? []).map((item) => item.json);
  }
  const answer = sent[0] as WebhookHttpResponse;
  const text = typeof answer.body === 'string' || answer.body instanceof Uint8Array ? Buffer.from(answer.body).toString('utf8') : JSON.stringify(answer.body ?? '');
  return { status: answer.statusCode, body: text, items };
}

const sign = (body: IDataObject, secret = APP.secret) => `sha256=${createHmac('sha256', secret).update(JSON.stringify(body)).digest('hex')}`;

beforeAll(async () => {
  graph = await startGraphStandIn(APP, async (url) => deliver('GET', url));
});
afterAll(() => graph.close());
useServiceHosts(() => ({ 'https://graph.facebook.com': graph.origin }));
beforeEach(() => {
  graph.subscriptions.length = 0;
  graph.requests.length = 0;
  workflow = {
    id: 'w', name: 'WhatsApp', active: true, staticData: {},
    nodes: [{
      id: 'a', name: 'WhatsApp Trigger', type: 'n8n-nodes-base.whatsAppTrigger', typeVersion: 1, position: [0, 0], webhookId: 'wa-hook',
      parameters: { updates: ['messages', 'account_update'], options: { messageStatusUpdates: ['failed', 'read'] } } as never,
      credentials: { whatsAppTriggerApi: { id: 'c', name: 'Meta app' } },
    }],
    connections: {},
  };
});

const activate = () => createServiceWebhooks(workflow, builtinNodeTypes, { webhookBaseUrl: BASE, services: services(), logger });

const update = (changes: IDataObject[]) => ({ object: 'whatsapp_business_account', entry: [{ id: '102290129340398', changes }] });
const inbound = { field: 'messages', value: {
  messaging_product: 'whatsapp', metadata: { display_phone_number: '15550783881', phone_number_id: '106540352242922' },
  contacts: [{ profile: { name: 'Ada' }, wa_id: '447700900001' }],
  messages: [{ from: '447700900001', id: 'wamid.HBgL', timestamp: '1700000000', type: 'text', text: { body: 'Is my order shipped?' } }],
} };

describe('WhatsApp Trigger: subscription', () => {
  it('activation subscribes the app\'s webhook with a verify token Meta checks on the setup URL; deactivation removes it', async () => {
    await activate();
    const post = graph.requests.find((request) => request.method === 'POST');
    expect(post).toMatchObject({ path: `/${APP.id}/subscriptions`, params: {
      access_token: `${APP.id}|${APP.secret}`, object: 'whatsapp_business_account', callback_url: HOOK_URL, fields: 'messages,account_update', include_values: 'true', verify_token: expect.any(String),
    } });
    expect(graph.subscriptions).toEqual([{ object: 'whatsapp_business_account', callback_url: HOOK_URL, active: true, fields: [{ name: 'messages', version: 'v19.0' }, { name: 'account_update', version: 'v19.0' }] }]);
    // Active again with the same updates: nothing new is registered.
    graph.requests.length = 0;
    await activate();
    expect(graph.requests.map((request) => request.method)).toEqual(['GET']);
    await deleteServiceWebhooks(workflow, builtinNodeTypes, { webhookBaseUrl: BASE, services: services(), logger });
    expect(graph.requests.at(-1)).toMatchObject({ method: 'DELETE', params: { object: 'whatsapp_business_account' } });
    expect(graph.subscriptions).toEqual([]);
  });

  it('refuses to take over a subscription another URL has; a wrong secret is a credential error', async () => {
    graph.subscriptions.push({ object: 'whatsapp_business_account', callback_url: 'https://other.example/hook', active: true, fields: [{ name: 'messages', version: 'v19.0' }] });
    await expect(activate()).rejects.toThrow('already sends its WhatsApp updates to another URL');
    graph.subscriptions.length = 0;
    await expect(createServiceWebhooks(workflow, builtinNodeTypes, { webhookBaseUrl: BASE, services: services('wrong'), logger }))
      .rejects.toThrow('Authorization failed - please check your credentials');
  });

  it('answers Meta\'s verification only with the stored token', async () => {
    await activate();
    const token = (workflow.staticData as { node?: Record<string, IDataObject> })?.node?.['WhatsApp Trigger']?.verifyToken
      ?? Object.values((workflow.staticData ?? {}) as Record<string, IDataObject>).map((data) => data.verifyToken).find(Boolean);
    expect(typeof token).toBe('string');
    expect(await deliver('GET', `${HOOK_URL}?hub.mode=subscribe&hub.challenge=1158201444&hub.verify_token=${String(token)}`)).toMatchObject({ status: 200, body: '1158201444', items: [] });
    expect((await deliver('GET', `${HOOK_URL}?hub.mode=subscribe&hub.challenge=1&hub.verify_token=guess`)).status).toBe(403);
  });
});

describe('WhatsApp Trigger: updates', () => {
  it('outputs each change of a chosen update type with its field, for a body signed with the app secret', async () => {
    const body = update([inbound, { field: 'account_update', value: { phone_number: '15550783881', event: 'VERIFIED_ACCOUNT' } }, { field: 'security', value: { event: 'PIN_CHANGED' } }]);
    const { status, items } = await deliver('POST', HOOK_URL, { body, signature: sign(body) });
    expect(status).toBe(200);
    expect(items).toEqual([{ ...inbound.value, field: 'messages' }, { phone_number: '15550783881', event: 'VERIFIED_ACCOUNT', field: 'account_update' }]);
  });

  it('keeps only the chosen message statuses', async () => {
    const statuses = (...names: string[]) => update([{ field: 'messages', value: { messaging_product: 'whatsapp', statuses: names.map((status, n) => ({ id: `wamid.${n}`, status, recipient_id: '447700900001' })) } }]);
    const mixed = statuses('delivered', 'read');
    expect((await deliver('POST', HOOK_URL, { body: mixed, signature: sign(mixed) })).items).toEqual([
      { messaging_product: 'whatsapp', statuses: [{ id: 'wamid.1', status: 'read', recipient_id: '447700900001' }], field: 'messages' },
    ]);
    const delivered = statuses('delivered');
    const none = await deliver('POST', HOOK_URL, { body: delivered, signature: sign(delivered) });
    expect(none).toMatchObject({ status: 200, items: [] });
  });

  it('refuses a body without Meta\'s signature or signed with another secret', async () => {
    const body = update([inbound]);
    expect(await deliver('POST', HOOK_URL, { body })).toMatchObject({ status: 401, items: [] });
    expect(await deliver('POST', HOOK_URL, { body, signature: sign(body, 'other-secret') })).toMatchObject({ status: 401, items: [] });
  });
});

describe('WhatsApp credential tests', () => {
  it('whatsAppTriggerApi: an app token for the right id and secret, an OAuthException otherwise', async () => {
    expect(await credentialTest('whatsAppTriggerApi', { clientId: APP.id, clientSecret: APP.secret })).toMatchObject({ status: 200, body: { token_type: 'bearer' } });
    expect(await credentialTest('whatsAppTriggerApi', { clientId: APP.id, clientSecret: 'nope' })).toMatchObject({ status: 400, body: { error: { type: 'OAuthException' } } });
  });
});
