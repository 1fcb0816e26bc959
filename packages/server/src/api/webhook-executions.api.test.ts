import { describe, expect, it } from 'vitest';
import type { IExecution } from '@weft/workflow';
import { useTestServer } from '../test/test-server.js';
import { activate, chain, respondNode, setNode, webhookNode } from '../test/webhook-fixtures.js';

const server = useTestServer();

/** Webhook -> Edit Fields (the execution's id) -> Respond to Webhook: each answer names its execution. */
async function answeringWorkflow(path: string): Promise<void> {
  await activate(server, chain('Answering', [
    webhookNode({ path, responseMode: 'responseNode' }), setNode('Edit Fields', 'execution', '={{ $execution.id }}'), respondNode({ respondWith: 'firstIncomingItem' }),
  ]));
}

async function call(path: string, order: number): Promise<string> {
  const answer = await server.inject({ method: 'POST', url: `/webhook/${path}`, payload: { order } });
  expect(answer.statusCode).toBe(200);
  return (answer.json() as { execution: string }).execution;
}

describe('webhook executions, stored after the answer went out', () => {
  it('can be read through the API as soon as the answer arrived', async () => {
    await answeringWorkflow('read-at-once');
    const id = await call('read-at-once', 1);
    const read = await server.rest<{ data: IExecution }>('GET', `/executions/${id}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ id, mode: 'webhook' });
    await server.services.activeExecutions.whenIdle();
    const done = await server.rest<{ data: IExecution }>('GET', `/executions/${id}`);
    expect(done.body.data).toMatchObject({ id, status: 'success', finished: true });
    expect(done.body.data.data.resultData.runData['Edit Fields']?.[0]?.data?.main?.[0]?.[0]?.json).toEqual({ execution: id });
  });

  it('are all in the database after the server closes, each with its own request', async () => {
    await answeringWorkflow('burst');
    const ids = await Promise.all(Array.from({ length: 30 }, (_, order) => call('burst', order)));
    expect(new Set(ids).size).toBe(30);
    await server.restart();
    expect(await server.count('execution_entity')).toBe(30);
    for (const [order, id] of ids.entries()) {
      const execution = (await server.rest<{ data: IExecution }>('GET', `/executions/${id}`)).body.data;
      expect(execution.status).toBe('success');
      expect(execution.data.resultData.runData.Webhook?.[0]?.data?.main?.[0]?.[0]?.json.body).toEqual({ order });
    }
  });
});
