import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { IExecution } from '@weft/workflow';
import type { WorkflowResponse } from '@weft/contracts';
import { createTestServer, type TestServer } from '../test/test-server.js';
import { fullySetNode, manualTriggerNode, noOpNode, sampleWorkflow } from '../test/fixtures.js';
import { runToEnd } from '../test/execution-fixtures.js';

let server: TestServer;
beforeEach(async () => {
  server = await createTestServer();
});
afterEach(async () => {
  await server.close();
});

/** Manual Trigger -> Set (greeting = hello, enabled and without retries) -> No Operation. */
function runnableWorkflow() {
  const set = {
    id: fullySetNode.id,
    name: fullySetNode.name,
    type: fullySetNode.type,
    typeVersion: fullySetNode.typeVersion,
    position: fullySetNode.position,
    parameters: {
      mode: 'manual',
      assignments: { assignments: [{ id: 'a1', name: 'greeting', value: 'hello', type: 'string' }] },
      options: {},
    },
  };
  return sampleWorkflow({ nodes: [manualTriggerNode, set, noOpNode], pinData: {}, settings: { executionOrder: 'v1' } });
}

async function run(body: unknown) {
  const { status, body: answer } = await runToEnd(server, body);
  expect(status).toBe(200);
  return answer.data;
}

async function execution(id: string): Promise<IExecution> {
  const { status, body } = await server.rest<{ data: IExecution }>('GET', `/executions/${id}`);
  expect(status).toBe(200);
  return body.data;
}

