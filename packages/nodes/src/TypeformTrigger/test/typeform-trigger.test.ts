import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { IDataObject, IWorkflowBase } from '@weft/workflow';
import {
  LoadOptionsContext, MemoryCredentialsHelper, WorkflowRunner, createConsoleLogger, createServiceWebhooks, deleteServiceWebhooks, receiveWebhook,
} from '@weft/engine';
import type { WebhookHttpResponse } from '@weft/engine';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { builtinCredentialTypes } from '../../credentials/builtin-credential-types.js';
import { testCredential } from '../../test-support/credential-test.js';
import { startTypeformStandIn, typeformSignature } from '../../test-support/typeform-stand-in/typeform-stand-in.js';
import type { TypeformStandIn } from '../../test-support/typeform-stand-in/typeform-stand-in.js';

const TOKEN = 'tfp_personal_0001';
const logger = createConsoleLogger('silent');
const services = {
  credentialTypes: builtinCredentialTypes,
  credentialsHelper: new MemoryCredentialsHelper({
    token: { type: 'typeformApi', name: 'Typeform', data: { accessToken: TOKEN } },
    oauth: { type: 'typeformOAuth2Api', name: 'Typeform OAuth', data: { clientId: 'c', clientSecret: 's', oauthTokenData: { access_token: 'oauth-access-1', token_type: 'bearer' } } },
  }),
};
const BASE = 'https://weft.example.com/';
const HOOK_URL = `${BASE}webhook/tf-hook/webhook`;

let standIn: TypeformStandIn;
beforeAll(async () => {
  standIn = await startTypeformStandIn({ tokens: [TOKEN, 'oauth-access-1'] });
  process.env.WEFT_TEST_SERVICE_HOSTS = JSON.stringify({ 'https://api.typeform.com': standIn.origin });
});
afterAll(async () => {
  delete process.env.WEFT_TEST_SERVICE_HOSTS;
  await standIn.close();
});
beforeEach(() => {
  standIn.forms.splice(0, Infinity, {
    id: 'FORM01', title: 'Event signup',
    fields: [
      { id: 'f_name', title: 'What is your name?', type: 'short_text', ref: 'name' },
      { id: 'f_mail', title: 'Your email', type: 'email', ref: 'email' },
      { id: 'f_day', title: 'Which day?', type: 'multiple_choice', ref: 'day' },
      { id: 'f_food', title: 'Food preferences', type: 'multiple_choice', ref: 'food' },
      { id: 'f_guests', title: 'Guests', type: 'number', ref: 'guests' },
    ],
  }, { id: 'FORM02', title: 'Feedback', fields: [] });
  standIn.webhooks.length = 0;
  standIn.requests.length = 0;
});

function workflow(parameters: IDataObject, typeVersion = 1.1): IWorkflowBase {
  const credentials: Record<string, { id: string; name: string }> = parameters.authentication === 'oAuth2'
    ? { typeformOAuth2Api: { id: 'oauth', name: 'Typeform OAuth' } } : { typeformApi: { id: 'token', name: 'Typeform' } };
  return {
    id: 'w', name: 'Signups', active: true, connections: {},
    nodes: [{
      id: 'tf', name: 'Typeform Trigger', type: 'n8n-nodes-base.typeformTrigger', typeVersion, position: [0, 0], webhookId: 'tf-hook',
      parameters: { formId: 'FORM01', ...parameters } as never, credentials,
    }],
  };
}

const answers = [
  { type: 'text', text: 'Ada Lovelace', field: { id: 'f_name', type: 'short_text', ref: 'name' } },
  { type: 'email', email: 'ada@example.com', field: { id: 'f_mail', type: 'email', ref: 'email' } },
  { type: 'choice', choice: { id: 'c1', label: 'Saturday' }, field: { id: 'f_day', type: 'multiple_choice', ref: 'day' } },
  { type: 'choices', choices: { ids: ['c2', 'c3'], labels: ['Vegan', 'No nuts'] }, field: { id: 'f_food', type: 'multiple_choice', ref: 'food' } },
  { type: 'number', number: 2, field: { id: 'f_guests', type: 'number', ref: 'guests' } },
];

