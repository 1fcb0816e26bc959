import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExecutionListItem, PushMessage, WorkflowCreateBody } from '@weft/contracts';
import { PUSH_SESSION_HEADER } from '@weft/contracts';
import type { IExecution } from '@weft/workflow';
import { openPush } from '../test/push-client.js';
import { hasEnded, onPostgres, startQueueInstance, type QueueInstance } from '../test/queue-instance.js';
import { activate, chain, codeNode, manualTrigger, respondNode, setNode, waitNode, webhookNode } from '../test/webhook-fixtures.js';
import type { WeftProcess } from '../test/weft-process.js';

type Node = NonNullable<WorkflowCreateBody['nodes']>[number];

/** Edit Fields setting several fields (expressions allowed), the input's fields dropped. */
function setFields(name: string, fields: Record<string, string>): Node {
  return setNode(name, 'unused', '', {
    parameters: {
      assignments: { assignments: Object.entries(fields).map(([field, value]) => ({ id: randomUUID(), name: field, value, type: 'string' })) },
      includeOtherFields: false,
      options: {},
    },
  });
}

const summary = (message: PushMessage): string => {
  if (message.type === 'nodeExecuteBefore' || message.type === 'nodeExecuteAfter') return `${message.type} ${message.data.nodeName}`;
  return message.type;
};

const errorTrigger: Node = { id: randomUUID(), name: 'Error Trigger', type: 'n8n-nodes-base.errorTrigger', typeVersion: 1, position: [0, 0], parameters: {} };