describe('POST /rest/workflows/run', () => {
  it('runs an unsaved workflow and stores the execution with the Set output', async () => {
    const workflow = runnableWorkflow();
    const answer = await run({ workflowData: workflow });
    expect(answer).toEqual({ executionId: expect.stringMatching(/^\d+$/), waitingForWebhook: false });

    const stored = await execution(answer.executionId);
    expect(stored).toMatchObject({
      id: answer.executionId, mode: 'manual', status: 'success', finished: true, workflowId: null, waitTill: null,
    });
    expect(Date.parse(stored.stoppedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(stored.startedAt));
    expect(stored.workflowData.nodes.map((n) => n.name)).toEqual(workflow.nodes?.map((n) => n.name));
    const runData = stored.data.resultData.runData;
    expect(Object.keys(runData).sort()).toEqual([manualTriggerNode.name, fullySetNode.name, noOpNode.name].sort());
    const setOutput = runData[fullySetNode.name]?.[0]?.data?.main?.[0];
    expect(setOutput?.map((item) => item.json)).toEqual([{ greeting: 'hello' }]);
    expect(runData[noOpNode.name]?.[0]?.data?.main?.[0]?.map((item) => item.json)).toEqual([{ greeting: 'hello' }]);
    expect(stored.data.resultData.lastNodeExecuted).toBe(noOpNode.name);
  });

  it('links the execution to the saved workflow it ran', async () => {
    const saved = (await server.rest<{ data: WorkflowResponse }>('POST', '/workflows', runnableWorkflow())).body.data;
    const { executionId } = await run({ workflowData: { ...runnableWorkflow(), id: saved.id } });
    expect((await execution(executionId)).workflowId).toBe(saved.id);
  });

  it('uses pinned data instead of running the pinned node', async () => {
    const workflow = runnableWorkflow();
    const pinData = { [fullySetNode.name]: [{ json: { pinned: 'yes' } }] };
    const { executionId } = await run({ workflowData: workflow, pinData });
    const runData = (await execution(executionId)).data.resultData.runData;
    expect(runData[noOpNode.name]?.[0]?.data?.main?.[0]?.map((item) => item.json)).toEqual([{ pinned: 'yes' }]);
  });

  it('stores a failed run with its error, not a server error', async () => {
    const workflow = runnableWorkflow();
    workflow.nodes = [...(workflow.nodes ?? []), { ...noOpNode, id: 'x', name: 'Mystery', type: 'n8n-nodes-base.doesNotExist' }];
    workflow.connections = {
      ...workflow.connections,
      [noOpNode.name]: { main: [[{ node: 'Mystery', type: 'main', index: 0 }]] },
    };
    const { executionId } = await run({ workflowData: workflow });
    const stored = await execution(executionId);
    expect(stored.status).toBe('error');
    expect(stored.finished).toBe(false);
    expect(stored.data.resultData.error?.message).toBe('Node "Mystery" has an unknown type "n8n-nodes-base.doesNotExist"');
    expect(stored.data.resultData.lastNodeExecuted).toBe('Mystery');
    expect(stored.data.resultData.runData[fullySetNode.name]?.[0]?.data?.main?.[0]).toHaveLength(1);
  });

  it('keeps manual runs out of the database by default, yet answers them to the editor', async () => {
    const { executionId } = await run({ workflowData: runnableWorkflow() });
    expect(await server.count('execution_entity')).toBe(0);
    expect(await server.count('execution_data')).toBe(0);
    const answered = await execution(executionId);
    expect(answered.status).toBe('success');
    expect(answered.data.resultData.runData[fullySetNode.name]?.[0]?.data?.main?.[0]?.[0]?.json).toEqual({ greeting: 'hello' });
  });

  it('stores one execution row and one data row per run when the workflow saves manual runs', async () => {
    const workflow = runnableWorkflow();
    workflow.settings = { ...workflow.settings, saveManualExecutions: true };
    await run({ workflowData: workflow });
    await run({ workflowData: workflow });
    expect(await server.count('execution_entity')).toBe(2);
    expect(await server.count('execution_data')).toBe(2);
  });

  it('follows the instance default when the workflow says DEFAULT', async () => {
    await server.close();
    server = await createTestServer({ env: { EXECUTIONS_DATA_SAVE_MANUAL_EXECUTIONS: 'true' } });
    const workflow = runnableWorkflow();
    workflow.settings = { ...workflow.settings, saveManualExecutions: 'DEFAULT' };
    const { executionId } = await run({ workflowData: workflow });
    expect(await server.count('execution_entity')).toBe(1);
    expect((await execution(executionId)).status).toBe('success');
  });

  it('fails only the node whose expression fails, and keeps serving', async () => {
    const workflow = runnableWorkflow();
    const broken = workflow.nodes?.find((n) => n.name === fullySetNode.name) as unknown as { parameters: { assignments: { assignments: Array<{ value: string }> } } };
    // Reading past a missing value resolves to empty in runs, as in n8n; a reference to a node that does
    // not exist still fails the node.
    (broken.parameters.assignments.assignments[0] as { value: string }).value = "={{ $('Nowhere').item.json.deeper }}";
    const { executionId } = await run({ workflowData: workflow });
    const stored = await execution(executionId);
    expect(stored.status).toBe('error');
    expect(stored.data.resultData.error?.node?.name).toBe(fullySetNode.name);
    expect(stored.data.resultData.error?.message).toBe("Referenced node doesn't exist");
    expect(stored.data.resultData.runData[manualTriggerNode.name]?.[0]?.executionStatus).toBe('success');
    expect((await execution((await run({ workflowData: runnableWorkflow() })).executionId)).status).toBe('success');
  });

  it('shows the environment to expressions as $env, without Weft\'s secrets', async () => {
    await server.close();
    server = await createTestServer({ env: { API_BASE: 'https://api.example', WEFT_ENCRYPTION_KEY: 'a secret key of 16+', WEFT_BLOCK_ENV_ACCESS_IN_NODE: 'false' } });
    const workflow = runnableWorkflow();
    const set = workflow.nodes?.find((n) => n.name === fullySetNode.name) as unknown as { parameters: { assignments: { assignments: Array<{ value: string }> } } };
    (set.parameters.assignments.assignments[0] as { value: string }).value = '={{ $env.API_BASE + " " + ($env.WEFT_ENCRYPTION_KEY ?? "hidden") }}';
    const stored = await execution((await run({ workflowData: workflow })).executionId);
    expect(stored.data.resultData.runData[fullySetNode.name]?.[0]?.data?.main?.[0]?.[0]?.json).toEqual({ greeting: 'https://api.example hidden' });
  });

  it("gives the Code node's require the packages NODE_FUNCTION_ALLOW_EXTERNAL allows: Weft's own and <user folder>/nodes/node_modules", async () => {
    await server.close();
    server = await createTestServer({ env: { NODE_FUNCTION_ALLOW_EXTERNAL: 'moment,weft-greeter' } });
    const installed = join(server.config.userFolder, 'nodes', 'node_modules', 'weft-greeter');
    await mkdir(installed, { recursive: true });
    await writeFile(join(installed, 'index.js'), "module.exports = (name) => 'Hello, ' + name;");
    const code = {
      id: 'c0de0000-0000-4000-8000-000000000001', name: 'Code', type: 'n8n-nodes-base.code', typeVersion: 2, position: [200, 0] as [number, number],
      parameters: { jsCode: "const moment = require('moment');\nreturn [{ json: { day: moment.utc('2024-03-05').format('dddd'), text: require('weft-greeter')('Ada') } }];" },
    };
    const workflow = sampleWorkflow({
      nodes: [manualTriggerNode, code], pinData: {}, settings: { executionOrder: 'v1' },
      connections: { [manualTriggerNode.name]: { main: [[{ node: 'Code', type: 'main', index: 0 }]] } },
    });
    const stored = await execution((await run({ workflowData: workflow })).executionId);
    expect(stored.data.resultData.runData.Code?.[0]?.data?.main?.[0]?.[0]?.json).toEqual({ day: 'Tuesday', text: 'Hello, Ada' });
  });

  it('refuses a malformed run request with 400 and writes nothing', async () => {
    for (const body of [{ workflowData: { name: 'x', nodes: 'none', connections: {} } }, { workflowData: runnableWorkflow(), startNodes: 'Set' }]) {
      const { status, body: answer } = await server.rest<{ code: number; message: string }>('POST', '/workflows/run', body);
      expect(status).toBe(400);
      expect(answer.code).toBe(400);
    }
    expect(await server.count('execution_entity')).toBe(0);
  });
});
