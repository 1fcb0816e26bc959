import type { IDataObject, INode, IWorkflowBase } from '@weft/workflow';
import {
  WorkflowRunner, createConsoleLogger, getWebhookDescriptions, receiveWebhook, MemoryCredentialsHelper,
} from '@weft/engine';
import type { IRun, WebhookHttpResponse, WebhookRequest } from '@weft/engine';
import { describe, expect, it } from 'vitest';
import { builtinNodeTypes } from '../builtin-node-types.js';
import { loadFixture } from '../test-support/run-fixture.js';

const logger = createConsoleLogger('silent');
const services = {
  credentialsHelper: new MemoryCredentialsHelper({
    'cred-basic': { type: 'httpBasicAuth', name: 'Shop basic auth', data: { user: 'shop', password: 's3cret' } },
    'cred-header': { type: 'httpHeaderAuth', name: 'Token', data: { name: 'X-Api-Key', value: 'k-123' } },
  }),
};
const runner = new WorkflowRunner(builtinNodeTypes, { logger, ...services });
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

function request(extra: Partial<WebhookRequest> = {}): WebhookRequest {
  return { method: 'POST', url: '/webhook/x', headers: { 'content-type': 'application/json' }, query: {}, params: {}, body: {}, ip: '10.0.0.5', ...extra };
}

async function call(workflow: IWorkflowBase, req: WebhookRequest, mode: 'webhook' | 'manual' = 'webhook') {
  const sent: WebhookHttpResponse[] = [];
  const decision = await receiveWebhook({
    workflow, nodeTypes: builtinNodeTypes, nodeName: 'Webhook', mode, logger, services, request: req,
    channel: { send: (response) => sent.push(response) }, webhookBaseUrl: 'http://localhost:5678/',
  });
  let run: IRun | undefined;
  if (decision.action === 'start') {
    run = await runner.run({ workflow, mode, executionId: '1', trigger: decision.trigger, hooks: decision.hooks });
    await decision.answerFrom(run);
  }
  return { response: sent[0] as WebhookHttpResponse, run };
}

function webhookWorkflow(parameters: IDataObject, typeVersion = 2, extra: Partial<INode> = {}): IWorkflowBase {
  return {
    id: 'w', name: 'Hook', active: true,
    nodes: [{ id: 'a', name: 'Webhook', type: 'n8n-nodes-base.webhook', typeVersion, position: [0, 0], webhookId: 'hook-id', parameters: { path: 'in', ...parameters } as never, ...extra }],
    connections: {},
  };
}

