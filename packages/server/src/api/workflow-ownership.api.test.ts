import { describe, expect, it } from 'vitest';
import type { WorkflowCreateBody } from '@weft/contracts';
import { failing, runToEnd, succeeding, waiting } from '../test/execution-fixtures.js';
import { useTestServer } from '../test/test-server.js';
import { addMember, ownerAndTwoMembers, setUpOwner, type TestUser } from '../test/users-fixture.js';
import { chain, webhookNode } from '../test/webhook-fixtures.js';

const server = useTestServer();

interface Data<T> {
  data: T;
  message?: string;
}

const as = (user: TestUser) => ({ as: user.cookie });

async function save(user: TestUser, workflow: WorkflowCreateBody): Promise<string> {
  const answer = await server.rest<Data<{ id: string }>>('POST', '/workflows', workflow, as(user));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.id;
}

async function run(user: TestUser, workflowData: WorkflowCreateBody & { id?: string }): Promise<string> {
  const answer = await runToEnd<Data<{ executionId: string }>>(server, { workflowData }, as(user));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.executionId;
}

const listedIds = async (user: TestUser) =>
  (await server.rest<Data<Array<{ id: string }>>>('GET', '/workflows', undefined, as(user))).body.data.map((w) => w.id);

describe('who owns a workflow', () => {
  it('is its creator: the owner and the creator see it, another member does not, as if it did not exist', async () => {
    const { owner, mia, max } = await ownerAndTwoMembers(server);
    const id = await save(mia, succeeding("Mia's"));
    expect(await listedIds(mia)).toEqual([id]);
    expect(await listedIds(owner)).toContain(id);
    expect(await listedIds(max)).toEqual([]);

    const hidden = await server.rest('GET', `/workflows/${id}`, undefined, as(max));
    const missing = await server.rest('GET', '/workflows/9999', undefined, as(max));
    expect(hidden).toEqual(missing);
    expect(hidden.status).toBe(404);
  });

  it('made by the default user before setup stays with the owner it becomes, and is not a member\'s', async () => {
    const before = await server.rest<Data<{ id: string }>>('POST', '/workflows', succeeding('Before setup'));
    const owner = await setUpOwner(server);
    const mia = await addMember(server, 'mia@example.com');
    expect(await listedIds(owner)).toEqual([before.body.data.id]);
    expect(await listedIds(mia)).toEqual([]);
  });

  it("a member's API key reaches only the member's workflows too", async () => {
    const { owner, mia } = await ownerAndTwoMembers(server);
    await save(owner, succeeding("Owner's"));
    const own = await save(mia, succeeding("Mia's"));
    const key = (await server.rest<Data<{ apiKey: string }>>('POST', '/me/api-key', undefined, as(mia))).body.data.apiKey;
    const listed = await server.inject({ method: 'GET', url: '/rest/workflows', headers: { 'x-n8n-api-key': key }, as: 'signed-out' });
    expect(listed.json<Data<Array<{ id: string }>>>().data.map((w) => w.id)).toEqual([own]);
  });

  it("numbers a new name among the member's own workflows only", async () => {
    const { owner, mia } = await ownerAndTwoMembers(server);
    await save(owner, succeeding('Invoices'));
    const name = (user: TestUser) => server.rest<Data<{ name: string }>>('GET', '/workflows/new?name=Invoices', undefined, as(user));
    expect((await name(mia)).body.data.name).toBe('Invoices');
    expect((await name(owner)).body.data.name).toBe('Invoices 2');
  });
});

