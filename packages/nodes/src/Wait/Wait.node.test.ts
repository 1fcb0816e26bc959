import type { IDataObject, IWorkflowBase } from '@weft/workflow';
import { WAIT_INDEFINITELY, isTriggerNodeType } from '@weft/workflow';
import {
  WorkflowRunner, createConsoleLogger, getWaitingWebhook, getWebhookDescriptions, receiveWebhook,
} from '@weft/engine';
import type { IRun, WebhookHttpResponse } from '@weft/engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { builtinNodeTypes } from '../builtin-node-types.js';
import { jsonOf, loadFixture, singleNodeWorkflow } from '../test-support/run-fixture.js';
import { parseDateTime } from './Wait.node.js';

const logger = createConsoleLogger('silent');
const runner = new WorkflowRunner(builtinNodeTypes, { logger });
const saved = (run: IRun) => JSON.parse(JSON.stringify(run.data)) as IRun['data'];

function waitWorkflow(parameters: IDataObject, typeVersion = 1.1, timezone?: string): IWorkflowBase {
  const workflow = singleNodeWorkflow({ type: 'n8n-nodes-base.wait', typeVersion, parameters, name: 'Wait' }, [{ json: { id: 1 } }]);
  if (timezone) workflow.settings = { ...workflow.settings, timezone };
  return workflow;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Wait', () => {
  it('waits a short interval in the process and passes its items on', async () => {
    const run = await runner.run({ workflow: waitWorkflow({ resume: 'timeInterval', amount: 0.05, unit: 'seconds' }), mode: 'manual', executionId: 'w1' });
    expect(run.status).toBe('success');
    expect(run.waitTill).toBeNull();
    expect(jsonOf(run, 'Wait')).toEqual([{ id: 1 }]);
  });

  it('puts the execution to wait for a long interval, then resumes with the same items', async () => {
    vi.useFakeTimers({ now: new Date('2024-04-01T08:00:00Z'), toFake: ['Date'] });
    const workflow = waitWorkflow({ resume: 'timeInterval', amount: 2, unit: 'hours' });
    const run = await runner.run({ workflow, mode: 'manual', executionId: 'w2' });
    expect(run.status).toBe('waiting');
    expect(run.waitTill?.toISOString()).toBe('2024-04-01T10:00:00.000Z');
    const resumed = await runner.resume({ workflow, mode: 'manual', executionId: 'w2', runExecutionData: saved(run) });
    expect(resumed.status).toBe('success');
    expect(jsonOf(resumed, 'Wait')).toEqual([{ id: 1 }]);
  });

  it('v1 counts hours by default', async () => {
    vi.useFakeTimers({ now: new Date('2024-04-01T08:00:00Z'), toFake: ['Date'] });
    const run = await runner.run({ workflow: waitWorkflow({ resume: 'timeInterval' }, 1), mode: 'manual', executionId: 'w3' });
    expect(run.waitTill?.toISOString()).toBe('2024-04-01T09:00:00.000Z');
  });

  it('waits until a specific time in the workflow timezone', async () => {
    vi.useFakeTimers({ now: new Date('2024-04-01T08:00:00Z'), toFake: ['Date'] });
    const run = await runner.run({ workflow: waitWorkflow({ resume: 'specificTime', dateTime: '2024-06-30T14:00:00' }, 1.1, 'Europe/Berlin'), mode: 'manual', executionId: 'w4' });
    expect(run.waitTill?.toISOString()).toBe('2024-06-30T12:00:00.000Z');
    expect(parseDateTime('2024-01-10T09:30:00-05:00', 'Europe/Berlin')?.toISOString()).toBe('2024-01-10T14:30:00.000Z');
    expect(parseDateTime('2024-03-31T03:30:00', 'Europe/Berlin')?.toISOString()).toBe('2024-03-31T01:30:00.000Z');
  });

  it('refuses a date it cannot read', async () => {
    const run = await runner.run({ workflow: waitWorkflow({ resume: 'specificTime', dateTime: 'next tuesday' }), mode: 'manual', executionId: 'w5' });
    expect(run.status).toBe('error');
    expect(run.data.resultData.error?.message).toBe('Cannot read the date and time "next tuesday"');
  });

  it('waits for its resume URL, limited in time when asked', async () => {
    vi.useFakeTimers({ now: new Date('2024-04-01T08:00:00Z'), toFake: ['Date'] });
    const open = await runner.run({ workflow: waitWorkflow({ resume: 'webhook' }), mode: 'manual', executionId: 'w6' });
    expect(open.waitTill).toEqual(WAIT_INDEFINITELY);
    const limited = await runner.run({
      workflow: waitWorkflow({ resume: 'webhook', limitWaitTime: true, limitType: 'afterTimeInterval', resumeAmount: 30, resumeUnit: 'minutes' }),
      mode: 'manual', executionId: 'w7',
    });
    expect(limited.waitTill?.toISOString()).toBe('2024-04-01T08:30:00.000Z');
  });

  it('is no trigger, registers no webhook, and tells the host its resume method and suffix', () => {
    const workflow = loadFixture('./test/wait-for-approval.workflow.json', import.meta.url);
    const wait = builtinNodeTypes.getByNameAndVersion('n8n-nodes-base.wait', 1.1)!;
    expect(isTriggerNodeType(wait.description, wait)).toBe(false);
    expect(getWebhookDescriptions(workflow, builtinNodeTypes)).toEqual([]);
    expect(getWaitingWebhook(workflow, builtinNodeTypes, 'Wait')).toEqual({ httpMethods: ['POST'], suffix: '' });
    const withSuffix = waitWorkflow({ resume: 'webhook', options: { webhookSuffix: '/approve/' } });
    expect(getWaitingWebhook(withSuffix, builtinNodeTypes, 'Wait')).toEqual({ httpMethods: ['GET'], suffix: 'approve' });
  });

  it('resumes the exported workflow through its resume URL with the call\'s data', async () => {
    const workflow = loadFixture('./test/wait-for-approval.workflow.json', import.meta.url);
    const first = await runner.run({ workflow, mode: 'manual', executionId: '41', webhookBaseUrl: 'http://localhost:5678/' });
    expect(first.status).toBe('waiting');
    expect(jsonOf(first, 'Ask')).toEqual([{ approveAt: 'http://localhost:5678/webhook-waiting/41' }]);

    const data = saved(first);
    const waitingNode = data.resultData.lastNodeExecuted as string;
    expect(waitingNode).toBe('Wait');
    const sent: WebhookHttpResponse[] = [];
    const decision = await receiveWebhook({
      workflow, nodeTypes: builtinNodeTypes, nodeName: waitingNode, mode: 'webhook', logger,
      request: { method: 'POST', headers: { 'content-type': 'application/json' }, query: {}, params: {}, body: { decision: 'approved' } },
      channel: { send: (response) => sent.push(response) },
    });
    if (decision.action !== 'start') throw new Error('the resume webhook started nothing');
    // Answered when the call was received, before the run resumes.
    expect(sent.map((response) => response.body)).toEqual([{ message: 'Workflow was started' }]);
    const resumed = await runner.resume({
      workflow, mode: 'manual', executionId: '41', runExecutionData: data, resumeData: decision.trigger.data, hooks: decision.hooks,
    });
    expect(resumed.status).toBe('success');
    expect(jsonOf(resumed, 'Wait')[0]?.body).toEqual({ decision: 'approved' });
    expect(jsonOf(resumed, 'Decision')).toEqual([{ decision: 'approved' }]);
    expect(jsonOf(resumed, 'Ask')).toEqual([{ approveAt: 'http://localhost:5678/webhook-waiting/41' }]);
  });
});