/** Posts a delivery to the trigger as Typeform does; `signature` overrides the one the stand-in computes. */
async function deliver(flow: IWorkflowBase, options: { signature?: string; raw?: string } = {}) {
  const delivery = standIn.delivery('FORM01', answers);
  const raw = options.raw ?? delivery.raw;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const signature = options.signature ?? delivery.signature;
  if (signature) headers['typeform-signature'] = signature;
  const sent: WebhookHttpResponse[] = [];
  const decision = await receiveWebhook({
    workflow: flow, nodeTypes: builtinNodeTypes, nodeName: 'Typeform Trigger', mode: 'webhook', logger, services,
    request: { method: 'POST', url: '/webhook/tf-hook/webhook', headers, query: {}, params: {}, ip: '10.0.0.9', body: JSON.parse(raw) as IDataObject, rawBody: Buffer.from(raw) },
    channel: { send: (response) => sent.push(response) }, webhookBaseUrl: BASE,
  });
  if (decision.action !== 'start') return { status: sent[0]?.statusCode, items: undefined };
  const run = await new WorkflowRunner(builtinNodeTypes, { logger, ...services }).run({ workflow: flow, mode: 'webhook', executionId: '1', trigger: decision.trigger, hooks: decision.hooks });
  await decision.answerFrom(run);
  return { status: sent[0]?.statusCode, items: run.data.resultData.runData['Typeform Trigger']?.[0]?.data?.main?.[0]?.map((item) => item.json) };
}

const activate = (flow: IWorkflowBase) => createServiceWebhooks(flow, builtinNodeTypes, { webhookBaseUrl: BASE, logger, services });

describe('Typeform Trigger: registration', () => {
  it('puts a webhook with a secret on the form on activation, and removes it on deactivation', async () => {
    const flow = workflow({});
    await activate(flow);
    const put = standIn.requests.find((request) => request.method === 'PUT');
    expect(put?.path).toMatch(/^\/forms\/FORM01\/webhooks\/n8n-[0-9a-f]{16}$/);
    expect(put?.headers.authorization).toBe(`bearer ${TOKEN}`);
    expect(put?.body).toEqual({ url: HOOK_URL, enabled: true, verify_ssl: true, secret: expect.any(String), event_types: { form_response: true } });
    expect(standIn.webhooks).toHaveLength(1);
    expect(flow.staticData?.['node:Typeform Trigger']).toEqual({ webhookTag: standIn.webhooks[0]?.tag, webhookSecret: standIn.webhooks[0]?.secret });

    standIn.requests.length = 0;
    await activate(flow);
    // Already registered with our tag and secret: only looked up.
    expect(standIn.requests.map((request) => request.method)).toEqual(['GET']);

    await deleteServiceWebhooks(flow, builtinNodeTypes, { webhookBaseUrl: BASE, logger, services });
    expect(standIn.requests.at(-1)?.method).toBe('DELETE');
    expect(standIn.webhooks).toEqual([]);
    expect(flow.staticData?.['node:Typeform Trigger']).toEqual({});
  });

  it('registers again when the form has our URL under a tag this node does not know (its secret unknown)', async () => {
    standIn.webhooks.push({ id: 'old', form_id: 'FORM01', tag: 'elsewhere', url: HOOK_URL, enabled: true, verify_ssl: true, event_types: { form_response: true }, created_at: '', updated_at: '' });
    const flow = workflow({});
    await activate(flow);
    expect(standIn.requests.map((request) => request.method)).toEqual(['GET', 'PUT']);
  });

  it('says which form is missing when activation fails', async () => {
    await expect(activate(workflow({ formId: 'NOPE' }))).rejects.toThrow(/could not be registered with its service: The resource you are requesting could not be found/);
  });

  it('uses the OAuth2 credential when Authentication says so', async () => {
    await activate(workflow({ authentication: 'oAuth2' }));
    expect(standIn.requests[0]?.headers.authorization).toBe('Bearer oauth-access-1');
    expect(standIn.webhooks).toHaveLength(1);
  });
});

