import { describe, expect, it } from 'vitest';
import { createConsoleLogger } from '../context/console-logger.js';
import { receiveWebhook } from '../triggers/receive-webhook.js';
import { triggerTestNodeTypes } from '../triggers/test-nodes.js';
import { chainWorkflow } from '../triggers/test-workflow.js';
import type { WebhookHttpResponse } from '../triggers/webhook.types.js';
import type { IRun } from './run.types.js';
import { WorkflowRunner } from './workflow-runner.js';

const logger = createConsoleLogger('silent');
const runner = new WorkflowRunner(triggerTestNodeTypes, { logger });

function waitingWorkflow(until = '2030-01-01T00:00:00.000Z') {
  return chainWorkflow([
    ['Every minute', 'cronTrigger'], ['Before', 'mark'], ['Wait', 'waitUntil', { until }], ['After', 'mark'],
  ]);
}

/** Saves a run as the server would (JSON in a database column). */
const saved = (run: IRun) => JSON.parse(JSON.stringify(run.data)) as IRun['data'];

describe('waiting executions', () => {
  it('stops after the Wait node with status waiting and resumes exactly after it', async () => {
    const workflow = waitingWorkflow();
    const first = await runner.run({ workflow, mode: 'manual', executionId: '7' });
    expect(first.status).toBe('waiting');
    expect(first.finished).toBe(false);
    expect(first.waitTill?.toISOString()).toBe('2030-01-01T00:00:00.000Z');
    expect((first.data as { waitTill?: string }).waitTill).toBe('2030-01-01T00:00:00.000Z');
    expect(first.data.resultData.runData.After).toBeUndefined();
    expect(first.data.resultData.runData.Wait?.[0]?.executionStatus).toBe('waiting');

    const after: string[] = [];
    const resumed = await runner.resume({
      workflow, mode: 'manual', executionId: '7', runExecutionData: saved(first), startedAt: first.startedAt,
      hooks: { nodeExecuteAfter: (name) => { after.push(name); } },
    });
    expect(resumed.status).toBe('success');
    expect(resumed.startedAt).toBe(first.startedAt);
    expect(after).toEqual(['Wait', 'After']);
    const runData = resumed.data.resultData.runData;
    expect(Object.keys(runData)).toEqual(['Every minute', 'Before', 'Wait', 'After']);
    expect(runData.Wait).toHaveLength(1);
    expect(runData.Before).toHaveLength(1);
    expect(runData.After?.[0]?.data?.main?.[0]?.[0]?.json).toEqual({ tick: 1, seen: ['Before', 'After'] });
    expect(runData.After?.[0]?.source).toEqual([{ previousNode: 'Wait', previousNodeOutput: 0, previousNodeRun: 0 }]);
  });

  it('on a webhook resume the Wait node outputs the webhook data', async () => {
    const workflow = waitingWorkflow();
    const first = await runner.run({ workflow, mode: 'trigger', executionId: '8', trigger: { nodeName: 'Every minute', data: [[{ json: { tick: 9 } }]] } });
    const resumed = await runner.resume({
      workflow, mode: 'trigger', executionId: '8', runExecutionData: saved(first),
      resumeData: [[{ json: { approved: true } }]],
    });
    expect(resumed.data.resultData.runData.Wait?.[0]?.data?.main?.[0]?.[0]?.json).toEqual({ approved: true });
    expect(resumed.data.resultData.runData.After?.[0]?.data?.main?.[0]?.[0]?.json).toEqual({ approved: true, seen: ['After'] });
  });

  it('refuses to resume an execution that has nothing left to run', async () => {
    const workflow = waitingWorkflow();
    const done = await runner.run({ workflow: chainWorkflow([['Every minute', 'cronTrigger']]), mode: 'manual', executionId: '9' });
    const resumed = await runner.resume({ workflow, mode: 'manual', executionId: '9', runExecutionData: saved(done) });
    expect(resumed.status).toBe('error');
    expect(resumed.data.resultData.error?.message).toBe('This execution has nothing left to resume');
  });

  it('a webhook in lastNode mode is answered when the resumed execution ends', async () => {
    const workflow = chainWorkflow([
      ['Hook', 'hook', { httpMethod: 'POST', path: 'x', responseMode: 'lastNode' }, { webhookId: 'h' }],
      ['Wait', 'waitUntil'], ['After', 'mark'],
    ]);
    const sent: WebhookHttpResponse[] = [];
    const decision = await receiveWebhook({
      workflow, nodeTypes: triggerTestNodeTypes, nodeName: 'Hook', mode: 'webhook', logger,
      request: { method: 'POST', headers: {}, query: {}, params: {}, body: { a: 1 } },
      channel: { send: (response) => sent.push(response) },
    });
    if (decision.action !== 'start') throw new Error('the webhook started nothing');
    const waiting: IRun = await runner.run({ workflow, mode: 'webhook', executionId: '10', trigger: decision.trigger, hooks: decision.hooks });
    expect(waiting.status).toBe('waiting');
    // The answer stays due while the run waits: the channel travels with the waiting run.
    expect(await decision.answerFrom(waiting)).toBe(false);
    expect(decision.answered).toBe(false);
    expect(sent).toEqual([]);
    const resumed = await runner.resume({ workflow, mode: 'webhook', executionId: '10', runExecutionData: saved(waiting) });
    expect(await decision.answerFrom(resumed)).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ body: { a: 1 }, query: {}, params: {}, seen: ['After'] });
  });
});
