import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasEnded, onPostgres, startQueueInstance, type QueueInstance } from '../test/queue-instance.js';
import { activate, chain, setNode, waitNode, webhookNode } from '../test/webhook-fixtures.js';

const CALLS = 100;

describe.runIf(onPostgres)('queue mode: two workers', () => {
  let q: QueueInstance;
  // What the runs' last node reached: the path of each call (one per execution that ran to its end).
  const reached: string[] = [];
  let sideEffects: Server;
  let sideEffectsPort: number;

  // Short locks: a worker that dies loses its jobs to the other one within a few seconds.
  beforeAll(async () => {
    sideEffects = createServer((request, response) => {
      reached.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
    sideEffects.listen(0, '127.0.0.1');
    await once(sideEffects, 'listening');
    sideEffectsPort = (sideEffects.address() as { port: number }).port;
    q = await startQueueInstance({
      workers: 2, concurrency: 5,
      workerEnv: { QUEUE_WORKER_LOCK_DURATION: '2000', QUEUE_WORKER_STALLED_INTERVAL: '1000' },
    });
  }, 60_000);
  afterAll(async () => {
    await q?.close();
    sideEffects?.close();
  }, 30_000);

  it('share a hundred webhook calls, every one answered and stored as a success', async () => {
    await activate(q.main, chain('Shared', [
      webhookNode({ path: 'shared', responseMode: 'lastNode' }),
      setNode('Edit Fields', 'executionId', '={{ $execution.id }}'),
    ]));
    const answers = await Promise.all(Array.from({ length: CALLS }, (_, call) =>
      q.main.inject({ method: 'POST', url: '/webhook/shared', payload: { call } })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(CALLS).fill(200));
    const ids = answers.map((answer) => answer.json<{ executionId: string }>().executionId);
    expect(new Set(ids).size).toBe(CALLS);

    const executions = await Promise.all(ids.map((id) => q.execution(id)));
    expect(executions.filter((e) => e.status !== 'success')).toEqual([]);
    expect(new Set(executions.map((e) => e.workerId))).toEqual(new Set(q.workers.map((w) => w.workerId)));
  });

  it('finish a job on the other worker when its worker is killed (kill -9) mid-run, once', { timeout: 30_000 }, async () => {
    const workflowId = await activate(q.main, chain('Outlives its worker', [
      webhookNode({ path: 'outlives', responseMode: 'onReceived' }),
      waitNode({ resume: 'timeInterval', amount: 3, unit: 'seconds' }),
      {
        id: randomUUID(), name: 'Report', type: 'n8n-nodes-base.httpRequest', typeVersion: 4.2, position: [440, 0],
        parameters: { url: `=http://127.0.0.1:${sideEffectsPort}/done/{{ $execution.id }}`, options: {} },
      },
    ]));
    expect((await q.main.inject({ method: 'POST', url: '/webhook/outlives', payload: {} })).statusCode).toBe(200);
    const executionId = await q.firstExecutionOf(workflowId);
    const running = await q.executionUntil(executionId, (e) => e.status === 'running' && e.workerId !== undefined);
    const victim = q.workers.find((w) => w.workerId === running.workerId);
    const survivor = q.workers.find((w) => w.workerId !== running.workerId);
    if (!victim || !survivor) throw new Error(`The run is on ${running.workerId ?? 'no worker'}, not one of the test's`);
    await victim.process.kill();

    const ended = await q.executionUntil(executionId, hasEnded, 25_000);
    // Taken again from the start by the other worker, or given up on and marked crashed: never left running.
    if (ended.status === 'crashed') {
      expect(reached).not.toContain(`/done/${executionId}`);
    } else {
      expect(ended).toMatchObject({ status: 'success', workerId: survivor.workerId });
      expect(reached.filter((path) => path === `/done/${executionId}`)).toHaveLength(1);
      expect(ended.data.resultData.runData.Wait).toHaveLength(1);
    }
    const current = await q.main.rest<{ data: unknown[] }>('GET', '/executions-current');
    expect(current.body.data).toEqual([]);
  });
});
