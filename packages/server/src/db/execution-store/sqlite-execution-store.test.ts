import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { IWorkflowBase } from '@weft/workflow';
import { openDatabase, type Db } from '../database.js';
import type { NewExecution } from './execution-store.js';
import { SqliteExecutionStore } from './sqlite-execution-store.js';

// The write-behind is SQLite's own (Postgres writes each execution when asked), so these always use SQLite.
const opened: Db[] = [];
const folders: string[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.close();
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

async function sqliteFile(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'weft-writes-'));
  folders.push(folder);
  return join(folder, 'database.sqlite');
}

async function open(file: string, offloadAfter?: number): Promise<{ db: Db; executions: SqliteExecutionStore }> {
  const db = await openDatabase({ type: 'sqlite', sqliteFile: file });
  opened.push(db);
  const options = offloadAfter === undefined ? {} : { busyAfter: offloadAfter, onBusy: () => db.checkpointer?.offload() };
  return { db, executions: new SqliteExecutionStore({ kysely: db.kysely, writer: db.writer as NonNullable<Db['writer']> }, options) };
}

const workflow: IWorkflowBase = { name: 'Orders', nodes: [], connections: {}, active: false };
const newExecution = (): NewExecution => ({
  workflowId: null, mode: 'webhook', status: 'running', startedAt: new Date('2026-01-02T03:04:05.000Z'),
  workflowData: workflow, data: { resultData: { runData: {} } },
});
const outcome = (message: string) => ({
  status: 'success' as const, finished: true, stoppedAt: new Date('2026-01-02T03:04:06.000Z'), waitTill: null,
  data: { resultData: { runData: {}, lastNodeExecuted: message } },
});

/** Rows committed to the file, read without the repository (so nothing is flushed for us). */
function committedIds(db: Db): number[] {
  return (db.sqlite?.prepare('select id from execution_entity order by id').all() as Array<{ id: number }>).map((row) => row.id);
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 2));
}

