import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { IExecution } from '@weft/workflow';
import type { WorkflowResponse } from '@weft/contracts';
import { useTestServer, type TestServer } from '../test/test-server.js';
import { chain, respondNode, setNode, webhookNode } from '../test/webhook-fixtures.js';

const server = useTestServer();

async function activeWorkflow(body: Parameters<TestServer['rest']>[2]): Promise<WorkflowResponse> {
  const created = await server.rest<{ data: WorkflowResponse }>('POST', '/workflows', body);
  expect(created.status).toBe(200);
  const activated = await server.rest<{ data: WorkflowResponse }>('PATCH', `/workflows/${created.body.data.id}`, { active: true });
  expect(activated.status, JSON.stringify(activated.body)).toBe(200);
  return activated.body.data;
}

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) {
  const response = await server.inject({
    method, url, headers: { ...(payload !== undefined && typeof payload === 'object' ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : JSON.stringify(payload) }),
  });
  return { status: response.statusCode, headers: response.headers, text: response.body, json: () => response.json() as unknown };
}

async function executions(): Promise<IExecution[]> {
  await server.services.repositories.executions.allCommitted();
  const rows = await server.db.kysely.selectFrom('execution_entity').select('id').orderBy('id').execute();
  return Promise.all(rows.map(async (row) => (await server.rest<{ data: IExecution }>('GET', `/executions/${row.id}`)).body.data));
}

/** Executions are stored after the answer went out: wait until the run has been recorded. */
async function settled(): Promise<void> {
  await server.services.activeExecutions.whenIdle();
}

