import { describe, expect, it } from 'vitest';
import type { IExecution } from '@weft/workflow';
import { useTestServer } from '../test/test-server.js';
import { activate, chain, codeNode, manualTrigger, setNode, waitNode, webhookNode } from '../test/webhook-fixtures.js';
import { runManually, save } from '../test/execution-fixtures.js';

const server = useTestServer();

async function execution(id: string): Promise<IExecution> {
  return (await server.rest<{ data: IExecution }>('GET', `/executions/${id}`)).body.data;
}

/** Every stored execution, oldest first, once nothing runs any more. */
async function stored(): Promise<IExecution[]> {
  await server.services.activeExecutions.whenIdle();
  await server.services.repositories.executions.allCommitted();
  const rows = await server.db.kysely.selectFrom('execution_entity').select('id').orderBy('id').execute();
  return Promise.all(rows.map((row) => execution(String(row.id))));
}

const output = (found: IExecution, node: string) => found.data.resultData.runData[node]?.at(-1)?.data?.main?.[0]?.map((item) => item.json);
const errorTrigger = { id: 'et', name: 'Error Trigger', type: 'n8n-nodes-base.errorTrigger', typeVersion: 1, position: [0, 0] as [number, number], parameters: {} };

describe('workflow settings, enforced', () => {
  it('ends a run whose Code node loops for longer than executionTimeout as timed out, and keeps serving', async () => {
    const id = await runManually(server, chain('Spinner', [manualTrigger(), codeNode('Spin', 'while (true) {}')], {
      executionTimeout: 1, saveManualExecutions: true,
    }));
    const ended = await execution(id);
    expect(ended).toMatchObject({ status: 'canceled', finished: false });
    expect(ended.data.resultData.error?.message).toContain('took longer than its time limit');
    expect((await server.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('ends a run whose Wait node waits past executionTimeout as timed out', async () => {
    const id = await runManually(server, chain('Slow wait', [
      manualTrigger(), waitNode({ resume: 'timeInterval', amount: 30, unit: 'seconds' }), setNode('After', 'done', 'yes'),
    ], { executionTimeout: 1, saveManualExecutions: true }));
    const ended = await execution(id);
    expect(ended).toMatchObject({ status: 'canceled', finished: false });
    expect(ended.data.resultData.error?.message).toContain('took longer than its time limit');
    expect(ended.data.resultData.runData.After).toBeUndefined();
  });

  it('runs the error workflow when a webhook-started run times out, with n8n\'s error data', async () => {
    const handlerId = await save(server, chain('On failure', [errorTrigger, setNode('Alert', 'alert', '={{ $json.workflow.name + " failed in " + $json.execution.mode }}')]));
    const workflowId = await activate(server, chain('Slow intake', [
      webhookNode({ path: 'slow', responseMode: 'onReceived' }), waitNode({ resume: 'timeInterval', amount: 30, unit: 'seconds' }),
    ], { executionTimeout: 1, errorWorkflow: handlerId }));
    expect((await server.inject({ method: 'POST', url: '/webhook/slow', payload: {} })).statusCode).toBe(200);
    for (let tries = 0; tries < 100 && (await server.count('execution_entity')) < 2; tries++) await new Promise((resolve) => setTimeout(resolve, 50));

    const [timedOut, errorRun] = await stored();
    expect(timedOut).toMatchObject({ mode: 'webhook', status: 'canceled', workflowId });
    expect(errorRun).toMatchObject({ mode: 'error', status: 'success', workflowId: handlerId });
    expect(errorRun?.data.resultData.runData['Error Trigger']?.[0]?.data?.main?.[0]?.[0]?.json).toMatchObject({
      execution: { id: timedOut?.id, mode: 'webhook', error: { message: expect.stringContaining('took longer than its time limit') } },
      workflow: { id: workflowId, name: 'Slow intake' },
    });
    expect(output(errorRun as IExecution, 'Alert')).toEqual([{ alert: 'Slow intake failed in webhook' }]);
  });

  it('keeps production runs by their outcome as saveDataSuccessExecution and saveDataErrorExecution say', async () => {
    await activate(server, chain('Keeps failures', [
      webhookNode({ path: 'check', responseMode: 'onReceived' }), codeNode('Check', 'if ($json.body.ok) return items; throw new Error("not ok");'),
    ], { saveDataSuccessExecution: 'none', saveDataErrorExecution: 'all' }));
    await activate(server, chain('Keeps nothing', [
      webhookNode({ path: 'quiet', responseMode: 'onReceived' }), codeNode('Check', 'throw new Error("not ok");'),
    ], { saveDataErrorExecution: 'none' }));
    for (const [path, ok] of [['check', true], ['check', false], ['quiet', false]] as const) {
      expect((await server.inject({ method: 'POST', url: `/webhook/${path}`, payload: { ok } })).statusCode).toBe(200);
    }
    const kept = await stored();
    expect(kept.map((e) => [e.workflowData.name, e.status])).toEqual([['Keeps failures', 'error']]);
  });

  it('gives $now the workflow\'s timezone in expressions and in the Code node, the instance\'s when it sets none', async () => {
    const zones = (timezone?: string) => chain('Clock', [
      manualTrigger(),
      setNode('Expression', 'zone', '={{ $now.zoneName }}'),
      codeNode('Code', 'return [{ json: { expression: $json.zone, code: $now.zoneName } }];'),
    ], { saveManualExecutions: true, ...(timezone ? { timezone } : {}) });
    const tokyo = await execution(await runManually(server, zones('Asia/Tokyo')));
    expect(output(tokyo, 'Code')).toEqual([{ expression: 'Asia/Tokyo', code: 'Asia/Tokyo' }]);
    const instance = await execution(await runManually(server, zones('DEFAULT')));
    expect(output(instance, 'Code')).toEqual([{ expression: server.config.timezone, code: server.config.timezone }]);
    expect(server.config.timezone).toBe('America/New_York');
  });
});
