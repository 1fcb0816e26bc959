import { describe, expect, it } from 'vitest';
import type { IExecution } from '@weft/workflow';
import type { ExecutionStop } from '@weft/engine';
import type { WorkflowResponse } from '@weft/contracts';
import { useTestServer } from '../test/test-server.js';
import { chain, codeNode, manualTrigger, setNode, webhookNode } from '../test/webhook-fixtures.js';
import { runToEnd } from '../test/execution-fixtures.js';

const server = useTestServer();

async function saved(body: object): Promise<WorkflowResponse> {
  const { status, body: answer } = await server.rest<{ data: WorkflowResponse }>('POST', '/workflows', body);
  expect(status).toBe(200);
  return answer.data;
}

async function executions(): Promise<IExecution[]> {
  await server.services.activeExecutions.whenIdle();
  await server.services.repositories.executions.allCommitted();
  const rows = await server.db.kysely.selectFrom('execution_entity').select('id').orderBy('id').execute();
  return Promise.all(rows.map(async (row) => (await server.rest<{ data: IExecution }>('GET', `/executions/${row.id}`)).body.data));
}

const errorTrigger = { id: 'et', name: 'Error Trigger', type: 'n8n-nodes-base.errorTrigger', typeVersion: 1, position: [0, 0] as [number, number], parameters: {} };

describe('error workflows', () => {
  it('runs the error workflow from its Error Trigger with n8n\'s error data when an execution fails', async () => {
    const handler = await saved(chain('Alert on failure', [errorTrigger, setNode('Edit Fields', 'alert', '={{ $json.workflow.name + ": " + $json.execution.error.message }}')]));
    const failing = await saved(chain('Order intake', [
      webhookNode({ path: 'intake', responseMode: 'onReceived' }), codeNode('Check order', 'throw new Error("Order 7 is broken");'),
    ], { errorWorkflow: handler.id }));
    expect((await server.rest('PATCH', `/workflows/${failing.id}`, { active: true })).status).toBe(200);
    expect((await server.inject({ method: 'POST', url: '/webhook/intake', payload: {} })).statusCode).toBe(200);

    await server.services.activeExecutions.whenIdle();
    const [failed, errorRun] = await executions();
    expect(failed).toMatchObject({ mode: 'webhook', status: 'error', workflowId: failing.id });
    expect(errorRun).toMatchObject({ mode: 'error', status: 'success', workflowId: handler.id });
    const received = errorRun?.data.resultData.runData['Error Trigger']?.[0]?.data?.main?.[0]?.[0]?.json;
    expect(received).toMatchObject({
      execution: {
        id: failed?.id,
        url: `http://localhost:5678/execution/${failed?.id}`,
        error: { message: expect.stringContaining('Order 7 is broken') },
        lastNodeExecuted: 'Check order',
        mode: 'webhook',
      },
      workflow: { id: failing.id, name: 'Order intake' },
    });
    expect(errorRun?.data.resultData.runData['Edit Fields']?.[0]?.data?.main?.[0]?.[0]?.json)
      .toEqual({ alert: expect.stringContaining('Order intake: Order 7 is broken') });
  });

  it('does not run the error workflow for a manual run, as n8n does not', async () => {
    const handler = await saved(chain('Alert on failure', [errorTrigger, setNode('Edit Fields', 'alert', 'x')]));
    const failing = chain('Manual failure', [manualTrigger(), codeNode('Boom', 'throw new Error("boom");')], {
      errorWorkflow: handler.id, saveManualExecutions: true,
    });
    await runToEnd(server, { workflowData: failing });
    const all = await executions();
    expect(all.map((e) => [e.mode, e.status])).toEqual([['manual', 'error']]);
  });
});

describe('sub-workflows', () => {
  it('runs a saved workflow by id from Execute Workflow and records it as its own execution', async () => {
    const called = await saved(chain('Mark as checked', [
      { id: 'ewt', name: 'When Executed by Another Workflow', type: 'n8n-nodes-base.executeWorkflowTrigger', typeVersion: 1.1, position: [0, 0], parameters: { inputSource: 'passthrough' } },
      setNode('Check', 'checked', '={{ "yes for " + $json.id }}'),
    ], { saveDataSuccessExecution: 'all' }));
    const caller = chain('Caller', [
      manualTrigger(),
      setNode('Make item', 'id', 'A-1'),
      {
        id: 'ew', name: 'Execute Workflow', type: 'n8n-nodes-base.executeWorkflow', typeVersion: 1.2, position: [440, 0],
        parameters: { workflowId: { __rl: true, value: called.id, mode: 'id' }, options: {} },
      },
    ], { saveManualExecutions: true });
    const { body } = await runToEnd(server, { workflowData: caller });
    const all = await executions();
    const parent = all.find((e) => e.id === body.data.executionId);
    const child = all.find((e) => e.mode === 'integrated');
    expect(parent?.status).toBe('success');
    expect(parent?.data.resultData.runData['Execute Workflow']?.[0]?.data?.main?.[0]?.map((i) => i.json)).toEqual([{ checked: 'yes for A-1' }]);
    expect(child).toMatchObject({ status: 'success', workflowId: called.id });
  });

  it('keeps no hold on the calls that ended: a caller looping over many calls holds as much as one with one call', async () => {
    const called = await saved(chain('Called', [
      { id: 'ewt', name: 'When Executed by Another Workflow', type: 'n8n-nodes-base.executeWorkflowTrigger', typeVersion: 1.1, position: [0, 0], parameters: { inputSource: 'passthrough' } },
      setNode('Check', 'checked', 'yes'),
    ]));
    const stops: ExecutionStop[] = [];
    const add = server.services.activeExecutions.add.bind(server.services.activeExecutions);
    server.services.activeExecutions.add = (execution) => {
      if (execution.mode === 'manual') stops.push(execution.stop);
      add(execution);
    };
    const listenersAfterCalls = async (count: number) => {
      const caller = chain(`Caller of ${count}`, [
        manualTrigger(),
        codeNode('Make items', `return Array.from({ length: ${count} }, (_, n) => ({ json: { n } }));`),
        {
          id: 'ew', name: 'Execute Workflow', type: 'n8n-nodes-base.executeWorkflow', typeVersion: 1.2, position: [440, 0],
          parameters: { workflowId: { __rl: true, value: called.id, mode: 'id' }, mode: 'each', options: {} },
        },
      ]);
      await runToEnd(server, { workflowData: caller });
      return stops.at(-1)?.listenerCount;
    };
    const afterOne = await listenersAfterCalls(1);
    expect(afterOne).toBeDefined();
    expect(await listenersAfterCalls(12)).toBe(afterOne);
  });
});
