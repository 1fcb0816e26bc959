import { describe, expect, it } from 'vitest';
import type { ExecutionListItem } from '@weft/contracts';
import { useTestServer } from '../test/test-server.js';
import { activate } from '../test/webhook-fixtures.js';
import {
  executionsWithFiles, failing, fileReceiver, runManually, sendFile, startEndless, succeeding, waiting,
} from '../test/execution-fixtures.js';

const server = useTestServer();

async function deleteExecutions(body: unknown): Promise<{ status: number; deleted?: number; message?: string }> {
  const { status, body: answer } = await server.rest<{ data?: { deleted: number }; message?: string }>('POST', '/executions/delete', body);
  return { status, deleted: answer.data?.deleted, message: answer.message };
}

async function remaining(): Promise<string[]> {
  const { body } = await server.rest<{ data: { results: ExecutionListItem[] } }>('GET', '/executions?limit=100');
  return body.data.results.map((e) => e.id).reverse();
}

/** Moves an execution's start (and stop) back in time, as if it had run then. */
async function ranAt(id: string, at: Date): Promise<void> {
  await server.services.repositories.executions.allCommitted();
  await server.db.kysely.updateTable('execution_entity').set({ started_at: at.toISOString(), stopped_at: at.toISOString() })
    .where('id', '=', Number(id)).execute();
}

describe('POST /rest/executions/delete', () => {
  it('deletes the executions named, with their run data, and ignores ids it does not know', async () => {
    const [first, second, third] = [
      await runManually(server, succeeding()), await runManually(server, failing()), await runManually(server, succeeding()),
    ];
    expect(await server.count('execution_data')).toBe(3);

    expect(await deleteExecutions({ ids: [first, third, '404', 'not-an-id'] })).toMatchObject({ status: 200, deleted: 2 });
    expect(await remaining()).toEqual([second]);
    expect(await server.count('execution_entity')).toBe(1);
    expect(await server.count('execution_data')).toBe(1);
    expect((await server.rest('GET', `/executions/${first}`)).status).toBe(404);
  });

  it('removes the binary data of the executions it deletes, and only theirs', async () => {
    await activate(server, fileReceiver('upload'));
    const deleted = await sendFile(server, 'upload');
    const kept = await sendFile(server, 'upload');
    expect(executionsWithFiles(server)).toEqual([deleted, kept]);

    expect(await deleteExecutions({ ids: [deleted] })).toMatchObject({ status: 200, deleted: 1 });
    expect(executionsWithFiles(server)).toEqual([kept]);
  });

  it('leaves a running execution alone and deletes a waiting one', async () => {
    const paused = await runManually(server, waiting());
    const running = await startEndless(server);

    expect(await deleteExecutions({ ids: [paused, running.id] })).toMatchObject({ status: 200, deleted: 1 });
    expect(await remaining()).toEqual([running.id]);
    await server.rest('POST', `/executions-current/${running.id}/stop`);
    await running.answered;
    expect(await deleteExecutions({ ids: [running.id] })).toMatchObject({ status: 200, deleted: 1 });
    expect(await server.count('execution_entity')).toBe(0);
  });

  it('deletes what started before a time and matches the filters', async () => {
    const oldFailure = await runManually(server, failing());
    const oldSuccess = await runManually(server, succeeding());
    const newFailure = await runManually(server, failing());
    const lastWeek = new Date(Date.now() - 7 * 24 * 3_600_000);
    await ranAt(oldFailure, lastWeek);
    await ranAt(oldSuccess, lastWeek);

    const yesterday = new Date(Date.now() - 24 * 3_600_000).toISOString();
    expect(await deleteExecutions({ deleteBefore: yesterday, filters: { finished: false } })).toMatchObject({ status: 200, deleted: 1 });
    expect(await remaining()).toEqual([oldSuccess, newFailure]);
    expect(await deleteExecutions({ deleteBefore: yesterday })).toMatchObject({ status: 200, deleted: 1 });
    expect(await remaining()).toEqual([newFailure]);
  });

  it('narrows deleting by ids to the filters given with them', async () => {
    const savedId = (await server.rest<{ data: { id: string } }>('POST', '/workflows', succeeding('Saved'))).body.data.id;
    const ofSaved = await runManually(server, { ...succeeding('Saved'), id: savedId });
    const unsaved = await runManually(server, succeeding('Unsaved'));

    expect(await deleteExecutions({ ids: [ofSaved, unsaved], filters: { workflowId: savedId } })).toMatchObject({ deleted: 1 });
    expect(await remaining()).toEqual([unsaved]);
  });

  it('refuses a request without ids or deleteBefore, or with a bad one, with 400 and deletes nothing', async () => {
    await runManually(server, succeeding());
    const refusals: Array<[unknown, RegExp]> = [
      [{}, /Send either ids .* or deleteBefore/],
      [{ ids: [] }, /ids: /],
      [{ deleteBefore: 'last tuesday' }, /deleteBefore: /],
      [{ ids: ['1'], everything: true }, /everything/],
      [{ deleteBefore: new Date().toISOString(), filters: { colour: 'red' } }, /filters: .*colour/],
    ];
    for (const [body, message] of refusals) {
      const answer = await deleteExecutions(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.message).toMatch(message);
    }
    expect(await server.count('execution_entity')).toBe(1);
  });
});