describe.runIf(onPostgres)('queue mode: main, a worker and a webhook process', () => {
  let q: QueueInstance;
  let webhookProcess: WeftProcess;
  let workerId: string;

  // One worker taking one run at a time: a second run waits in the queue while the first runs.
  beforeAll(async () => {
    q = await startQueueInstance({ workers: 1, concurrency: 1 });
    workerId = q.workers[0]?.workerId ?? '';
    webhookProcess = await q.startWebhookProcess();
  }, 60_000);
  afterAll(async () => q?.close(), 30_000);

  async function executionsOf(workflowId: string): Promise<ExecutionListItem[]> {
    const filter = encodeURIComponent(JSON.stringify({ workflowId }));
    const { status, body } = await q.main.rest<{ data: { results: ExecutionListItem[] } }>('GET', `/executions?filter=${filter}`);
    expect(status).toBe(200);
    return body.data.results;
  }

  /** Calls a production webhook on the webhook process (the workflow was activated on the main, just before). */
  function callWebhookProcess(path: string, body: object): Promise<Response> {
    return fetch(`${webhookProcess.origin}/webhook/${path}`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
    });
  }

  it('says executionMode queue in the settings', async () => {
    const { body } = await q.main.rest<{ data: { executionMode: string } }>('GET', '/settings');
    expect(body.data.executionMode).toBe('queue');
  });

  it('runs a manual run from the editor on a worker and pushes every step to the tab that started it', async () => {
    const tab = await openPush(q.port, 'tab-queue', q.main.cookie());
    try {
      const workflowData = chain('Pushed from a worker', [
        manualTrigger(),
        codeNode('Code', 'return Array.from({ length: 3 }, (_, i) => ({ json: { i } }));'),
        setNode('Edit Fields', 'doubled', '={{ $json.i * 2 }}'),
      ]);
      const response = await q.main.inject({
        method: 'POST', url: '/rest/workflows/run', headers: { [PUSH_SESSION_HEADER]: 'tab-queue' }, payload: { workflowData },
      });
      expect(response.statusCode, response.body).toBe(200);
      const { executionId } = response.json<{ data: { executionId: string } }>().data;

      const finished = await tab.waitFor((m) => m.type === 'executionFinished');
      const trigger = 'When clicking ‘Execute workflow’';
      expect(tab.messages.map(summary)).toEqual([
        'executionStarted',
        `nodeExecuteBefore ${trigger}`, `nodeExecuteAfter ${trigger}`,
        'nodeExecuteBefore Code', 'nodeExecuteAfter Code',
        'nodeExecuteBefore Edit Fields', 'nodeExecuteAfter Edit Fields',
        'executionFinished',
      ]);
      expect(finished.data).toMatchObject({ executionId, status: 'success', finished: true, lastNodeExecuted: 'Edit Fields' });

      const stored = await q.execution(executionId);
      expect(stored).toMatchObject({ status: 'success', workerId });
      expect(stored.data.resultData.runData['Edit Fields']?.[0]?.data?.main?.[0]?.map((item) => item.json))
        .toEqual([{ doubled: '0' }, { doubled: '2' }, { doubled: '4' }]);
    } finally {
      tab.close();
    }
  });

  it('answers a production webhook with the last node\'s data, through the webhook process and through the main', async () => {
    await activate(q.main, chain('Greeter', [
      webhookNode({ path: 'greet', responseMode: 'lastNode' }),
      setFields('Edit Fields', { greeting: '={{ "hello " + $json.body.name }}', executionId: '={{ $execution.id }}' }),
    ]));

    const viaWebhookProcess = await callWebhookProcess('greet', { name: 'Ada' });
    expect(viaWebhookProcess.status).toBe(200);
    const first = await viaWebhookProcess.json() as { greeting: string; executionId: string };
    expect(first.greeting).toBe('hello Ada');

    const viaMain = await q.main.inject({ method: 'POST', url: '/webhook/greet', payload: { name: 'Grace' } });
    expect(viaMain.statusCode).toBe(200);
    const second = viaMain.json<{ greeting: string; executionId: string }>();
    expect(second.greeting).toBe('hello Grace');

    for (const { executionId } of [first, second]) {
      expect(await q.execution(executionId)).toMatchObject({ mode: 'webhook', status: 'success', workerId });
    }
  });

  it('answers from a Respond to Webhook node on the worker, with its status, headers and body', async () => {
    await activate(q.main, chain('Responder', [
      webhookNode({ path: 'respond', responseMode: 'responseNode' }),
      respondNode({
        respondWith: 'text', responseBody: '={{ "got " + $json.body.name }}',
        options: { responseCode: 201, responseHeaders: { entries: [{ name: 'x-answered-by', value: 'respond node' }] } },
      }),
    ]));

    const response = await callWebhookProcess('respond', { name: 'Ada' });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-answered-by')).toBe('respond node');
    expect(await response.text()).toBe('got Ada');

    const viaMain = await q.main.inject({ method: 'POST', url: '/webhook/respond', payload: { name: 'Grace' } });
    expect(viaMain.statusCode).toBe(201);
    expect(viaMain.body).toBe('got Grace');
  });

  it('answers with a file from a Respond to Webhook node: an upload to the webhook process comes back byte for byte', async () => {
    await activate(q.main, chain('File echo', [
      webhookNode({ path: 'file-echo', responseMode: 'responseNode' }),
      respondNode({ respondWith: 'binary' }),
    ]));
    // Not UTF-8 text: bytes that a text round trip would change.
    const upload = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff, 0xfe, 0x80]);
    const response = await fetch(`${webhookProcess.origin}/webhook/file-echo`, { method: 'POST', headers: { 'content-type': 'image/png' }, body: upload });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(upload);
  });

  it('resumes a Wait node after its time, and after a call to its resume webhook', async () => {
    await activate(q.main, chain('Short wait', [
      webhookNode({ path: 'short-wait', responseMode: 'lastNode' }),
      waitNode({ resume: 'timeInterval', amount: 1, unit: 'seconds' }),
      setFields('After the wait', { waited: '={{ $json.body.name }}', executionId: '={{ $execution.id }}' }),
    ]));
    const timed = await q.main.inject({ method: 'POST', url: '/webhook/short-wait', payload: { name: 'Ada' } });
    expect(timed.statusCode).toBe(200);
    const timedAnswer = timed.json<{ waited: string; executionId: string }>();
    expect(timedAnswer.waited).toBe('Ada');
    expect(await q.execution(timedAnswer.executionId)).toMatchObject({ status: 'success', workerId });

    // The caller waits for the last node: the webhook process holds its answer while the run waits.
    const resumable = await activate(q.main, chain('Wait for a call', [
      webhookNode({ path: 'wait-for-call', responseMode: 'lastNode' }),
      waitNode({ resume: 'webhook', httpMethod: 'POST' }),
      setFields('After the call', { approvedBy: '={{ $json.body.approver }}' }),
    ]));
    const held = callWebhookProcess('wait-for-call', {});
    const executionId = await q.firstExecutionOf(resumable);
    await q.executionUntil(executionId, (e) => e.status === 'waiting');

    const resume = await q.main.inject({ method: 'POST', url: `/webhook-waiting/${executionId}`, payload: { approver: 'Grace' } });
    expect(resume.statusCode, resume.body).toBe(200);
    const answer = await held;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ approvedBy: 'Grace' });
    const ended = await q.executionUntil(executionId, hasEnded);
    expect(ended).toMatchObject({ status: 'success', workerId });
  });

  it('stops a running execution on its worker, and takes queued ones out of the queue: all canceled, all callers answered', async () => {
    const workflowId = await activate(q.main, chain('Long wait', [
      webhookNode({ path: 'long-wait', responseMode: 'lastNode' }),
      waitNode({ resume: 'timeInterval', amount: 60, unit: 'seconds' }),
    ]));
    const runningCall = q.main.inject({ method: 'POST', url: '/webhook/long-wait', payload: {} });
    const running = await q.firstExecutionOf(workflowId);
    await q.executionUntil(running, (e) => e.status === 'running');

    // The only worker takes one run at a time: the next calls wait in the queue, their callers waiting
    // for the answer: one held by the webhook process, one by the main.
    const queuedCalls = [
      callWebhookProcess('long-wait', {}).then((response) => response.status),
      q.main.inject({ method: 'POST', url: '/webhook/long-wait', payload: {} }).then((response) => response.statusCode),
    ];
    let queued: string[] = [];
    while (queued.length < 2) queued = (await executionsOf(workflowId)).map((e) => e.id).filter((id) => id !== running);
    for (const id of queued) {
      await q.untilQueued(id);
      expect((await q.execution(id)).status).toBe('new');
      const stopQueued = await q.main.rest<{ data: { status: string } }>('POST', `/executions-current/${id}/stop`);
      expect(stopQueued.status).toBe(200);
      expect(stopQueued.body.data.status).toBe('canceled');
      expect(await q.execution(id)).toMatchObject({ status: 'canceled', finished: false });
    }
    // The process holding each call hears that its run ended, though no worker ran it.
    expect(await Promise.all(queuedCalls)).toEqual([500, 500]);

    const stopRunning = await q.main.rest<{ data: { status: string } }>('POST', `/executions-current/${running}/stop`);
    expect(stopRunning.status).toBe(200);
    expect(stopRunning.body.data.status).toBe('canceled');
    expect((await runningCall).statusCode).toBe(500);
    expect(await q.executionUntil(running, hasEnded)).toMatchObject({ status: 'canceled', workerId });
    // The queued ones never ran, on any worker.
    for (const id of queued) expect((await q.execution(id)).workerId).toBeUndefined();
    const current = await q.main.rest<{ data: unknown[] }>('GET', '/executions-current');
    expect(current.body.data).toEqual([]);
  });

  it('runs the error workflow on a worker when a production run fails, and the leader never takes it for crashed', async () => {
    const { body: handler } = await q.main.rest<{ data: { id: string } }>('POST', '/workflows', chain('Alert on failure', [
      errorTrigger,
      waitNode({ resume: 'timeInterval', amount: 1, unit: 'seconds' }),
      setFields('Edit Fields', { alert: '={{ $json.workflow.name + ": " + $json.execution.error.message }}' }),
    ], { saveExecutionProgress: true }));
    const failingId = await activate(q.main, chain('Order intake', [
      webhookNode({ path: 'intake', responseMode: 'onReceived' }), codeNode('Check order', 'throw new Error("Order 7 is broken");'),
    ], { errorWorkflow: handler.data.id }));
    expect((await q.main.inject({ method: 'POST', url: '/webhook/intake', payload: {} })).statusCode).toBe(200);

    const failed = await q.executionUntil(await q.firstExecutionOf(failingId), hasEnded);
    expect(failed).toMatchObject({ status: 'error', workerId });
    // The worker started the error workflow itself: no job stands for it in Redis. The leader's sweep
    // for runs nobody runs any more, done as if minutes had passed, leaves it alone all the same.
    const errorRunId = await q.firstExecutionOf(handler.data.id);
    await q.executionUntil(errorRunId, (e) => e.status === 'running' && e.data.resultData.runData['Error Trigger'] !== undefined);
    expect(await q.main.services.queue?.queued?.sweep(Date.now() + 10 * 60_000)).toBe(0);
    const errorRun: IExecution = await q.executionUntil(errorRunId, hasEnded);
    expect(errorRun).toMatchObject({ mode: 'error', status: 'success', workerId });
    expect(errorRun.data.resultData.runData['Edit Fields']?.[0]?.data?.main?.[0]?.[0]?.json)
      .toEqual({ alert: expect.stringContaining('Order intake: Order 7 is broken') });
  });
});