describe('production webhooks', () => {
  it('answers at once in "immediately" mode and stores the webhook execution with the request', async () => {
    const workflow = await activeWorkflow(chain('Orders', [
      webhookNode({ path: 'orders', responseMode: 'onReceived' }), setNode('Edit Fields', 'status', 'received'),
    ]));
    const answer = await call('POST', '/webhook/orders?source=shop', { order: 7 });
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ message: 'Workflow was started' });
    await settled();
    const [execution] = await executions();
    expect(execution).toMatchObject({ mode: 'webhook', status: 'success', finished: true, workflowId: workflow.id });
    const webhookItem = execution?.data.resultData.runData.Webhook?.[0]?.data?.main?.[0]?.[0]?.json;
    expect(webhookItem).toMatchObject({ body: { order: 7 }, query: { source: 'shop' }, executionMode: 'production' });
    expect(execution?.data.resultData.runData['Edit Fields']?.[0]?.data?.main?.[0]?.[0]?.json).toEqual({ status: 'received' });
  });

  it('answers with the last node\'s first item in "last node" mode', async () => {
    await activeWorkflow(chain('Echo', [
      webhookNode({ path: 'echo', responseMode: 'lastNode' }),
      setNode('Edit Fields', 'greeting', '={{ "hello " + $json.body.name }}'),
    ]));
    const answer = await call('POST', '/webhook/echo', { name: 'Ada' });
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ greeting: 'hello Ada' });
  });

  it('matches paths with parameters under the node\'s webhook id and passes the parameters on', async () => {
    const node = webhookNode({ path: ':id/items', responseMode: 'lastNode', httpMethod: 'GET' });
    await activeWorkflow(chain('Items', [node, setNode('Edit Fields', 'item', '={{ $json.params.id }}')]));
    const answer = await call('GET', `/webhook/${node.webhookId}/42/items`);
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ item: '42' });
  });

  it('answers 404 with n8n\'s message for a path nothing is registered at', async () => {
    const answer = await call('GET', '/webhook/nothing-here');
    expect(answer.status).toBe(404);
    expect(answer.json()).toMatchObject({ code: 404, message: 'The requested webhook "GET nothing-here" is not registered.' });
    expect((answer.json() as { hint: string }).hint).toContain('must be active');
  });

  it('names the registered methods when the method is wrong', async () => {
    await activeWorkflow(chain('Post only', [webhookNode({ path: 'only-post', responseMode: 'onReceived' })]));
    const answer = await call('GET', '/webhook/only-post');
    expect(answer.status).toBe(404);
    expect(answer.json()).toEqual({
      code: 404,
      message: 'The requested webhook "GET only-post" is not registered.',
      hint: 'This webhook is registered for POST requests only. Did you mean to make a POST request?',
    });
  });

  it('checks basic authentication against stored credentials', async () => {
    const credential = await server.services.credentials.create({ name: 'Shop login', type: 'httpBasicAuth', data: { user: 'shop', password: 's3cret' } });
    await activeWorkflow(chain('Guarded', [webhookNode(
      { path: 'guarded', responseMode: 'onReceived', authentication: 'basicAuth' },
      { credentials: { httpBasicAuth: { id: credential.id, name: 'Shop login' } } },
    )]));
    const denied = await call('POST', '/webhook/guarded', {});
    expect(denied.status).toBe(401);
    const wrong = await call('POST', '/webhook/guarded', {}, { authorization: `Basic ${Buffer.from('shop:nope').toString('base64')}` });
    expect(wrong.status).toBe(403);
    const allowed = await call('POST', '/webhook/guarded', {}, { authorization: `Basic ${Buffer.from('shop:s3cret').toString('base64')}` });
    expect(allowed.status).toBe(200);
    await settled();
    expect(await server.count('execution_entity')).toBe(1);
  });

  it('answers a browser\'s preflight for a webhook', async () => {
    const answer = await server.inject({ method: 'OPTIONS', url: '/webhook/anything' });
    expect(answer.statusCode).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers['access-control-allow-methods']).toContain('POST');
  });

  it('refuses a JSON body that does not parse, and starts nothing', async () => {
    await activeWorkflow(chain('Strict', [webhookNode({ path: 'strict', responseMode: 'onReceived' })]));
    const answer = await call('POST', '/webhook/strict', '{"broken":', { 'content-type': 'application/json' });
    expect(answer.status).toBe(400);
    expect(answer.json()).toMatchObject({ code: 400, message: 'The request body is not valid JSON' });
    expect(await server.count('execution_entity')).toBe(0);
  });

  it('takes form and multipart bodies, files becoming binary data readable through /rest/data/:id', async () => {
    await activeWorkflow(chain('Upload', [webhookNode({ path: 'upload', responseMode: 'onReceived' })]));
    const form = await call('POST', '/webhook/upload', 'a=1&b=2&b=3', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(200);
    const boundary = 'weftboundary';
    const multipart = [
      `--${boundary}`, 'Content-Disposition: form-data; name="note"', '', 'hello',
      `--${boundary}`, 'Content-Disposition: form-data; name="file"; filename="hello.txt"', 'Content-Type: text/plain', '', 'file content',
      `--${boundary}--`, '',
    ].join('\r\n');
    const upload = await call('POST', '/webhook/upload', multipart, { 'content-type': `multipart/form-data; boundary=${boundary}` });
    expect(upload.status).toBe(200);
    await settled();
    const [formRun, uploadRun] = await executions();
    expect(formRun?.data.resultData.runData.Webhook?.[0]?.data?.main?.[0]?.[0]?.json.body).toEqual({ a: '1', b: ['2', '3'] });
    const item = uploadRun?.data.resultData.runData.Webhook?.[0]?.data?.main?.[0]?.[0];
    expect(item?.json.body).toEqual({ note: 'hello' });
    expect(item?.binary?.file).toMatchObject({ fileName: 'hello.txt', mimeType: 'text/plain' });
    const binaryId = item?.binary?.file?.id as string;
    expect(binaryId).toMatch(/^filesystem-v2:/);
    const data = await server.rest<{ data: string }>('GET', `/data/${encodeURIComponent(binaryId)}`);
    expect(data.status).toBe(200);
    expect(Buffer.from(data.body.data, 'base64').toString()).toBe('file content');
  });

  it('removes binary data with an execution that is not kept', async () => {
    await activeWorkflow(chain('Not kept', [
      webhookNode({ path: 'file', responseMode: 'lastNode', responseData: 'firstEntryBinary' }),
    ], { saveDataSuccessExecution: 'none' }));
    const answer = await call('POST', '/webhook/file', Buffer.from('%PDF-1.4 bytes'), { 'content-type': 'application/pdf' });
    expect(answer.text).toBe('%PDF-1.4 bytes');
    expect(answer.status).toBe(200);
    await settled();
    expect(await server.count('execution_entity')).toBe(0);
    // The files go once the answer (which read them) has been sent.
    const folder = join(server.config.userFolder, 'binaryData', 'executions');
    const leftOver = () => (existsSync(folder) ? readdirSync(folder) : []);
    for (let tries = 0; leftOver().length > 0 && tries < 100; tries++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(leftOver()).toEqual([]);
    const unknown = await server.rest<{ code: number; message: string }>('GET', `/data/${encodeURIComponent('filesystem-v2:executions/1/nothing')}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Binary data "filesystem-v2:executions/1/nothing" was not found');
  });

  it('removes the binary data of a deleted workflow\'s executions', async () => {
    const workflow = await activeWorkflow(chain('Files', [webhookNode({ path: 'files', responseMode: 'onReceived' })]));
    await call('POST', '/webhook/files', Buffer.from('bytes'), { 'content-type': 'application/octet-stream' });
    await settled();
    const folder = join(server.config.userFolder, 'binaryData', 'executions');
    expect(readdirSync(folder)).toHaveLength(1);
    expect((await server.rest('DELETE', `/workflows/${workflow.id}`)).status).toBe(200);
    expect(await server.count('execution_entity')).toBe(0);
    expect(readdirSync(folder)).toEqual([]);
  });

  it('answers each of many simultaneous calls with its own result', async () => {
    await activeWorkflow(chain('Many', [
      webhookNode({ path: 'many', responseMode: 'lastNode' }), setNode('Edit Fields', 'seen', '={{ $json.body.n }}'),
    ]));
    const port = await server.listen();
    const answers = await Promise.all(Array.from({ length: 40 }, async (_, n) => {
      const response = await fetch(`http://127.0.0.1:${port}/webhook/many`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ n }),
      });
      return { status: response.status, body: await response.json() as unknown };
    }));
    expect(answers).toEqual(Array.from({ length: 40 }, (_, n) => ({ status: 200, body: { seen: String(n) } })));
  });

  it('answers 500 when the workflow sets a header HTTP does not allow, and keeps serving', async () => {
    const respond = (path: string, header: string) => chain(`Header ${path}`, [
      webhookNode({ path, responseMode: 'responseNode' }),
      respondNode({ respondWith: 'text', responseBody: 'hello', options: { responseHeaders: { entries: [{ name: header, value: 'x' }] } } }),
    ]);
    await activeWorkflow(respond('bad-header', 'not a token'));
    await activeWorkflow(respond('good-header', 'x-good'));
    const bad = await call('POST', '/webhook/bad-header', { a: 1 });
    expect(bad.status).toBe(500);
    expect(bad.text).toContain('not a token');
    const good = await call('POST', '/webhook/good-header', { a: 1 });
    expect(good.status).toBe(200);
    expect(good.headers['x-good']).toBe('x');
    expect(good.text).toBe('hello');
  });

  it('serves a real HTTP client on a listening server', async () => {
    await activeWorkflow(chain('Over HTTP', [
      webhookNode({ path: 'http', responseMode: 'lastNode' }), setNode('Edit Fields', 'seen', '={{ $json.body.x }}'),
    ]));
    const port = await server.listen();
    const response = await fetch(`http://127.0.0.1:${port}/webhook/http`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ x: 'yes' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ seen: 'yes' });
  });
});