describe("a member and someone else's workflow", () => {
  it('cannot rename, activate, delete or run it: each answers 404 and nothing changes', async () => {
    const { owner, mia } = await ownerAndTwoMembers(server);
    const hook = chain('Orders', [webhookNode({ path: 'orders', responseMode: 'onReceived' })]);
    const id = await save(owner, hook);
    const before = (await server.rest<Data<{ versionId: string }>>('GET', `/workflows/${id}`, undefined, as(owner))).body.data;
    const executions = await server.count('execution_entity');

    for (const [method, payload] of [['PATCH', { name: 'Mine now' }], ['PATCH', { active: true }], ['DELETE', undefined]] as const) {
      const answer = await server.rest(method, `/workflows/${id}`, payload, as(mia));
      expect(answer.status, `${method} ${JSON.stringify(payload)}`).toBe(404);
    }
    expect((await server.rest('POST', '/workflows/run', { workflowData: { ...succeeding('Mine'), id } }, as(mia))).status).toBe(404);

    const after = await server.rest<Data<{ name: string; active: boolean; versionId: string }>>('GET', `/workflows/${id}`, undefined, as(owner));
    expect(after.body.data).toMatchObject({ name: 'Orders', active: false, versionId: before.versionId });
    expect(await server.count('execution_entity')).toBe(executions);
    expect((await server.inject({ method: 'POST', url: '/webhook/orders', as: 'signed-out' })).statusCode).toBe(404);
  });

  it("the owner renames, activates and deletes a member's workflow", async () => {
    const { owner, mia } = await ownerAndTwoMembers(server);
    const id = await save(mia, chain('Leads', [webhookNode({ path: 'leads', responseMode: 'onReceived' })]));
    expect((await server.rest('PATCH', `/workflows/${id}`, { name: 'Leads (checked)', active: true }, as(owner))).status).toBe(200);
    expect((await server.inject({ method: 'POST', url: '/webhook/leads', as: 'signed-out' })).statusCode).toBe(200);
    expect((await server.rest('DELETE', `/workflows/${id}`, undefined, as(owner))).status).toBe(200);
    expect(await listedIds(mia)).toEqual([]);
  });
});

describe('executions', () => {
  it("a member's list and counts hold only the executions of their own workflows", async () => {
    const { owner, mia } = await ownerAndTwoMembers(server);
    const theirs = succeeding('Theirs');
    const mine = failing('Mine');
    await run(owner, { ...theirs, id: await save(owner, theirs) });
    const own = await run(mia, { ...mine, id: await save(mia, mine) });
    const list = (user: TestUser) => server.rest<Data<{ results: Array<{ id: string }>; count: number }>>('GET', '/executions', undefined, as(user));
    expect((await list(mia)).body.data).toMatchObject({ count: 1, results: [{ id: own }] });
    expect((await list(owner)).body.data.count).toBe(2);
  });

  it("deleting everything before now, a member deletes only their own workflows' executions", async () => {
    const { owner, mia } = await ownerAndTwoMembers(server);
    const theirs = succeeding('Theirs');
    const mine = succeeding('Mine');
    const kept = await run(owner, { ...theirs, id: await save(owner, theirs) });
    await run(mia, { ...mine, id: await save(mia, mine) });
    const deleted = await server.rest<Data<{ deleted: number }>>('POST', '/executions/delete', { deleteBefore: new Date(Date.now() + 60_000).toISOString() }, as(mia));
    expect(deleted.body.data).toEqual({ deleted: 1 });
    expect((await server.rest('GET', `/executions/${kept}`, undefined, as(owner))).status).toBe(200);
  });

  it('a run of an unsaved workflow is seen by whoever started it and by the owner, not by another member', async () => {
    const { owner, mia, max } = await ownerAndTwoMembers(server);
    const id = await run(mia, succeeding('Draft'));
    expect((await server.rest('GET', `/executions/${id}`, undefined, as(mia))).status).toBe(200);
    expect((await server.rest('GET', `/executions/${id}`, undefined, as(owner))).status).toBe(200);
    expect((await server.rest('GET', `/executions/${id}`, undefined, as(max))).status).toBe(404);
  });

  it("a member neither stops nor retries the owner's executions, and does not see them among the current ones", async () => {
    const { owner, mia } = await ownerAndTwoMembers(server);
    const patient = waiting('Patient');
    const broken = failing('Broken');
    const waitingId = await run(owner, { ...patient, id: await save(owner, patient) });
    const failedId = await run(owner, { ...broken, id: await save(owner, broken) });
    expect((await server.rest('POST', `/executions-current/${waitingId}/stop`, undefined, as(mia))).status).toBe(404);
    expect((await server.rest('POST', `/executions/${failedId}/retry`, {}, as(mia))).status).toBe(404);
    const current = (user: TestUser) => server.rest<Data<Array<{ id: string; status: string }>>>('GET', '/executions-current', undefined, as(user));
    expect((await current(mia)).body.data).toEqual([]);
    expect((await current(owner)).body.data).toEqual([expect.objectContaining({ id: waitingId, status: 'waiting' })]);
    expect(await server.count('execution_entity')).toBe(2);
  });
});