describe('SQLite execution writes (behind the runs, in batches)', () => {
  it('answers the id at once, and a reader finds the execution, finished, before the batch was due', async () => {
    const { executions } = await open(await sqliteFile());
    const id = await executions.create(newExecution());
    const finished = executions.finish(id, outcome('Respond to Webhook'));
    const found = await executions.findById(id);
    expect(found).toMatchObject({ id, mode: 'webhook', status: 'success', finished: true, stoppedAt: '2026-01-02T03:04:06.000Z' });
    expect(found?.data.resultData.lastNodeExecuted).toBe('Respond to Webhook');
    await finished;
  });

  it('has a reader wait for a batch already on its way to the file, not only for what is still queued', async () => {
    const { executions } = await open(await sqliteFile());
    const ids: string[] = [];
    for (let count = 0; count < 256; count++) ids.push(await executions.create(newExecution()));
    // The 256th finished run fills a batch, which is sent to the writer at once.
    for (const id of ids) void executions.finish(id, outcome('Edit Fields'));
    const last = await executions.findById(ids[255] as string);
    expect(last).toMatchObject({ status: 'success', finished: true });
  });

  it('commits queued executions on its own, also after a never-committed one was deleted', async () => {
    const { db, executions } = await open(await sqliteFile());
    const dropped = await executions.create(newExecution());
    expect(await executions.delete([dropped])).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const kept = await executions.create(newExecution());
    await executions.finish(kept, outcome('Edit Fields'));
    await until(() => committedIds(db).length > 0);
    expect(committedIds(db)).toEqual([Number(kept)]);
  });

  it('writes a run read while it goes on with the data it started with, then with its outcome', async () => {
    const { executions } = await open(await sqliteFile());
    const started = newExecution();
    started.data = { startData: { destinationNode: 'Edit Fields' }, resultData: { runData: {} } };
    const id = await executions.create(started);
    const running = await executions.findById(id);
    expect(running).toMatchObject({ status: 'running', finished: false });
    expect(running?.data).toEqual({ startData: { destinationNode: 'Edit Fields' }, resultData: { runData: {} } });
    await executions.finish(id, outcome('Edit Fields'));
    expect((await executions.findById(id))?.data.resultData.lastNodeExecuted).toBe('Edit Fields');
  });

  it('inserts a run that goes on for a while as running, on its own, so that it is not lost unseen', async () => {
    const { db, executions } = await open(await sqliteFile());
    const id = await executions.create(newExecution());
    await until(() => committedIds(db).length > 0);
    expect(db.sqlite?.prepare('select status from execution_entity where id = ?').get(Number(id))).toEqual({ status: 'running' });
    await executions.finish(id, outcome('Edit Fields'));
    // The outcome is written behind too, without anyone asking for it.
    const status = () => (db.sqlite?.prepare('select status from execution_entity where id = ?').get(Number(id)) as { status: string }).status;
    await until(() => status() === 'success');
  });

  it('has committed settle only once the row is in the file: a young running one as running, a finished one finished', async () => {
    const { db, executions } = await open(await sqliteFile());
    const status = (id: string) => (db.sqlite?.prepare('select status from execution_entity where id = ?').get(Number(id)) as { status: string } | undefined)?.status;
    const running = await executions.create(newExecution());
    const finished = await executions.create(newExecution());
    executions.finish(finished, outcome('Respond to Webhook'));
    // A young running execution is left out of background commits for a second: asking brings it in now.
    await Promise.all([executions.committed(running), executions.committed(finished)]);
    expect(status(running)).toBe('running');
    expect(status(finished)).toBe('success');
    // Its outcome, queued later, is committed before the next answer goes.
    executions.finish(running, outcome('Edit Fields'));
    await executions.committed(running);
    expect(status(running)).toBe('success');
  });

  it('has committed reject when the row cannot be written, so that no caller is told it was stored', async () => {
    const { db, executions } = await open(await sqliteFile());
    const id = await executions.create(newExecution());
    await db.close();
    await expect(executions.committed(id)).rejects.toThrow();
  });

  it('writes everything queued once allCommitted is asked for, so that closing the database loses nothing', async () => {
    const file = await sqliteFile();
    const first = await open(file);
    const ids = await Promise.all(Array.from({ length: 5 }, () => first.executions.create(newExecution())));
    for (const id of ids) void first.executions.finish(id, outcome(`node ${id}`));
    await first.executions.allCommitted();
    await first.db.close();
    const again = await open(file);
    expect(committedIds(again.db)).toEqual(ids.map(Number));
    expect((await again.executions.findById(ids[4] as string))?.data.resultData.lastNodeExecuted).toBe(`node ${ids[4]}`);
  });

  it('stores the workflow once per version for all its runs, and every execution reads it back whole', async () => {
    const { db, executions } = await open(await sqliteFile());
    const other: IWorkflowBase = { ...workflow, name: 'Invoices' };
    const ids = await Promise.all([workflow, workflow, other, workflow].map((data) => executions.create({ ...newExecution(), workflowData: data })));
    for (const id of ids) await executions.finish(id, outcome('Respond to Webhook'));
    await executions.allCommitted();
    const versions = db.sqlite?.prepare('select count(*) as n from execution_workflow').get() as { n: number };
    expect(versions.n).toBe(2);
    const names = await Promise.all(ids.map(async (id) => (await executions.findById(id))?.workflowData.name));
    expect(names).toEqual(['Orders', 'Orders', 'Invoices', 'Orders']);
  });

  it('finds no unused stored workflow without starting the write thread, and deletes one that is unused', async () => {
    const file = await sqliteFile();
    const first = await open(file);
    const id = await first.executions.create(newExecution());
    await first.executions.finish(id, outcome('Respond to Webhook'));
    await first.executions.allCommitted();
    await first.db.close();
    // A server's start prunes: with every stored workflow in use, an idle server starts no thread for it.
    const again = await open(file);
    expect(await again.executions.deleteUnusedWorkflowVersions()).toBe(0);
    expect(again.db.writer?.started).toBe(false);
    again.db.sqlite?.prepare('delete from execution_data').run();
    expect(await again.executions.deleteUnusedWorkflowVersions()).toBe(1);
    expect(again.db.sqlite?.prepare('select count(*) as n from execution_workflow').get()).toEqual({ n: 0 });
  });

  it('never gives two processes writing to one file the same id', async () => {
    const file = await sqliteFile();
    const one = await open(file);
    const other = await open(file);
    const fromOne = await one.executions.create(newExecution());
    const fromOther = await other.executions.create(newExecution());
    const nextFromOne = await one.executions.create(newExecution());
    expect(new Set([fromOne, fromOther, nextFromOne]).size).toBe(3);
    await Promise.all([one.executions.allCommitted(), other.executions.allCommitted()]);
    expect(await one.executions.count()).toBe(3);
    // A writer that does not reserve (Kysely's own insert) continues after every reserved id.
    const plain = await one.db.kysely.insertInto('execution_entity').values({
      workflow_id: null, mode: 'cli', status: 'success', finished: 1, started_at: new Date().toISOString(),
      stopped_at: null, wait_till: null, retry_of: null, retry_success_id: null, created_at: new Date().toISOString(),
    }).returning('id').executeTakeFirstOrThrow();
    expect(plain.id).toBeGreaterThan(Math.max(Number(fromOne), Number(fromOther), Number(nextFromOne)));
  });

  it('gives a burst of executions distinct ids and keeps them all, taking ids in larger blocks once it had to wait', async () => {
    const { db, executions } = await open(await sqliteFile());
    const sequence = () => (db.sqlite?.prepare("select seq from sqlite_sequence where name = 'execution_entity'").get() as { seq: number }).seq;
    const first = await Promise.all(Array.from({ length: 450 }, () => executions.create(newExecution())));
    expect(new Set(first).size).toBe(450);
    await executions.allCommitted();
    expect(committedIds(db)).toEqual(first.map(Number).sort((a, b) => a - b));
    // 450 creates at once used up blocks of 100 and waited: the blocks taken since are larger, so the
    // ids in hand now go beyond two blocks of 100.
    expect(sequence() - 450).toBeGreaterThan(200);
    const more = await Promise.all(Array.from({ length: 300 }, () => executions.create(newExecution())));
    await executions.allCommitted();
    expect(await executions.count()).toBe(750);
    expect(Math.min(...more.map(Number))).toBeGreaterThan(Math.max(...first.map(Number)));
  });

  it('keeps every execution when checkpoints run on a worker thread once writes are frequent, and closes cleanly', async () => {
    const file = await sqliteFile();
    const busy = await open(file, 3);
    const ids: string[] = [];
    for (let round = 0; round < 4; round++) {
      const batch = await Promise.all(Array.from({ length: 25 }, () => busy.executions.create(newExecution())));
      await Promise.all(batch.map((id) => busy.executions.finish(id, outcome(`node ${id}`))));
      ids.push(...batch);
    }
    await busy.executions.allCommitted();
    expect(busy.db.checkpointer?.offloaded).toBe(true);
    expect(busy.db.sqlite?.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    await busy.db.close();
    // The last connection to close moves the log into the file and removes it, as without the worker.
    expect(existsSync(`${file}-wal`)).toBe(false);
    const again = await open(file);
    expect(committedIds(again.db)).toEqual(ids.map(Number));
    expect((await again.executions.findById(ids[99] as string))?.data.resultData.lastNodeExecuted).toBe(`node ${ids[99]}`);
  });
});
