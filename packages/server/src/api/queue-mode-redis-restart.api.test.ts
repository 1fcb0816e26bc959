import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres, startQueueInstance, type QueueInstance } from '../test/queue-instance.js';
import { RedisServer } from '../test/redis-server.js';
import { hasEnded } from '../test/queue-instance.js';
import { activate, chain, setNode, waitNode, webhookNode } from '../test/webhook-fixtures.js';
import { freePort, type WeftProcess } from '../test/weft-process.js';

describe.runIf(onPostgres)('queue mode when Redis goes away and comes back', () => {
  let redis: RedisServer;
  let q: QueueInstance;
  let webhookProcess: WeftProcess;

  beforeAll(async () => {
    redis = await RedisServer.start(await freePort());
    // Short locks: a run nobody marks as running after Redis came back is taken for crashed within seconds.
    q = await startQueueInstance({
      workers: 1, concurrency: 1, redisPort: redis.port, env: { QUEUE_WORKER_LOCK_DURATION: '3000', QUEUE_WORKER_STALLED_INTERVAL: '1000' },
    });
    webhookProcess = await q.startWebhookProcess();
  }, 60_000);
  afterAll(async () => {
    await q?.close();
    await redis?.close();
  }, 30_000);

  const callMain = async () => {
    const response = await q.main.inject({ method: 'POST', url: '/webhook/echo', payload: { name: 'Ada' } });
    return { status: response.statusCode, body: response.body };
  };
  const callWebhookProcess = async () => {
    const response = await fetch(`${webhookProcess.origin}/webhook/echo`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Ada' }),
    });
    return { status: response.status, body: await response.text() };
  };

  /** Calls until the answer is not `status` (processes reconnecting to Redis); answers the first other one. */
  async function firstAnswerOtherThan(status: number, call: () => Promise<{ status: number; body: string }>) {
    for (let tries = 0; ; tries++) {
      const answer = await call();
      if (answer.status !== status || tries >= 200) return answer;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** A webhook call answered from the run's end, whose run goes on (a Wait of 2 s) on the worker. */
  async function runningCall(path: string) {
    const workflowId = await activate(q.main, chain(`Runs at ${path}`, [
      webhookNode({ path, responseMode: 'lastNode' }),
      waitNode({ resume: 'timeInterval', amount: 2, unit: 'seconds' }),
      setNode('Edit Fields', 'executionId', '={{ $execution.id }}'),
    ]));
    const call = q.main.inject({ method: 'POST', url: `/webhook/${path}`, payload: {} });
    const executionId = await q.firstExecutionOf(workflowId);
    await q.executionUntil(executionId, (e) => e.status === 'running');
    return { call, executionId, workflowId };
  }

  it('answers webhook calls 503 while Redis is down, and runs them again once it is back', { timeout: 30_000 }, async () => {
    await activate(q.main, chain('Echo', [
      webhookNode({ path: 'echo', responseMode: 'lastNode' }),
      setNode('Edit Fields', 'greeting', '={{ "hello " + $json.body.name }}'),
    ]));
    expect(await callWebhookProcess()).toEqual({ status: 200, body: JSON.stringify({ greeting: 'hello Ada' }) });
    const executionsBefore = await q.main.count('execution_entity');

    await redis.stop();
    for (const call of [callMain, callWebhookProcess]) {
      const answer = await call();
      expect(answer.status, answer.body).toBe(503);
      expect(JSON.parse(answer.body)).toMatchObject({ message: expect.stringContaining('The execution queue cannot be reached') });
    }
    // Refused before anything was stored: no execution is left behind for a run that never was.
    expect(await q.main.count('execution_entity')).toBe(executionsBefore);

    await redis.restart();
    for (const call of [callMain, callWebhookProcess]) {
      expect(await firstAnswerOtherThan(503, call)).toEqual({ status: 200, body: JSON.stringify({ greeting: 'hello Ada' }) });
    }
    const readiness = await fetch(`${q.workers[0]?.process.origin ?? ''}/healthz/readiness`);
    expect(readiness.status).toBe(200);
  });

  it('lets a run that was going on while Redis restarted (its queue lost) end once, and answers its caller', { timeout: 30_000 }, async () => {
    const { call, executionId } = await runningCall('outlives-redis');

    // Restarted without persistence: the job is gone from Redis, the worker still runs the execution.
    await redis.stop();
    await redis.restart();
    const answer = await call;
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ executionId });
    expect(await q.executionUntil(executionId, hasEnded)).toMatchObject({ status: 'success', workerId: q.workers[0]?.workerId });
  });

  it('enqueues again a run that waited in the queue when Redis restarted, and answers both callers', { timeout: 30_000 }, async () => {
    // The worker takes one run at a time: the second call's run waits in the queue.
    const { call: first, executionId: running, workflowId } = await runningCall('queued-when-lost');
    const second = q.main.inject({ method: 'POST', url: '/webhook/queued-when-lost', payload: {} });
    const filter = encodeURIComponent(JSON.stringify({ workflowId }));
    let queued: string | undefined;
    while (queued === undefined) {
      queued = (await q.main.rest<{ data: { results: Array<{ id: string }> } }>('GET', `/executions?filter=${filter}`)).body.data.results
        .find((e) => e.id !== running)?.id;
    }
    await q.untilQueued(queued);

    await redis.stop();
    await redis.restart();
    const answers = await Promise.all([first, second]);
    expect(answers.map((answer) => [answer.statusCode, answer.json()])).toEqual([[200, { executionId: running }], [200, { executionId: queued }]]);
    for (const id of [running, queued]) expect(await q.executionUntil(id, hasEnded)).toMatchObject({ status: 'success' });
  });

  it('marks crashed a run whose worker died while Redis was away, and answers its caller', { timeout: 30_000 }, async () => {
    const { call, executionId } = await runningCall('dies-with-worker');

    await redis.stop();
    await q.workers[0]?.process.kill();
    await redis.restart();
    expect((await call).statusCode).toBe(500);
    const crashed = await q.executionUntil(executionId, hasEnded);
    expect(crashed).toMatchObject({ status: 'crashed', finished: false });
    expect(crashed.data.resultData.error?.message).toContain('Its worker stopped while Redis was away');
    expect((await q.main.rest<{ data: unknown[] }>('GET', '/executions-current')).body.data).toEqual([]);
  });
});
