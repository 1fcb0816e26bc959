import type { IDataObject, IWorkflowBase } from '@weft/workflow';
import { describe, expect, it } from 'vitest';
import { createConsoleLogger } from '../context/console-logger.js';
import { WorkflowRunner } from '../runner/workflow-runner.js';
import { receiveWebhook } from './receive-webhook.js';
import { triggerTestNodeTypes } from './test-nodes.js';
import { chainWorkflow } from './test-workflow.js';
import { getWebhookDescriptions } from './webhook-descriptions.js';
import type { WebhookHttpResponse, WebhookRequest } from './webhook.types.js';

const logger = createConsoleLogger('silent');
const runner = new WorkflowRunner(triggerTestNodeTypes, { logger });

function request(extra: Partial<WebhookRequest> = {}): WebhookRequest {
  return { method: 'POST', headers: {}, query: { q: '1' }, params: {}, body: { name: 'Ada' }, ...extra };
}

async function call(workflow: IWorkflowBase, req: WebhookRequest = request()) {
  const started: string[] = [];
  const sent: WebhookHttpResponse[] = [];
  const decision = await receiveWebhook({
    workflow, nodeTypes: triggerTestNodeTypes, nodeName: 'Hook', mode: 'webhook', logger, request: req,
    channel: { send: (response) => sent.push(response) },
  });
  let run;
  if (decision.action === 'start') {
    started.push(decision.trigger.nodeName);
    run = await runner.run({ workflow, mode: 'webhook', executionId: 'w1', trigger: decision.trigger, hooks: decision.hooks });
    await decision.answerFrom(run);
  }
  // The channel is answered once, whatever the node and the run sent after.
  expect(sent).toHaveLength(1);
  return { response: sent[0] as WebhookHttpResponse, run, started };
}

function hookWorkflow(parameters: IDataObject, rest: Array<[string, string, IDataObject?]> = [['Mark', 'mark']]) {
  return chainWorkflow([['Hook', 'hook', { httpMethod: 'POST', path: 'orders', ...parameters }, { webhookId: 'abc-123' }], ...rest]);
}

describe('getWebhookDescriptions', () => {
  it('lists full paths, dynamic paths under the webhookId, and falls back to the webhookId', () => {
    const workflow = chainWorkflow([
      ['Hook', 'hook', { httpMethod: 'POST', path: '/orders/' }, { webhookId: 'abc' }],
      ['Items', 'hook', { path: 'users/:id/items' }, { webhookId: 'def' }],
      ['Empty', 'hook', {}, { webhookId: 'ghi' }],
      ['Off', 'hook', { path: 'off' }, { webhookId: 'jkl', disabled: true }],
    ]);
    const found = getWebhookDescriptions(workflow, triggerTestNodeTypes, { baseUrl: 'http://localhost:5678/webhook/' });
    expect(found.map(({ nodeName, httpMethod, path, isDynamic, url }) => ({ nodeName, httpMethod, path, isDynamic, url }))).toEqual([
      { nodeName: 'Hook', httpMethod: 'POST', path: 'orders', isDynamic: false, url: 'http://localhost:5678/webhook/orders' },
      { nodeName: 'Items', httpMethod: 'GET', path: 'def/users/:id/items', isDynamic: true, url: 'http://localhost:5678/webhook/def/users/:id/items' },
      { nodeName: 'Empty', httpMethod: 'GET', path: 'ghi', isDynamic: false, url: 'http://localhost:5678/webhook/ghi' },
    ]);
    expect(found[0]?.responseMode).toBe('onReceived');
  });
});

describe('receiveWebhook response modes', () => {
  it('onReceived answers "Workflow was started" and still runs the workflow with the request', async () => {
    const { response, run, started } = await call(hookWorkflow({}));
    expect(response).toEqual({
      statusCode: 200, headers: { 'content-type': 'application/json; charset=utf-8' }, body: { message: 'Workflow was started' },
    });
    expect(started).toEqual(['Hook']);
    expect(run?.data.resultData.runData.Mark?.[0]?.data?.main?.[0]?.[0]?.json).toEqual({
      body: { name: 'Ada' }, query: { q: '1' }, params: {}, seen: ['Mark'],
    });
  });

  it('onReceived sends the node\'s own response body when it gives one', async () => {
    const { response } = await call(hookWorkflow({ answer: 'thanks' }));
    expect(response.body).toBe('thanks');
  });

  it('lastNode answers with the first item of the last node, or all of them', async () => {
    const first = await call(hookWorkflow({ responseMode: 'lastNode' }));
    expect(first.response.statusCode).toBe(200);
    expect(first.response.body).toEqual({ body: { name: 'Ada' }, query: { q: '1' }, params: {}, seen: ['Mark'] });
    const all = await call(hookWorkflow({ responseMode: 'lastNode', responseData: 'allEntries' }));
    expect(all.response.body).toEqual([{ body: { name: 'Ada' }, query: { q: '1' }, params: {}, seen: ['Mark'] }]);
    const none = await call(hookWorkflow({ responseMode: 'lastNode', responseData: 'noData' }));
    expect(none.response.body).toBeNull();
  });

  it('responseNode answers with what Respond to Webhook sent', async () => {
    const { response, run } = await call(hookWorkflow({ responseMode: 'responseNode' }, [['Respond', 'respond'], ['Mark', 'mark']]));
    expect(response).toEqual({
      statusCode: 201,
      headers: { 'x-test': 'yes', 'content-type': 'application/json; charset=utf-8' },
      body: { answered: { body: { name: 'Ada' }, query: { q: '1' }, params: {} } },
    });
    expect(run?.status).toBe('success');
    expect(run?.data.resultData.runData.Mark).toHaveLength(1);
  });

  it('a node answering itself (authentication) starts nothing', async () => {
    const { response, run, started } = await call(hookWorkflow({ responseMode: 'lastNode' }), request({ headers: { 'x-deny': '1' } }));
    expect(response).toEqual({ statusCode: 403, headers: {}, body: 'Authorization data is wrong!' });
    expect(run).toBeUndefined();
    expect(started).toEqual([]);
  });

  it('a failing execution answers 500 "Error in workflow" in lastNode mode', async () => {
    const workflow = hookWorkflow({ responseMode: 'lastNode' }, [['Missing', 'doesNotExist']]);
    const { response, run } = await call(workflow);
    expect(run?.status).toBe('error');
    expect(response.statusCode).toBe(500);
    expect(response.body).toEqual({ message: 'Error in workflow' });
  });
});
