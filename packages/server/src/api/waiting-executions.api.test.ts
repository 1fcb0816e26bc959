import { describe, expect, it } from 'vitest';
import type { IExecution } from '@weft/workflow';
import { runManually, storedExecution, untilStatus } from '../test/execution-fixtures.js';
import { useTestServer } from '../test/test-server.js';
import { activate, chain, manualTrigger, setNode, waitNode, webhookNode } from '../test/webhook-fixtures.js';

const server = useTestServer();

const run = (workflowData: Parameters<typeof runManually>[1]) => runManually(server, workflowData);
const execution = (id: string) => storedExecution(server, id);
const until = (id: string, status: string) => untilStatus(server, id, status);

const output = (found: IExecution, node: string) => found.data.resultData.runData[node]?.at(-1)?.data?.main?.[0]?.map((item) => item.json);

describe('waiting executions', () => {
  it('stores a long wait as waiting (even an unsaved manual run) and resumes it after a restart once its time has come', async () => {
    const id = await run(chain('Later', [
      manualTrigger(), waitNode({ resume: 'timeInterval', amount: 2, unit: 'hours' }), setNode('Edit Fields', 'done', 'yes'),
    ]));
    const waiting = await execution(id);
    expect(waiting).toMatchObject({ status: 'waiting', finished: false });
    const waitTill = Date.parse(waiting.waitTill ?? '');
    expect(waitTill - Date.now()).toBeGreaterThan(7_100_000);
    expect(await server.count('execution_entity')).toBe(1);
    expect((await server.rest<{ data: Array<{ id: string; status: string }> }>('GET', '/executions-current')).body.data)
      .toEqual([expect.objectContaining({ id, status: 'waiting' })]);

    await server.db.kysely.updateTable('execution_entity').set({ wait_till: new Date(Date.now() - 1000).toISOString() }).execute();
    await server.restart();
    const resumed = await until(id, 'success');
    expect(resumed.finished).toBe(true);
    expect(resumed.waitTill).toBeNull();
    expect(output(resumed, 'Edit Fields')).toEqual([{ done: 'yes' }]);
    expect(resumed.data.resultData.runData.Wait).toHaveLength(1);
  });

  it('resumes a "wait for webhook" execution through its resume URL with what the call sent', async () => {
    const id = await run(chain('Approval', [
      manualTrigger(), waitNode({ resume: 'webhook', httpMethod: 'POST' }), setNode('Edit Fields', 'decision', '={{ $json.body.decision }}'),
    ], { saveManualExecutions: true }));
    expect((await execution(id)).status).toBe('waiting');
    expect((await execution(id)).waitTill).toBe('3000-01-01T00:00:00.000Z');

    const wrongMethod = await server.inject({ method: 'GET', url: `/webhook-waiting/${id}` });
    expect(wrongMethod.statusCode).toBe(404);
    const resume = await server.inject({ method: 'POST', url: `/webhook-waiting/${id}`, payload: { decision: 'approved' } });
    expect(resume.statusCode).toBe(200);
    const done = await until(id, 'success');
    expect(output(done, 'Edit Fields')).toEqual([{ decision: 'approved' }]);

    const again = await server.inject({ method: 'POST', url: `/webhook-waiting/${id}`, payload: {} });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: `The execution "${id}" is not waiting` });
    const unknown = await server.inject({ method: 'POST', url: '/webhook-waiting/98765', payload: {} });
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps a "last node" webhook call open through a wait and answers it when the execution ends', async () => {
    await activate(server, chain('Slow answer', [
      webhookNode({ path: 'slow', responseMode: 'lastNode' }),
      waitNode({ resume: 'webhook', httpMethod: 'POST' }),
      setNode('Edit Fields', 'answer', '={{ "approved by " + $json.body.who }}'),
    ]));
    const call = server.inject({ method: 'POST', url: '/webhook/slow', payload: { order: 1 } });
    let id: string | undefined;
    while (id === undefined) {
      const current = (await server.rest<{ data: Array<{ id: string; status: string }> }>('GET', '/executions-current')).body.data;
      id = current.find((e) => e.status === 'waiting')?.id;
      if (id === undefined) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const resume = await server.inject({ method: 'POST', url: `/webhook-waiting/${id}`, payload: { who: 'Grace' } });
    expect(resume.statusCode).toBe(200);
    const answer = await call;
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ answer: 'approved by Grace' });
  });
});
