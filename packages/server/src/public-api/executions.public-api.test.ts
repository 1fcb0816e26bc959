import { beforeEach, describe, expect, it } from 'vitest';
import type { PublicExecution, WorkflowCreateBody } from '@weft/contracts';
import type { IExecution } from '@weft/workflow';
import { useTestServer } from '../test/test-server.js';
import { publicApiClient } from '../test/public-api-client.js';
import { addMember, setUpOwner, type TestUser } from '../test/users-fixture.js';
import {
  failing, runToEnd, save, startEndless, storedExecution, succeeding,
} from '../test/execution-fixtures.js';
import { chain, codeNode, manualTrigger } from '../test/webhook-fixtures.js';

const server = useTestServer();
let ownerKey = '';
const api = publicApiClient(server, () => ownerKey);

type Page = { data: PublicExecution[]; nextCursor: string | null };
type Message = { message: string };

beforeEach(async () => {
  await setUpOwner(server);
  ownerKey = await api.createKey();
});

/** Saves the workflow as `as` (the owner when left out) and runs it to its end; answers the workflow's and the execution's ids. */
async function savedRun(workflow: WorkflowCreateBody, as?: TestUser): Promise<{ workflowId: string; executionId: string }> {
  const options = as ? { as: as.cookie } : {};
  const workflowId = as
    ? (await server.rest<{ data: { id: string } }>('POST', '/workflows', workflow, options)).body.data.id
    : await save(server, workflow);
  const { status, body } = await runToEnd<{ data: { executionId: string } }>(server, { workflowData: { ...workflow, id: workflowId } }, options);
  expect(status, JSON.stringify(body)).toBe(200);
  return { workflowId, executionId: body.data.executionId };
}

const ids = (page: Page) => page.data.map((execution) => execution.id);

describe('public API: GET /executions', () => {
  it('lists executions newest first in n8n\'s shape, without their run data', async () => {
    const ok = await savedRun(succeeding());
    const broken = await savedRun(failing());

    const listed = await api.call<Page>('GET', '/executions');
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({
      data: [
        {
          id: Number(broken.executionId), finished: false, mode: 'manual', status: 'error', retryOf: null, retrySuccessId: null,
          startedAt: expect.any(String), stoppedAt: expect.any(String), workflowId: Number(broken.workflowId), waitTill: null,
        },
        expect.objectContaining({ id: Number(ok.executionId), finished: true, status: 'success', workflowId: Number(ok.workflowId) }),
      ],
      nextCursor: null,
    });
  });

  it('filters by status and by workflow', async () => {
    const ok = await savedRun(succeeding());
    const broken = await savedRun(failing());

    expect(ids((await api.call<Page>('GET', '/executions?status=error')).body)).toEqual([Number(broken.executionId)]);
    expect(ids((await api.call<Page>('GET', '/executions?status=success')).body)).toEqual([Number(ok.executionId)]);
    expect(ids((await api.call<Page>('GET', '/executions?status=waiting')).body)).toEqual([]);
    expect(ids((await api.call<Page>('GET', `/executions?workflowId=${ok.workflowId}`)).body)).toEqual([Number(ok.executionId)]);
  });

  it('leaves a running execution out unless status=running asks for it, and refuses to delete it', async () => {
    const running = await startEndless(server);
    try {
      expect(ids((await api.call<Page>('GET', '/executions')).body)).toEqual([]);
      expect(ids((await api.call<Page>('GET', '/executions?status=running')).body)).toEqual([Number(running.id)]);
      const refused = await api.call<Message>('DELETE', `/executions/${running.id}`);
      expect(refused).toMatchObject({ status: 400, body: { message: 'Cannot delete a running execution' } });
    } finally {
      await server.rest('POST', `/executions-current/${running.id}/stop`);
      await running.answered;
    }
    expect(await server.count('execution_entity')).toBe(1);
  });

  it('pages by cursor, and an execution that starts between two pages shifts nothing', async () => {
    const runs: string[] = [];
    for (let i = 0; i < 5; i++) runs.push((await savedRun(succeeding(`Run ${i}`))).executionId);
    const newestFirst = runs.map(Number).reverse();

    const first = await api.call<Page>('GET', '/executions?limit=2');
    expect(ids(first.body)).toEqual(newestFirst.slice(0, 2));
    await savedRun(succeeding('Meanwhile'));
    const second = await api.call<Page>('GET', `/executions?cursor=${first.body.nextCursor}`);
    expect(ids(second.body)).toEqual(newestFirst.slice(2, 4));
    const last = await api.call<Page>('GET', `/executions?cursor=${second.body.nextCursor}`);
    expect(last.body).toEqual({ data: [expect.objectContaining({ id: newestFirst[4] })], nextCursor: null });
  });

  it('answers 400 to a bad filter, limit or cursor', async () => {
    const status = await api.call<Message>('GET', '/executions?status=finished');
    expect(status.status).toBe(400);
    expect(status.body.message).toMatch(/status/);
    expect((await api.call('GET', '/executions?limit=0')).status).toBe(400);
    expect((await api.call('GET', '/executions?includeData=yes')).status).toBe(400);
    expect(await api.call<Message>('GET', '/executions?cursor=abc')).toMatchObject({ status: 400, body: { message: 'An invalid cursor was provided' } });
  });

  it('carries each execution\'s run data and custom data with includeData=true', async () => {
    const { executionId } = await savedRun(succeeding());
    const stored = await storedExecution(server, executionId);

    const listed = await api.call<Page>('GET', '/executions?includeData=true');
    expect(listed.body.data).toEqual([expect.objectContaining({ id: Number(executionId), data: stored.data, customData: {} })]);
  });
});

