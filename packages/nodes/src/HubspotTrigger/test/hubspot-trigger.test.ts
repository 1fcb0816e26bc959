import type { IDataObject, IWorkflowBase } from '@weft/workflow';
import { MemoryCredentialsHelper, WorkflowRunner, createConsoleLogger, createServiceWebhooks, deleteServiceWebhooks, receiveWebhook } from '@weft/engine';
import type { IRun, WebhookHttpResponse } from '@weft/engine';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { builtinCredentialTypes } from '../../credentials/builtin-credential-types.js';
import { startHubspotStandIn } from '../../test-support/hubspot-stand-in/hubspot-stand-in.js';
import type { HubspotStandIn } from '../../test-support/hubspot-stand-in/hubspot-stand-in.js';
import { seedPortal } from '../../test-support/hubspot-stand-in/seed.js';
import { HubspotTrigger } from '../HubspotTrigger.node.js';
import { hubspotSignature } from '../hubspot-signature.js';

/* The HubSpot Trigger: the developer app's webhook settings and subscriptions, signed deliveries, one item per event. */

const APP_ID = '1234567';
const CLIENT_SECRET = 'app-client-secret-0001';
const HOOK_URL = 'http://localhost:5678/webhook/hubspot-hook/webhook';
const logger = createConsoleLogger('silent');
let standIn: HubspotStandIn;

function services(developerKey = 'dev-key-1') {
  return {
    credentialTypes: builtinCredentialTypes,
    credentialsHelper: new MemoryCredentialsHelper({
      c: {
        type: 'hubspotDeveloperApi', name: 'HubSpot app',
        data: { apiKey: developerKey, appId: APP_ID, clientId: 'client-1', clientSecret: CLIENT_SECRET, oauthTokenData: { access_token: 'oauth-access-1', token_type: 'Bearer' } },
      },
    }),
  };
}

function workflow(events: IDataObject[], additionalFields: IDataObject = {}): IWorkflowBase {
  return {
    id: 'w', name: 'HubSpot events', active: true, staticData: {},
    nodes: [{
      id: 'h', name: 'HubSpot Trigger', type: 'n8n-nodes-base.hubspotTrigger', typeVersion: 1, position: [0, 0], webhookId: 'hubspot-hook',
      parameters: { eventsUi: { eventValues: events }, additionalFields } as never, credentials: { hubspotDeveloperApi: { id: 'c', name: 'HubSpot app' } },
    }],
    connections: {},
  };
}

const options = (developerKey?: string) => ({ webhookBaseUrl: 'http://localhost:5678/', logger, services: services(developerKey) });

beforeAll(async () => {
  standIn = await startHubspotStandIn({ tokens: ['oauth-access-1'], developerKeys: ['dev-key-1'] });
  process.env.WEFT_TEST_SERVICE_HOSTS = JSON.stringify({ 'https://api.hubapi.com': standIn.origin });
});
afterAll(async () => {
  delete process.env.WEFT_TEST_SERVICE_HOSTS;
  await standIn.close();
});
beforeEach(() => {
  standIn.reset();
  seedPortal(standIn);
});

