import type { IDataObject, IExecuteResponsePromiseData, INodeExecutionData } from '@weft/workflow';
import { WorkflowRunner, createConsoleLogger, receiveWebhook } from '@weft/engine';
import type { WebhookHttpResponse } from '@weft/engine';
import { describe, expect, it } from 'vitest';
import { builtinNodeTypes } from '../builtin-node-types.js';
import { jsonOf, loadFixture, singleNodeWorkflow } from '../test-support/run-fixture.js';

const logger = createConsoleLogger('silent');
const runner = new WorkflowRunner(builtinNodeTypes, { logger });

/** Runs Respond to Webhook on `input` and answers what it sent. */
async function respond(parameters: IDataObject, input: INodeExecutionData[] = [{ json: { a: 1 } }, { json: { a: 2 } }]) {
  const sent: IExecuteResponsePromiseData[] = [];
  const workflow = singleNodeWorkflow({ type: 'n8n-nodes-base.respondToWebhook', typeVersion: 1.1, parameters, name: 'Respond' }, input as never);
  const run = await runner.run({ workflow, mode: 'manual', executionId: 'r', hooks: { sendResponse: (response) => { sent.push(response); } } });
  return { run, sent };
}

describe('Respond to Webhook', () => {
  it('answers the webhook of the exported workflow and lets the run continue', async () => {
    const workflow = loadFixture('./test/respond-to-webhook.workflow.json', import.meta.url);
    const sent: WebhookHttpResponse[] = [];
    const decision = await receiveWebhook({
      workflow, nodeTypes: builtinNodeTypes, nodeName: 'Webhook', mode: 'webhook', logger,
      request: { method: 'POST', headers: {}, query: {}, params: {}, body: { item: 'book' } },
      channel: { send: (response) => sent.push(response) },
    });
    if (decision.action !== 'start') throw new Error('the webhook started nothing');
    const run = await runner.run({ workflow, mode: 'webhook', executionId: 'o', trigger: decision.trigger, hooks: decision.hooks });
    await decision.answerFrom(run);
    expect(sent).toEqual([{
      statusCode: 201,
      headers: { 'x-order': '1001', 'content-type': 'application/json; charset=utf-8' },
      body: { order: { orderId: 1001, state: 'accepted' } },
    }]);
    expect(run?.status).toBe('success');
    expect(jsonOf(run!, 'After Answer')).toEqual([{ orderId: 1001, state: 'accepted' }]);
  });

  it('sends every item, the first item, JSON or text', async () => {
    expect((await respond({ respondWith: 'allIncomingItems' })).sent).toEqual([{ body: [{ a: 1 }, { a: 2 }], headers: {}, statusCode: 200 }]);
    expect((await respond({ respondWith: 'allIncomingItems', options: { responseKey: 'data.rows' } })).sent[0]?.body)
      .toEqual({ data: { rows: [{ a: 1 }, { a: 2 }] } });
    expect((await respond({ respondWith: 'firstIncomingItem' })).sent[0]?.body).toEqual({ a: 1 });
    expect((await respond({ respondWith: 'json', responseBody: '{ "ok": true }' })).sent[0]?.body).toEqual({ ok: true });
    expect((await respond({ respondWith: 'text', responseBody: 'Thank you', options: { responseCode: 202 } })).sent)
      .toEqual([{ body: 'Thank you', headers: {}, statusCode: 202 }]);
  });

  it('passes its input items through', async () => {
    const { run } = await respond({ respondWith: 'noData' });
    expect(jsonOf(run, 'Respond')).toEqual([{ a: 1 }, { a: 2 }]);
  });

  it('redirects with 307 and a location header', async () => {
    expect((await respond({ respondWith: 'redirect', redirectURL: 'https://example.com/done' })).sent)
      .toEqual([{ body: undefined, headers: { location: 'https://example.com/done' }, statusCode: 307 }]);
  });

  it('sends the first item\'s file with its content type', async () => {
    const data = Buffer.from('hello file').toString('base64');
    const { sent } = await respond({ respondWith: 'binary' }, [{ json: {}, binary: { doc: { data, mimeType: 'text/plain', fileName: 'a.txt' } } } as never]);
    expect(sent[0]?.headers).toEqual({ 'content-type': 'text/plain' });
    expect(Buffer.from(sent[0]?.body as Uint8Array).toString()).toBe('hello file');
  });

  it('fails clearly on invalid JSON and on a missing file', async () => {
    const invalid = await respond({ respondWith: 'json', responseBody: '{ ok: true' });
    expect(invalid.run.status).toBe('error');
    expect(invalid.run.data.resultData.error?.message).toBe('Invalid JSON in \'Response Body\' field');
    expect(invalid.sent).toEqual([]);
    const noFile = await respond({ respondWith: 'binary' });
    expect(noFile.run.data.resultData.error?.message).toBe('No binary data exists on the first item!');
  });
});
