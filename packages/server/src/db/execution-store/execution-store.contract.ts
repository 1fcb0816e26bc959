import { describe, expect, it } from 'vitest';
import type { IRunExecutionData, IWorkflowBase } from '@weft/workflow';
import type { Db } from '../database.js';
import { PastExecutionsRepository } from '../past-executions.repository.js';
import type { ExecutionOutcome, ExecutionStore, NewExecution } from './execution-store.js';

/** A store on a fresh database, and a second connection to that database that reads what is in it. */
export interface ContractDatabase {
  db: Db;
  store: ExecutionStore;
  /** Opens another connection to the same database (another pool, another SQLite handle). */
  secondConnection(): Promise<Db>;
}

const workflow: IWorkflowBase = { name: 'Orders', nodes: [], connections: {}, active: false };
const started = (overrides: Partial<NewExecution> = {}): NewExecution => ({
  workflowId: null, mode: 'webhook', status: 'running', startedAt: new Date('2026-01-02T03:04:05.000Z'),
  workflowData: workflow, data: { resultData: { runData: {} } }, ...overrides,
});
const runData = (lastNode: string): IRunExecutionData => ({ resultData: { runData: {}, lastNodeExecuted: lastNode } });
const ended = (lastNode: string, status: ExecutionOutcome['status'] = 'success'): ExecutionOutcome => ({
  status, finished: status === 'success', stoppedAt: new Date('2026-01-02T03:04:06.000Z'), waitTill: null, data: runData(lastNode),
});

async function rowOf(db: Db, id: string): Promise<{ status: string; data: string | undefined } | undefined> {
  const row = await db.kysely.selectFrom('execution_entity as e').leftJoin('execution_data as d', 'd.execution_id', 'e.id')
    .select(['e.status', 'd.data']).where('e.id', '=', Number(id)).executeTakeFirst();
  return row ? { status: row.status, data: row.data === null || row.data === undefined ? undefined : String(typeof row.data === 'string' ? row.data : JSON.stringify(row.data)) } : undefined;
}

/**
 * What every `ExecutionStore` adapter promises, run against each (`execution-store.contract.test.ts`):
 * reads see the writes asked for before them, `committed(id)` means in the database, and a write the
 * database refuses is a rejected promise that leaves no half-written record.
 */
export function executionStoreContract(name: string, open: () => Promise<ContractDatabase>): void {
  describe(`ExecutionStore contract: ${name}`, () => {
    it('reads an execution just created, with the data and the workflow it started with', async () => {
      const { store } = await open();
      const id = await store.create(started({ data: { startData: { destinationNode: 'Edit Fields' }, resultData: { runData: {} } } }));
      const found = await store.findById(id);
      expect(found).toMatchObject({ id, mode: 'webhook', status: 'running', finished: false, workflowId: null, stoppedAt: null });
      expect(found?.data).toEqual({ startData: { destinationNode: 'Edit Fields' }, resultData: { runData: {} } });
      expect(found?.workflowData.name).toBe('Orders');
    });

    it('reads the progress saved, the execution still running', async () => {
      const { store } = await open();
      const id = await store.create(started());
      await store.saveProgress(id, runData('Edit Fields'));
      const found = await store.findById(id);
      expect(found).toMatchObject({ status: 'running', finished: false });
      expect(found?.data.resultData.lastNodeExecuted).toBe('Edit Fields');
    });

    it('reads how a run ended (status, data, stoppedAt), also when nobody awaited the finish', async () => {
      const { store } = await open();
      const id = await store.create(started());
      void store.finish(id, ended('Respond to Webhook'));
      const found = await store.findById(id);
      expect(found).toMatchObject({ status: 'success', finished: true, stoppedAt: '2026-01-02T03:04:06.000Z' });
      expect(found?.data.resultData.lastNodeExecuted).toBe('Respond to Webhook');
    });

    it('has committed(id) settle once the execution and its outcome are in the database, as another connection reads it', async () => {
      const { store, secondConnection } = await open();
      const other = await secondConnection();
      const running = await store.create(started());
      const finished = await store.create(started());
      await store.finish(finished, ended('Respond to Webhook'));
      await Promise.all([store.committed(running), store.committed(finished)]);
      expect((await rowOf(other, running))?.status).toBe('running');
      const row = await rowOf(other, finished);
      expect(row?.status).toBe('success');
      expect(row?.data).toContain('Respond to Webhook');
    });

    it('deletes an execution whose writes are still pending: nothing of it is left, now or once all is committed', async () => {
      const { store, secondConnection } = await open();
      const one = await store.create(started());
      void store.finish(one, ended('Edit Fields'));
      const [two, three] = [await store.create(started()), await store.create(started())];
      void store.finish(two as string, ended('Edit Fields', 'error'));
      expect(await store.delete([one])).toBe(1);
      expect(await store.delete([two as string, three as string])).toBe(2);
      for (const id of [one, two, three]) expect(await store.findById(id as string)).toBeUndefined();
      await store.allCommitted();
      const other = await secondConnection();
      for (const id of [one, two, three]) expect(await rowOf(other, id as string)).toBeUndefined();
      expect(await store.count()).toBe(0);
    });

    it('lists and filters executions just written', async () => {
      const { db, store } = await open();
      const running = await store.create(started());
      const succeeded = await store.create(started({ mode: 'manual' }));
      void store.finish(succeeded, ended('Edit Fields'));
      expect((await store.listByStatus(['running'])).map((e) => e.id)).toEqual([running]);
      const past = new PastExecutionsRepository(db, store);
      expect((await past.list({ statuses: ['success'] }, { limit: 10 })).map((e) => [e.id, e.mode, e.workflowName])).toEqual([[succeeded, 'manual', 'Orders']]);
      expect(await past.count({})).toBe(2);
      expect(await store.count()).toBe(2);
    });

    it('gives executions created at the same time distinct ids, and keeps them all', async () => {
      const { store } = await open();
      const ids = await Promise.all(Array.from({ length: 40 }, () => store.create(started())));
      expect(new Set(ids).size).toBe(40);
      await Promise.all(ids.map((id) => store.finish(id, ended(`node ${id}`))));
      expect(await store.count()).toBe(40);
      expect((await store.findById(ids[39] as string))?.data.resultData.lastNodeExecuted).toBe(`node ${ids[39]}`);
    });

    it('rejects a write the database refuses and leaves no half-written record', async () => {
      const { store } = await open();
      // A mode of null breaks the column's NOT NULL on every database.
      const refused = started({ mode: null as unknown as NewExecution['mode'] });
      await expect(store.create(refused).then((id) => store.committed(id))).rejects.toThrow();
      expect(await store.count()).toBe(0);

      const id = await store.create(started());
      await store.committed(id);
      const badEnd = { ...ended('Never'), status: null as unknown as ExecutionOutcome['status'] };
      await expect(store.finish(id, badEnd).then(() => store.committed(id))).rejects.toThrow();
      const found = await store.findById(id);
      expect(found).toMatchObject({ status: 'running', finished: false });
      expect(found?.data.resultData.lastNodeExecuted).toBeUndefined();
    });
  });
}