describe('public API: GET /executions/:id', () => {
  it('answers the execution, with its run data as the REST API holds it only with includeData=true', async () => {
    const { executionId, workflowId } = await savedRun(succeeding());
    const stored = await storedExecution(server, executionId);

    const plain = await api.call<PublicExecution>('GET', `/executions/${executionId}`);
    expect(plain.body).toEqual({
      id: Number(executionId), finished: true, mode: 'manual', status: 'success', retryOf: null, retrySuccessId: null,
      startedAt: stored.startedAt, stoppedAt: stored.stoppedAt, workflowId: Number(workflowId), waitTill: null, customData: {},
    });
    const full = await api.call<PublicExecution & { data: IExecution['data'] }>('GET', `/executions/${executionId}?includeData=true`);
    expect(full.body.data).toEqual(stored.data);
    expect(full.body.data.resultData.runData['Edit Fields']?.[0]?.data?.main?.[0]?.[0]?.json).toEqual({ greeting: 'hello' });
  });

  it('answers what the run saved with the Execution Data node as customData', async () => {
    const tagged = chain('Tagged', [manualTrigger(), {
      id: 'd1', name: 'Execution Data', type: 'n8n-nodes-base.executionData', typeVersion: 1.1, position: [220, 0],
      parameters: { dataToSave: { values: [{ key: 'order_id', value: '7' }] } },
    }], { saveManualExecutions: true });
    const { executionId } = await savedRun(tagged);
    expect((await api.call<PublicExecution>('GET', `/executions/${executionId}`)).body.customData).toEqual({ order_id: '7' });
  });

  it('answers 404 to an id no execution has', async () => {
    expect(await api.call<Message>('GET', '/executions/999')).toMatchObject({ status: 404, body: { message: 'Not Found' } });
    expect((await api.call('GET', '/executions/abc')).status).toBe(404);
  });
});