describe('Typeform Trigger: deliveries', () => {
  it('outputs the answers by question title (Simplify Answers, Only Answers: the defaults)', async () => {
    const flow = workflow({});
    await activate(flow);
    const { status, items } = await deliver(flow);
    expect(status).toBe(200);
    expect(items).toEqual([{ 'What is your name?': 'Ada Lovelace', 'Your email': 'ada@example.com', 'Which day?': 'Saturday', 'Food preferences': ['Vegan', 'No nuts'], Guests: 2 }]);
  });

  it('outputs the whole event with simplified answers when Only Answers is off', async () => {
    const flow = workflow({ onlyAnswers: false });
    await activate(flow);
    const { items } = await deliver(flow);
    expect(items).toHaveLength(1);
    expect(items?.[0]).toMatchObject({ event_type: 'form_response', form_response: { form_id: 'FORM01', token: 'resp0001', answers: { Guests: 2, 'Which day?': 'Saturday' } } });
  });

  it('outputs the raw answers: one item per answer in 1.1, one item holding them all in 1', async () => {
    const latest = workflow({ simplifyAnswers: false });
    await activate(latest);
    expect((await deliver(latest)).items).toEqual(answers);
    await deleteServiceWebhooks(latest, builtinNodeTypes, { webhookBaseUrl: BASE, logger, services });
    const first = workflow({ simplifyAnswers: false }, 1);
    await activate(first);
    expect((await deliver(first)).items).toEqual([{ ...answers }]);
  });

  it('outputs the raw event when neither option is on', async () => {
    const flow = workflow({ simplifyAnswers: false, onlyAnswers: false });
    await activate(flow);
    const { items } = await deliver(flow);
    expect(items?.[0]).toMatchObject({ event_id: '01EVENT0001', form_response: { answers } });
  });

  it('refuses deliveries without Typeform\'s signature, or signed with another secret, or altered', async () => {
    const flow = workflow({});
    await activate(flow);
    expect(await deliver(flow, { signature: '' })).toEqual({ status: 401, items: undefined });
    expect(await deliver(flow, { signature: typeformSignature('another secret', standIn.delivery('FORM01', answers).raw) })).toEqual({ status: 401, items: undefined });
    const altered = standIn.delivery('FORM01', answers).raw.replace('Ada Lovelace', 'Eve');
    expect((await deliver(flow, { raw: altered })).status).toBe(401);
  });
});

describe('Typeform Trigger: the form list and the credential', () => {
  it('lists the account\'s forms by title, all pages of them', async () => {
    for (let n = 3; n <= 205; n++) standIn.forms.push({ id: `FORM${n}`, title: `Survey ${n}`, fields: [] });
    const nodeType = builtinNodeTypes.getByNameAndVersion('n8n-nodes-base.typeformTrigger', 1.1);
    const context = new LoadOptionsContext({
      node: workflow({}).nodes[0] as never, nodeType: nodeType as never, services, logger, timezone: 'UTC',
    });
    const forms = await nodeType?.methods?.loadOptions?.getForms?.call(context);
    expect(forms).toHaveLength(205);
    expect(forms?.slice(0, 2)).toEqual([{ name: 'Event signup', value: 'FORM01' }, { name: 'Feedback', value: 'FORM02' }]);
    expect(standIn.requests.map((request) => request.query.toString())).toEqual(['page=1&page_size=200', 'page=2&page_size=200']);
  });

  it('typeformApi: the forms list answers for a good token, 401 with Typeform\'s error for a wrong one', async () => {
    expect((await testCredential('typeformApi', { accessToken: TOKEN })).status).toBe(200);
    const bad = await testCredential('typeformApi', { accessToken: 'tfp_wrong' });
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({ code: 'AUTHENTICATION_FAILED', description: 'Authentication credentials not found on the Request Headers' });
  });
});
