import { describe, expect, it } from 'vitest';
import type { ExecutionSummary } from '@weft/contracts';
import { useTestServer } from '../test/test-server.js';
import { manualTriggerNode } from '../test/fixtures.js';
import { runToEnd, untilStopped, untilStoppedReached } from '../test/execution-fixtures.js';

const server = useTestServer();

function longWorkflow(settings: Record<string, unknown> = {}) {
  return {
    name: 'Long one',
    nodes: [
      manualTriggerNode,
      { id: 'u1', name: 'Until stopped', type: 'weftTest.untilStopped', typeVersion: 1, position: [460, 300] as [number, number], parameters: {} },
    ],
    connections: { [manualTriggerNode.name]: { main: [[{ node: 'Until stopped', type: 'main', index: 0 }]] } },
    settings: { saveManualExecutions: true, ...settings },
  };
}

const current = async (query = '') =>
  (await server.rest<{ data: ExecutionSummary[] }>('GET', `/executions-current${query}`)).body.data;

async function whenRunning(): Promise<ExecutionSummary> {
  for (;;) {
    const [first] = await current();
    if (first) return first;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('current executions and stopping', () => {
  it('lists a running execution, stops it, and stores it as canceled with what it ran', async () => {
    await server.services.nodeTypes.add(untilStopped);
    const reached = untilStoppedReached();
    const answered = server.rest<{ data: { executionId: string } }>('POST', '/workflows/run', { workflowData: longWorkflow() });
    // Listed from the moment its row says running; stopped once the trigger has run, so there is run data to keep.
    const running = await whenRunning();
    await reached;
    expect(running).toMatchObject({ mode: 'manual', status: 'running', finished: false, workflowName: 'Long one' });

    const stop = await server.rest<{ data: { status: string; finished: boolean } }>('POST', `/executions-current/${running.id}/stop`);
    expect(stop.status).toBe(200);
    expect(stop.body.data).toMatchObject({ status: 'canceled', finished: false });
    expect((await answered).body.data.executionId).toBe(running.id);
    expect(await current()).toEqual([]);

    const stored = (await server.rest<{ data: { status: string; data: { resultData: { runData: Record<string, unknown> } } } }>(
      'GET', `/executions/${running.id}`)).body.data;
    expect(stored.status).toBe('canceled');
    expect(Object.keys(stored.data.resultData.runData)).toEqual([manualTriggerNode.name]);
  });

  it('saves the run data after each node while the run goes on, when the workflow asks for it', async () => {
    await server.services.nodeTypes.add(untilStopped);
    void server.rest('POST', '/workflows/run', { workflowData: longWorkflow({ saveExecutionProgress: true }) });
    const running = await whenRunning();
    let stored = (await server.services.repositories.executions.findById(running.id))?.data.resultData.runData ?? {};
    while (!stored[manualTriggerNode.name]) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      stored = (await server.services.repositories.executions.findById(running.id))?.data.resultData.runData ?? {};
    }
    expect(Object.keys(stored)).toEqual([manualTriggerNode.name]);
    expect((await server.services.repositories.executions.findById(running.id))?.status).toBe('running');
    await server.rest('POST', `/executions-current/${running.id}/stop`);
  });

  it('filters current executions by workflow and refuses a broken filter', async () => {
    expect(await current(`?filter=${encodeURIComponent('{"workflowId":"7"}')}`)).toEqual([]);
    const broken = await server.rest<{ message: string }>('GET', '/executions-current?filter=%7B');
    expect(broken.status).toBe(400);
    expect(broken.body.message).toContain('filter');
  });

  it('answers 409 for an execution that has already finished, and 404 for an unknown one', async () => {
    const workflow = longWorkflow();
    workflow.nodes = [manualTriggerNode];
    workflow.connections = {};
    const { executionId } = (await runToEnd(server, { workflowData: workflow })).body.data;
    const finished = await server.rest<{ code: number; message: string; hint: string }>('POST', `/executions-current/${executionId}/stop`);
    expect(finished.status).toBe(409);
    expect(finished.body).toEqual({ code: 409, message: 'Workflow finished executing', hint: 'It completed before it could be stopped' });
    const unknown = await server.rest('POST', '/executions-current/9999/stop');
    expect(unknown).toEqual({ status: 404, body: { code: 404, message: 'Could not find execution' } });
  });

  it('cancels a waiting execution', async () => {
    const id = await server.services.repositories.executions.create({
      workflowId: null, mode: 'webhook', status: 'waiting', startedAt: new Date(), workflowData: { ...longWorkflow(), active: false },
      data: { resultData: { runData: {} } },
    });
    await server.services.repositories.executions.setStatus(id, { status: 'waiting', waitTill: new Date(Date.now() + 3_600_000) });
    expect((await current()).map((e) => [e.id, e.status])).toEqual([[id, 'waiting']]);
    const stop = await server.rest<{ data: { status: string } }>('POST', `/executions-current/${id}/stop`);
    expect(stop.body.data.status).toBe('canceled');
    expect(await current()).toEqual([]);
  });

  it('marks executions a stopped process left running as crashed when the server starts', async () => {
    const id = await server.services.repositories.executions.create({
      workflowId: null, mode: 'trigger', status: 'running', startedAt: new Date(), workflowData: { ...longWorkflow(), active: false },
      data: { resultData: { runData: {} } },
    });
    await server.restart();
    const stored = (await server.rest<{ data: { status: string; stoppedAt: string } }>('GET', `/executions/${id}`)).body.data;
    expect(stored.status).toBe('crashed');
    expect(Date.parse(stored.stoppedAt)).toBeGreaterThan(0);
    expect(await current()).toEqual([]);
  });

  it('stops a run that takes longer than the workflow timeout', async () => {
    await server.services.nodeTypes.add(untilStopped);
    const { executionId } = (await runToEnd(server, { workflowData: longWorkflow({ executionTimeout: 1 }) })).body.data;
    const stored = (await server.rest<{ data: { status: string; data: { resultData: { error: { message: string } } } } }>(
      'GET', `/executions/${executionId}`)).body.data;
    expect(stored.status).toBe('canceled');
    expect(stored.data.resultData.error.message).toContain('took longer than its time limit');
  });
});