describe('public API: DELETE /executions/:id', () => {
  it('deletes the execution and answers it', async () => {
    const { executionId } = await savedRun(failing());
    const deleted = await api.call<PublicExecution>('DELETE', `/executions/${executionId}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id: Number(executionId), status: 'error' });
    expect(deleted.body).not.toHaveProperty('data');
    expect(await server.count('execution_entity')).toBe(0);
    expect((await api.call('GET', `/executions/${executionId}`)).status).toBe(404);
  });
});

describe('public API: POST /executions/:id/retry', () => {
  it('runs a failed execution again and answers the new execution, a retry of the original', async () => {
    const { executionId } = await savedRun(failing('Order check'));
    const retried = await api.call<PublicExecution>('POST', `/executions/${executionId}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ mode: 'retry', status: 'error', finished: false, retryOf: Number(executionId) });
    expect(retried.body.id).toBeGreaterThan(Number(executionId));
    expect(retried.body.data).toBeDefined();
    expect((await storedExecution(server, String(retried.body.id))).retryOf).toBe(executionId);
  });

  it('retries with the workflow as saved now with loadWorkflow, and the original then records the successful retry', async () => {
    const { executionId, workflowId } = await savedRun(failing('Order check'));
    const fixed = chain('Order check', [manualTrigger(), codeNode('Check order', 'return [{ json: { checked: true } }];')]);
    expect((await server.rest('PATCH', `/workflows/${workflowId}`, { nodes: fixed.nodes, connections: fixed.connections })).status).toBe(200);

    const retried = await api.call<PublicExecution>('POST', `/executions/${executionId}/retry`, { body: { loadWorkflow: true } });
    expect(retried.body).toMatchObject({ status: 'success', finished: true, retryOf: Number(executionId) });
    const original = await api.call<PublicExecution>('GET', `/executions/${executionId}`);
    expect(original.body.retrySuccessId).toBe(retried.body.id);
  });

  it('answers 409 to retrying an execution that succeeded, and runs nothing', async () => {
    const { executionId } = await savedRun(succeeding());
    const refused = await api.call<Message>('POST', `/executions/${executionId}/retry`);
    expect(refused).toMatchObject({ status: 409, body: { message: 'The execution succeeded, so it cannot be retried' } });
    expect(await server.count('execution_entity')).toBe(1);
  });
});

describe('public API: executions and member keys', () => {
  let mia: TestUser;
  let miaKey = '';
  let own: { workflowId: string; executionId: string };
  let owners: { workflowId: string; executionId: string };

  beforeEach(async () => {
    mia = await addMember(server, 'mia@example.com');
    miaKey = await api.createKey(mia.cookie);
    own = await savedRun(failing('Mia\'s check'), mia);
    owners = await savedRun(failing('Olivia\'s check'));
  });

  it('lists only the member\'s own executions', async () => {
    expect(ids((await api.call<Page>('GET', '/executions', { key: miaKey })).body)).toEqual([Number(own.executionId)]);
    expect(ids((await api.call<Page>('GET', `/executions?workflowId=${owners.workflowId}`, { key: miaKey })).body)).toEqual([]);
  });

  it('reads a user id as projectId: that user\'s personal project', async () => {
    expect(ids((await api.call<Page>('GET', `/executions?projectId=${mia.id}`)).body)).toEqual([Number(own.executionId)]);
    expect(ids((await api.call<Page>('GET', `/executions?projectId=${mia.id}`, { key: miaKey })).body)).toEqual([Number(own.executionId)]);
    const ownerId = (await server.rest<{ data: { id: string } }>('GET', '/me')).body.data.id;
    expect(ids((await api.call<Page>('GET', `/executions?projectId=${ownerId}`, { key: miaKey })).body)).toEqual([]);
  });

  it('answers 404 to reading, deleting or retrying the owner\'s execution, changing nothing', async () => {
    for (const [method, path] of [['GET', ''], ['DELETE', ''], ['POST', '/retry']] as const) {
      const answer = await api.call<Message>(method, `/executions/${owners.executionId}${path}`, { key: miaKey });
      expect(answer, `${method} ${path}`).toMatchObject({ status: 404, body: { message: 'Not Found' } });
    }
    expect(await server.count('execution_entity')).toBe(2);
  });

  it('reads, retries and deletes the member\'s own execution', async () => {
    expect((await api.call<PublicExecution>('GET', `/executions/${own.executionId}`, { key: miaKey })).body.id).toBe(Number(own.executionId));
    const retried = await api.call<PublicExecution>('POST', `/executions/${own.executionId}/retry`, { key: miaKey });
    expect(retried.body).toMatchObject({ retryOf: Number(own.executionId), workflowId: Number(own.workflowId) });
    expect((await api.call('DELETE', `/executions/${own.executionId}`, { key: miaKey })).status).toBe(200);
    expect(await server.count('execution_entity')).toBe(2);
  });
});

describe('public API: executions without a key', () => {
  it('answers 401 on every route', async () => {
    const { executionId } = await savedRun(failing());
    for (const [method, path] of [['GET', '/executions'], ['GET', `/executions/${executionId}`], ['DELETE', `/executions/${executionId}`],
      ['POST', `/executions/${executionId}/retry`]] as const) {
      expect((await api.call(method, path, { key: null })).status, `${method} ${path}`).toBe(401);
    }
    expect(await server.count('execution_entity')).toBe(1);
  });
});