describe('activation', () => {
  it('sets the app\'s target URL and subscribes the chosen events with the developer key; deactivation removes both', async () => {
    const flow = workflow([{ name: 'contact.creation' }, { name: 'deal.propertyChange', property: 'amount' }], { maxConcurrentRequests: 10 });
    await createServiceWebhooks(flow, builtinNodeTypes, options());
    const app = standIn.store.apps.get(APP_ID);
    expect(app?.settings).toMatchObject({ targetUrl: HOOK_URL, maxConcurrentRequests: 10 });
    expect(app?.subscriptions.map(({ eventType, propertyName, active }) => ({ eventType, propertyName, active }))).toEqual([
      { eventType: 'contact.creation', propertyName: undefined, active: true }, { eventType: 'deal.propertyChange', propertyName: 'amount', active: true },
    ]);
    expect(standIn.requests.every((request) => request.auth === 'hapikey dev-key-1')).toBe(true);

    // Activating again finds the app set up and changes nothing.
    standIn.requests.length = 0;
    await createServiceWebhooks(flow, builtinNodeTypes, options());
    expect(standIn.requests.map((request) => request.method)).toEqual(['GET', 'GET']);

    await deleteServiceWebhooks(flow, builtinNodeTypes, options());
    expect(standIn.store.apps.get(APP_ID)).toEqual({ subscriptions: [] });
  });

  it('a wrong developer key stops the activation with HubSpot\'s message', async () => {
    await expect(createServiceWebhooks(workflow([{ name: 'contact.creation' }]), builtinNodeTypes, options('dev-key-old')))
      .rejects.toThrow('could not be registered with its service: Authorization failed - please check your credentials');
  });

  it('loads a portal\'s contact properties with the app\'s OAuth token', async () => {
    const { LoadOptionsContext } = await import('@weft/engine');
    const trigger = new HubspotTrigger();
    const context = new LoadOptionsContext({
      node: { id: 'h', name: 'HubSpot Trigger', type: 'n8n-nodes-base.hubspotTrigger', typeVersion: 1, position: [0, 0], parameters: {}, credentials: { hubspotDeveloperApi: { id: 'c', name: 'HubSpot app' } } },
      nodeType: trigger, services: services(), logger, timezone: 'UTC',
    });
    const properties = await trigger.methods.loadOptions.getContactProperties.call(context as never);
    expect(properties).toContainEqual({ name: 'Email', value: 'email' });
    expect(standIn.requests[0]?.auth).toBe('Bearer oauth-access-1');
  });
});

async function deliver(events: IDataObject[], sign: (raw: string) => string | undefined) {
  const flow = workflow([{ name: 'contact.creation' }]);
  const raw = JSON.stringify(events);
  const signature = sign(raw);
  const sent: WebhookHttpResponse[] = [];
  const decision = await receiveWebhook({
    workflow: flow, nodeTypes: builtinNodeTypes, nodeName: 'HubSpot Trigger', mode: 'webhook', logger, services: services(),
    request: {
      method: 'POST', url: '/webhook/hubspot-hook/webhook', query: {}, params: {}, ip: '10.0.0.9', body: events, rawBody: Buffer.from(raw),
      headers: { 'content-type': 'application/json', ...(signature ? { 'x-hubspot-signature': signature, 'x-hubspot-signature-version': 'v1' } : {}) },
    },
    channel: { send: (response) => sent.push(response) }, webhookBaseUrl: 'http://localhost:5678/',
  });
  let run: IRun | undefined;
  if (decision.action === 'start') {
    run = await new WorkflowRunner(builtinNodeTypes, { logger, ...services() }).run({ workflow: flow, mode: 'webhook', executionId: '1', trigger: decision.trigger, hooks: decision.hooks });
    await decision.answerFrom(run);
  }
  return { status: sent[0]?.statusCode, run, items: run?.data.resultData.runData['HubSpot Trigger']?.[0]?.data?.main?.[0] ?? [] };
}

const event = (objectId: number, subscriptionType: string, extra: IDataObject = {}) => ({
  eventId: objectId + 9000, subscriptionId: 11, portalId: 62515, appId: Number(APP_ID), occurredAt: 1714557600000,
  subscriptionType, attemptNumber: 0, objectId, changeSource: 'CRM', ...extra,
});

describe('deliveries', () => {
  it('splits a signed batch into one item per event, naming the object\'s id by its type', async () => {
    const events = [event(101, 'contact.creation'), event(106, 'deal.propertyChange', { propertyName: 'amount', propertyValue: '5000' })];
    const { status, items } = await deliver(events, (raw) => hubspotSignature(CLIENT_SECRET, raw));
    expect(status).toBe(200);
    expect(items.map((item) => item.json)).toEqual([
      { ...events[0], contactId: 101 },
      { ...events[1], dealId: 106 },
    ]);
  });

  it('refuses a delivery with a wrong or missing signature, and starts no run', async () => {
    const forged = await deliver([event(101, 'contact.creation')], (raw) => hubspotSignature('someone-else', raw));
    expect(forged.status).toBe(401);
    expect(forged.run).toBeUndefined();
    const unsigned = await deliver([event(101, 'contact.creation')], () => undefined);
    expect(unsigned.status).toBe(401);
  });
});
