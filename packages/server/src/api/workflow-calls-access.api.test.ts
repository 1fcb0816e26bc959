import { describe, expect, it } from 'vitest';
import type { WorkflowCreateBody } from '@weft/contracts';
import type { IExecution } from '@weft/workflow';
import { useTestServer } from '../test/test-server.js';
import { addMember, setUpOwner, type TestUser } from '../test/users-fixture.js';
import { chain, codeNode, manualTrigger, setNode, webhookNode } from '../test/webhook-fixtures.js';
import { runToEnd } from '../test/execution-fixtures.js';

/** A member's workflow may call (as a sub-workflow or an error workflow) only workflows its owner may see. */
const server = useTestServer();

const as = (user: TestUser) => ({ as: user.cookie });

async function save(user: TestUser, workflow: WorkflowCreateBody): Promise<string> {
  const answer = await server.rest<{ data: { id: string } }>('POST', '/workflows', workflow, as(user));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.id;
}

async function executions(): Promise<IExecution[]> {
  await server.services.activeExecutions.whenIdle();
  await server.services.repositories.executions.allCommitted();
  const rows = await server.db.kysely.selectFrom('execution_entity').select('id').orderBy('id').execute();
  return Promise.all(rows.map(async (row) => (await server.rest<{ data: IExecution }>('GET', `/executions/${row.id}`)).body.data));
}

const called = (name: string) => chain(name, [
  { id: 'ewt', name: 'When Executed by Another Workflow', type: 'n8n-nodes-base.executeWorkflowTrigger', typeVersion: 1.1, position: [0, 0], parameters: { inputSource: 'passthrough' } },
  setNode('Answer', 'answer', `from ${name}`),
]);

const caller = (workflowId: string) => chain('Caller', [
  manualTrigger(),
  {
    id: 'ew', name: 'Execute Workflow', type: 'n8n-nodes-base.executeWorkflow', typeVersion: 1.2, position: [440, 0],
    parameters: { workflowId: { __rl: true, value: workflowId, mode: 'id' }, options: {} },
  },
], { saveManualExecutions: true });

/** Runs the caller as `user` (unsaved, or saved when `saved`); answers its execution as the owner sees it. */
async function runCaller(user: TestUser, workflowId: string, saved: boolean): Promise<IExecution> {
  const workflow = caller(workflowId);
  const workflowData = saved ? { ...workflow, id: await save(user, workflow) } : workflow;
  const answer = await runToEnd(server, { workflowData }, as(user));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (await executions()).find((e) => e.id === answer.body.data.executionId) as IExecution;
}

const output = (execution: IExecution) => execution.data.resultData.runData['Execute Workflow']?.[0]?.data?.main?.[0]?.map((item) => item.json);

describe('sub-workflows', () => {
  it("a member's workflow, saved or not, cannot call the owner's: it fails as if the workflow did not exist", async () => {
    const owner = await setUpOwner(server);
    const mia = await addMember(server, 'mia@example.com');
    const ownersId = await save(owner, called("the owner's"));
    for (const saved of [false, true]) {
      const run = await runCaller(mia, ownersId, saved);
      expect(run.status, `saved: ${saved}`).toBe('error');
      expect(run.data.resultData.error?.message).toBe(`Workflow with ID "${ownersId}" does not exist`);
    }
    expect((await executions()).filter((e) => e.mode === 'integrated')).toEqual([]);
  });

  it("a member's workflow calls the member's own; the owner's calls the member's", async () => {
    const owner = await setUpOwner(server);
    const mia = await addMember(server, 'mia@example.com');
    const miasId = await save(mia, called("Mia's"));
    for (const [user, saved] of [[mia, false], [mia, true], [owner, true]] as const) {
      const run = await runCaller(user, miasId, saved);
      expect(run.status).toBe('success');
      expect(output(run)).toEqual([{ answer: "from Mia's" }]);
    }
  });
});

describe('error workflows', () => {
  const errorTrigger = { id: 'et', name: 'Error Trigger', type: 'n8n-nodes-base.errorTrigger', typeVersion: 1, position: [0, 0] as [number, number], parameters: {} };

  it("a member's failing workflow runs the member's error workflow, never the owner's", async () => {
    const owner = await setUpOwner(server);
    const mia = await addMember(server, 'mia@example.com');
    const ownersHandler = await save(owner, chain("Owner's alert", [errorTrigger, setNode('Alert', 'alert', 'owner')]));
    const miasHandler = await save(mia, chain("Mia's alert", [errorTrigger, setNode('Alert', 'alert', 'mia')]));
    for (const [path, handler] of [['to-owner', ownersHandler], ['to-mia', miasHandler]] as const) {
      const id = await save(mia, chain(`Intake ${path}`, [
        webhookNode({ path, responseMode: 'onReceived' }), codeNode('Check order', 'throw new Error("Order 7 is broken");'),
      ], { errorWorkflow: handler }));
      expect((await server.rest('PATCH', `/workflows/${id}`, { active: true }, as(mia))).status).toBe(200);
      expect((await server.inject({ method: 'POST', url: `/webhook/${path}`, payload: {}, as: 'signed-out' })).statusCode).toBe(200);
    }
    const errorRuns = (await executions()).filter((e) => e.mode === 'error');
    expect(errorRuns.map((e) => e.workflowId)).toEqual([miasHandler]);
  });
});
