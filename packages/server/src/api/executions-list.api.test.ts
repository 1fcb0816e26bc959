import { describe, expect, it } from 'vitest';
import type { ExecutionListItem } from '@weft/contracts';
import { useTestServer } from '../test/test-server.js';
import { failing, runManually, save, startEndless, succeeding, waiting } from '../test/execution-fixtures.js';

const server = useTestServer();

interface ListAnswer { results: ExecutionListItem[]; count: number; estimated: boolean }

async function list(query: Record<string, string | object> = {}): Promise<ListAnswer> {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, typeof value === 'string' ? value : JSON.stringify(value)]));
  const { status, body } = await server.rest<{ data: ListAnswer }>('GET', `/executions?${params.toString()}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data;
}

const ids = (answer: ListAnswer) => answer.results.map((e) => e.id);

describe('GET /rest/executions', () => {
  it('lists stored executions newest first, with their workflow name, status and times', async () => {
    const workflowId = await save(server, succeeding('Greeting'));
    const ok = await runManually(server, { ...succeeding('Greeting'), id: workflowId });
    const broken = await runManually(server, failing('Unsaved and broken'));
    const paused = await runManually(server, waiting());

    const answer = await list();
    expect(answer).toMatchObject({ count: 3, estimated: false });
    expect(ids(answer)).toEqual([paused, broken, ok]);
    const [pausedItem, brokenItem, okItem] = answer.results;
    expect(okItem).toEqual({
      id: ok, workflowId, workflowName: 'Greeting', mode: 'manual', status: 'success', finished: true,
      startedAt: expect.any(String), stoppedAt: expect.any(String), waitTill: null, retryOf: null, retrySuccessId: null,
    });
    expect(Date.parse(okItem?.stoppedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(okItem?.startedAt ?? ''));
    // An unsaved workflow has no row to name it: the name comes from the workflow as it ran.
    expect(brokenItem).toMatchObject({ workflowId: null, workflowName: 'Unsaved and broken', status: 'error', finished: false });
    expect(pausedItem).toMatchObject({ workflowName: 'Patient', status: 'waiting', finished: false, stoppedAt: expect.any(String) });
    expect(Date.parse(pausedItem?.waitTill ?? '') - Date.now()).toBeGreaterThan(7_000_000);
  });

  it('includes running executions, and filters by status the way n8n\'s editor asks', async () => {
    const ok = await runManually(server, succeeding());
    const broken = await runManually(server, failing());
    const paused = await runManually(server, waiting());
    const running = await startEndless(server);

    expect(ids(await list())).toEqual([running.id, paused, broken, ok]);
    expect(await list({ filter: { finished: true } })).toMatchObject({ count: 1, results: [{ id: ok }] });
    expect(await list({ filter: { finished: false } })).toMatchObject({ count: 1, results: [{ id: broken }] });
    expect(await list({ filter: { waitTill: true } })).toMatchObject({ count: 1, results: [{ id: paused, status: 'waiting' }] });
    expect(await list({ filter: { status: 'running' } })).toMatchObject({ count: 1, results: [{ id: running.id, status: 'running', stoppedAt: null }] });
    expect(await list({ filter: { status: 'error', finished: true } })).toEqual({ count: 0, results: [], estimated: false });

    await server.rest('POST', `/executions-current/${running.id}/stop`);
    await running.answered;
    // Stopped counts as failed, as the list shows it.
    expect(ids(await list({ filter: { finished: false } }))).toEqual([running.id, broken]);
  });

  it('filters by workflow, counting only that workflow\'s executions', async () => {
    const greetingId = await save(server, succeeding('Greeting'));
    const brokenId = await save(server, failing('Broken'));
    const greetings = [
      await runManually(server, { ...succeeding('Greeting'), id: greetingId }),
      await runManually(server, { ...succeeding('Greeting'), id: greetingId }),
    ];
    await runManually(server, { ...failing('Broken'), id: brokenId });

    const answer = await list({ filter: { workflowId: greetingId } });
    expect(answer.count).toBe(2);
    expect(ids(answer)).toEqual([...greetings].reverse());
    expect(await list({ filter: { workflowId: '999' } })).toEqual({ results: [], count: 0, estimated: false });
  });

  it('pages with limit, lastId (older ones) and firstId (newer ones); count stays the total', async () => {
    const made: string[] = [];
    for (let n = 0; n < 5; n++) made.push(await runManually(server, succeeding(`Run ${n}`)));
    const newestFirst = [...made].reverse();

    const first = await list({ limit: '2' });
    expect(first).toMatchObject({ count: 5 });
    expect(ids(first)).toEqual(newestFirst.slice(0, 2));
    const more = await list({ limit: '2', lastId: newestFirst[1] as string });
    expect(ids(more)).toEqual(newestFirst.slice(2, 4));
    expect(more.count).toBe(5);
    expect(ids(await list({ firstId: made[2] as string }))).toEqual(newestFirst.slice(0, 2));
    expect(ids(await list({ lastId: made[0] as string }))).toEqual([]);
    expect(ids(await list({ lastId: '99999999999' }))).toEqual(newestFirst);
  });

  it('answers 20 by default, as n8n does', async () => {
    for (let n = 0; n < 21; n++) await runManually(server, succeeding());
    const answer = await list();
    expect(answer.results).toHaveLength(20);
    expect(answer.count).toBe(21);
  });

  it('refuses a broken filter or paging with 400 and a message naming what is wrong', async () => {
    await runManually(server, succeeding());
    const refused = async (query: string) => {
      const { status, body } = await server.rest<{ message: string }>('GET', `/executions?${query}`);
      expect(status).toBe(400);
      return body.message;
    };
    expect(await refused('filter=%7Bnope')).toBe('filter: is not valid JSON');
    expect(await refused(`filter=${encodeURIComponent('{"colour":"red"}')}`)).toMatch(/^filter: .*colour/);
    expect(await refused(`filter=${encodeURIComponent('{"finished":"yes"}')}`)).toMatch(/^filter\.finished: /);
    expect(await refused(`filter=${encodeURIComponent('{"status":"lost"}')}`)).toMatch(/^filter\.status: /);
    expect(await refused('limit=0')).toMatch(/limit/);
    expect(await refused('lastId=abc')).toMatch(/lastId/);
    expect(await server.count('execution_entity')).toBe(1);
  });
});
