import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IExecution } from '@weft/workflow';
import type { WorkflowResponse } from '@weft/contracts';
import { createTestServer, type TestServer } from '../test/test-server.js';
import { chain, manualTrigger, respondNode, setNode, webhookNode } from '../test/webhook-fixtures.js';

let server: TestServer;
beforeEach(async () => {
  server = await createTestServer();
});
afterEach(async () => {
  vi.useRealTimers();
  await server.close();
});

interface RunAnswer { executionId: string; waitingForWebhook: boolean }

async function saved(body: object): Promise<WorkflowResponse> {
  return (await server.rest<{ data: WorkflowResponse }>('POST', '/workflows', body)).body.data;
}

async function run(workflow: WorkflowResponse): Promise<RunAnswer> {
  const { status, body } = await server.rest<{ data: RunAnswer }>('POST', '/workflows/run', { workflowData: workflow });
  expect(status).toBe(200);
  return body.data;
}

const listening = () => chain('Listening', [
  webhookNode({ path: 'incoming', responseMode: 'lastNode' }), setNode('Edit Fields', 'got', '={{ $json.body.value }}'),
]);

describe('test webhooks', () => {
  it('makes a manual run wait for its test URL; the call runs it and answers; the URL then goes away', async () => {
    const workflow = await saved(listening());
    const answer = await run(workflow);
    expect(answer).toEqual({ executionId: expect.stringMatching(/^\d+$/), waitingForWebhook: true });
    expect((await server.inject({ method: 'POST', url: '/webhook/incoming', payload: {} })).statusCode).toBe(404);

    const call = await server.inject({ method: 'POST', url: '/webhook-test/incoming', payload: { value: 'first' } });
    expect(call.statusCode).toBe(200);
    expect(call.json()).toEqual({ got: 'first' });
    await server.services.activeExecutions.whenIdle();
    const execution = (await server.rest<{ data: IExecution }>('GET', `/executions/${answer.executionId}`)).body.data;
    expect(execution).toMatchObject({ mode: 'manual', status: 'success', workflowId: workflow.id });
    expect(execution.data.resultData.runData.Webhook?.[0]?.data?.main?.[0]?.[0]?.json).toMatchObject({ executionMode: 'test' });

    const second = await server.inject({ method: 'POST', url: '/webhook-test/incoming', payload: {} });
    expect(second.statusCode).toBe(404);
    expect(second.json()).toMatchObject({ message: 'The requested webhook "POST incoming" is not registered.' });
  });

  it('runs at once when a manual trigger starts the workflow, or the webhook has pinned data', async () => {
    const withManual = await saved({
      ...listening(), nodes: [...listening().nodes ?? [], manualTrigger()],
      connections: { ...listening().connections, [manualTrigger().name]: { main: [[{ node: 'Edit Fields', type: 'main', index: 0 }]] } },
    });
    expect((await run(withManual)).waitingForWebhook).toBe(false);
    const pinned = await saved({ ...listening(), pinData: { Webhook: [{ json: { body: { value: 'pinned' } } }] } });
    expect((await run(pinned)).waitingForWebhook).toBe(false);
  });

  it('stops listening on DELETE /rest/test-webhook/:id', async () => {
    const workflow = await saved(listening());
    const { executionId } = await run(workflow);
    expect(await server.rest('DELETE', `/test-webhook/${workflow.id}`)).toEqual({ status: 200, body: { data: true } });
    expect((await server.inject({ method: 'POST', url: '/webhook-test/incoming', payload: {} })).statusCode).toBe(404);
    expect((await server.rest('GET', `/executions/${executionId}`)).status).toBe(404);
    expect(await server.rest('DELETE', `/test-webhook/${workflow.id}`)).toEqual({ status: 200, body: { data: false } });
  });

  it('stops listening when the waiting run is stopped from the executions list', async () => {
    const workflow = await saved(listening());
    const { executionId } = await run(workflow);
    const stop = await server.rest<{ data: { status: string } }>('POST', `/executions-current/${executionId}/stop`);
    expect(stop.status).toBe(200);
    expect(stop.body.data.status).toBe('canceled');
    expect((await server.inject({ method: 'POST', url: '/webhook-test/incoming', payload: {} })).statusCode).toBe(404);
    expect(await server.count('execution_entity')).toBe(0);
  });

  it('stops listening after 120 seconds', async () => {
    const workflow = await saved(listening());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await run(workflow);
    // Async: what the timers start (the database's commit timer) runs within the advanced time too.
    await vi.advanceTimersByTimeAsync(119_000);
    // Still listening just before the limit (the DELETE finds it).
    expect((await server.rest<{ data: boolean }>('DELETE', `/test-webhook/${workflow.id}`)).body.data).toBe(true);
    await run(workflow);
    await vi.advanceTimersByTimeAsync(120_001);
    vi.useRealTimers();
    expect((await server.inject({ method: 'POST', url: '/webhook-test/incoming', payload: {} })).statusCode).toBe(404);
    expect((await server.rest<{ data: boolean }>('DELETE', `/test-webhook/${workflow.id}`)).body.data).toBe(false);
  });
});

describe('Respond to Webhook', () => {
  it('answers with what the Respond to Webhook node sends, while the rest of the workflow goes on', async () => {
    const workflow = await saved(chain('Responding', [
      webhookNode({ path: 'respond', responseMode: 'responseNode' }),
      setNode('Edit Fields', 'state', 'accepted'),
      respondNode({ respondWith: 'firstIncomingItem', options: { responseCode: 201, responseHeaders: { entries: [{ name: 'X-Order', value: '7' }] } } }),
      setNode('After', 'after', 'yes'),
    ]));
    expect((await server.rest('PATCH', `/workflows/${workflow.id}`, { active: true })).status).toBe(200);
    const answer = await server.inject({ method: 'POST', url: '/webhook/respond', payload: {} });
    expect(answer.statusCode).toBe(201);
    expect(answer.headers['x-order']).toBe('7');
    expect(answer.json()).toEqual({ state: 'accepted' });
    await server.services.activeExecutions.whenIdle();
    await server.services.repositories.executions.allCommitted();
    const row = await server.db.kysely.selectFrom('execution_entity').select('id').executeTakeFirstOrThrow();
    const execution = (await server.rest<{ data: IExecution }>('GET', `/executions/${row.id}`)).body.data;
    expect(execution.data.resultData.runData.After?.[0]?.data?.main?.[0]?.[0]?.json).toEqual({ after: 'yes' });
  });
});