describe('Webhook', () => {
  it('registers its path under the webhookId when it has parameters, one entry per method', () => {
    const fixture = loadFixture('./test/webhook-v2-last-node.workflow.json', import.meta.url);
    expect(getWebhookDescriptions(fixture, builtinNodeTypes, { baseUrl: 'http://localhost:5678/webhook/' }).map((d) => [d.httpMethod, d.path, d.responseMode])).toEqual([
      ['POST', '3c2f8a0e-52b4-4d7e-8b7e-7d6f7c9a1b10/orders/:id', 'lastNode'],
    ]);
    const multi = webhookWorkflow({ multipleMethods: true, httpMethod: ['GET', 'POST'] });
    expect(getWebhookDescriptions(multi, builtinNodeTypes).map((d) => `${d.httpMethod} ${d.path}`)).toEqual(['GET in', 'POST in']);
  });

  it('runs the exported workflow: basic auth checked, answered with the last node\'s first item', async () => {
    const workflow = loadFixture('./test/webhook-v2-last-node.workflow.json', import.meta.url);
    const { response, run } = await call(workflow, request({
      headers: { 'content-type': 'application/json', authorization: basic('shop', 's3cret') },
      params: { id: '42' }, query: { source: 'app' }, body: { total: 9.5 },
    }));
    expect(run?.status).toBe('success');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-handled-by']).toBe('weft');
    expect(response.body).toEqual({ status: 'received' });
    const webhookItem = run?.data.resultData.runData.Webhook?.[0]?.data?.main?.[0]?.[0]?.json;
    expect(webhookItem).toEqual({
      headers: { 'content-type': 'application/json', authorization: basic('shop', 's3cret') },
      params: { id: '42' }, query: { source: 'app' }, body: { total: 9.5 },
      webhookUrl: 'http://localhost:5678/webhook/3c2f8a0e-52b4-4d7e-8b7e-7d6f7c9a1b10/orders/:id',
      executionMode: 'production',
    });
  });

  it('refuses missing or wrong basic auth with 401 / 403 and starts nothing', async () => {
    const workflow = loadFixture('./test/webhook-v2-last-node.workflow.json', import.meta.url);
    const missing = await call(workflow, request());
    expect(missing.response).toMatchObject({ statusCode: 401, body: 'Authorization is required!' });
    expect(missing.response.headers['www-authenticate']).toBe('Basic realm="Webhook"');
    expect(missing.run).toBeUndefined();
    const wrong = await call(workflow, request({ headers: { authorization: basic('shop', 'nope') } }));
    expect(wrong.response).toMatchObject({ statusCode: 403, body: 'Authorization data is wrong!' });
  });

  it('checks header auth against the credential', async () => {
    const workflow = webhookWorkflow({ authentication: 'headerAuth' }, 2, { credentials: { httpHeaderAuth: { id: 'cred-header', name: 'Token' } } });
    expect((await call(workflow, request({ headers: { 'x-api-key': 'bad' } }))).response.statusCode).toBe(403);
    const ok = await call(workflow, request({ headers: { 'x-api-key': 'k-123' } }));
    expect(ok.response.body).toEqual({ message: 'Workflow was started' });
    expect(ok.run?.status).toBe('success');
  });

  it('answers at once with the configured code, custom body, or no body', async () => {
    const custom = await call(webhookWorkflow({ options: { responseCode: { values: { responseCode: 'customCode', customCode: 202 } }, responseData: 'queued' } }), request());
    expect(custom.response).toMatchObject({ statusCode: 202, body: 'queued' });
    const v1 = await call(webhookWorkflow({ responseCode: 201 }, 1), request());
    expect(v1.response).toMatchObject({ statusCode: 201, body: { message: 'Workflow was started' } });
    const empty = await call(webhookWorkflow({ options: { noResponseBody: true } }), request());
    expect(empty.response.body).toBeNull();
  });

  it('sends a multi-method request to the output of its method', async () => {
    const workflow = webhookWorkflow({ multipleMethods: true, httpMethod: ['GET', 'POST'] });
    const { run } = await call(workflow, request({ method: 'POST', body: { a: 1 } }));
    const outputs = run?.data.resultData.runData.Webhook?.[0]?.data?.main;
    expect(outputs?.[0]).toEqual([]);
    expect(outputs?.[1]?.[0]?.json.body).toEqual({ a: 1 });
  });

  it('outputs a body it cannot parse as binary data (v2), and the raw body on request', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.4 fake');
    const file = await call(webhookWorkflow({ options: { binaryPropertyName: 'upload' } }), request({
      headers: { 'content-type': 'application/pdf' }, body: undefined, rawBody: bytes,
    }));
    const item = file.run?.data.resultData.runData.Webhook?.[0]?.data?.main?.[0]?.[0];
    expect(item?.json.body).toEqual({});
    expect(item?.binary?.upload).toMatchObject({ mimeType: 'application/pdf', data: Buffer.from(bytes).toString('base64') });

    const raw = await call(webhookWorkflow({ options: { rawBody: true } }), request({ body: { a: 1 }, rawBody: new TextEncoder().encode('{"a":1}') }));
    const rawItem = raw.run?.data.resultData.runData.Webhook?.[0]?.data?.main?.[0]?.[0];
    expect(rawItem?.json.body).toEqual({ a: 1 });
    expect(rawItem?.binary?.data).toEqual({ data: Buffer.from('{"a":1}').toString('base64'), mimeType: 'application/json' });
  });

  it('answers with the last node\'s file in lastNode mode', async () => {
    const workflow = webhookWorkflow({ responseMode: 'lastNode', responseData: 'firstEntryBinary' });
    const { response } = await call(workflow, request({ headers: { 'content-type': 'image/png' }, body: undefined, rawBody: new Uint8Array([137, 80, 78, 71]) }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect([...(response.body as Uint8Array)]).toEqual([137, 80, 78, 71]);
    const missing = await call(webhookWorkflow({ responseMode: 'lastNode', responseData: 'firstEntryBinary', responseBinaryPropertyName: 'other' }),
      request({ headers: { 'content-type': 'image/png' }, body: undefined, rawBody: new Uint8Array([1]) }));
    expect(missing.response).toMatchObject({ statusCode: 500, body: { message: 'The binary property "other" to return does not exist' } });
  });

  it('names multipart files by field, or by the configured prefix and number', async () => {
    const files = [
      { fieldName: 'doc', fileName: 'a.txt', mimeType: 'text/plain', data: new TextEncoder().encode('A') },
      { fieldName: 'doc', fileName: 'b.txt', mimeType: 'text/plain', data: new TextEncoder().encode('B') },
    ];
    const byField = await call(webhookWorkflow({}), request({ headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: { note: 'hi' }, files }));
    const item = byField.run?.data.resultData.runData.Webhook?.[0]?.data?.main?.[0]?.[0];
    expect(Object.keys(item?.binary ?? {})).toEqual(['doc0', 'doc1']);
    expect(item?.binary?.doc1).toMatchObject({ fileName: 'b.txt', mimeType: 'text/plain' });
    expect(item?.json.body).toEqual({ note: 'hi' });
  });

  it('refuses clients outside the IP whitelist and bots when asked to', async () => {
    const listed = await call(webhookWorkflow({ options: { ipWhitelist: '10.0.0.1, 10.0.0.2' } }), request({ ip: '::ffff:10.0.0.9' }));
    expect(listed.response).toMatchObject({ statusCode: 403, body: 'IP is not whitelisted to access the webhook!' });
    expect((await call(webhookWorkflow({ options: { ipWhitelist: '10.0.0.9' } }), request({ ip: '::ffff:10.0.0.9' }))).response.statusCode).toBe(200);
    const bot = await call(webhookWorkflow({ options: { ignoreBots: true } }), request({ headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' } }));
    expect(bot.response.statusCode).toBe(403);
  });

  it('marks test runs as such', async () => {
    const { run } = await call(webhookWorkflow({}), request(), 'manual');
    expect(run?.data.resultData.runData.Webhook?.[0]?.data?.main?.[0]?.[0]?.json).toMatchObject({
      executionMode: 'test', webhookUrl: 'http://localhost:5678/webhook-test/in',
    });
  });
});
