import { afterEach, describe, expect, it } from 'vitest';
import { PastExecutionsRepository } from '../db/past-executions.repository.js';
import { ExecutionsPruning } from '../services/executions/executions-pruning.js';
import { createTestServer, type TestServer } from '../test/test-server.js';
import { activate } from '../test/webhook-fixtures.js';
import {
  executionsWithFiles, failing, fileReceiver, runManually, sendFile, succeeding, waiting,
} from '../test/execution-fixtures.js';

let server: TestServer;
const silentLog = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
afterEach(async () => {
  await server.close();
});

async function start(env: Record<string, string> = {}): Promise<TestServer> {
  server = await createTestServer({ env });
  return server;
}

/** Moves an execution back in time, as if it had run `hours` ago. */
async function ranHoursAgo(id: string, hours: number): Promise<void> {
  await server.services.repositories.executions.allCommitted();
  const at = new Date(Date.now() - hours * 3_600_000).toISOString();
  await server.db.kysely.updateTable('execution_entity').set({ started_at: at, stopped_at: at }).where('id', '=', Number(id)).execute();
}

async function storedIds(): Promise<string[]> {
  await server.services.repositories.executions.allCommitted();
  const rows = await server.db.kysely.selectFrom('execution_entity').select('id').orderBy('id').execute();
  return rows.map((row) => String(row.id));
}

/** Stored workflows the executions refer to: what pruning must leave of `execution_workflow`. */
async function referencedWorkflowVersions(): Promise<number> {
  const row = await server.db.kysely.selectFrom('execution_data')
    .select((eb) => eb.fn.count<number>('workflow_version_id').distinct().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('executions pruning', () => {
  it('at start, deletes ended executions older than EXECUTIONS_DATA_MAX_AGE with their data, files and unused stored workflows', async () => {
    await start({ EXECUTIONS_DATA_MAX_AGE: '24' });
    await activate(server, fileReceiver('upload'));
    const oldUpload = await sendFile(server, 'upload');
    const newUpload = await sendFile(server, 'upload');
    const oldFailure = await runManually(server, failing('Only old runs'));
    const oldWait = await runManually(server, waiting());
    await ranHoursAgo(oldUpload, 25);
    await ranHoursAgo(oldFailure, 48);
    await ranHoursAgo(oldWait, 48);
    const versionsBefore = await server.count('execution_workflow');
    // SQLite keeps each workflow as it ran once, shared by its executions; Postgres stores it inline.
    expect(versionsBefore).toBe(server.db.dialect === 'sqlite' ? 3 : 0);
    expect(executionsWithFiles(server)).toEqual([oldUpload, newUpload]);

    await server.restart();
    await server.services.pruning.whenIdle();

    expect(await storedIds()).toEqual([newUpload, oldWait]);
    expect(await server.count('execution_data')).toBe(2);
    expect(executionsWithFiles(server)).toEqual([newUpload]);
    // The failed run's workflow is referred to by no execution any more; the other two still are.
    expect(await server.count('execution_workflow')).toBe(await referencedWorkflowVersions());
    expect(await server.count('execution_workflow')).toBe(server.db.dialect === 'sqlite' ? 2 : 0);
    const kept = await server.rest<{ data: { data: { resultData: { runData: Record<string, unknown> } } } }>('GET', `/executions/${newUpload}`);
    expect(Object.keys(kept.body.data.data.resultData.runData)).toEqual(['Webhook']);
  });

  it('keeps only the newest EXECUTIONS_DATA_PRUNE_MAX_COUNT ended executions, and every waiting one', async () => {
    await start({ EXECUTIONS_DATA_PRUNE_MAX_COUNT: '2' });
    const paused = await runManually(server, waiting());
    const runs = [
      await runManually(server, succeeding()), await runManually(server, failing()),
      await runManually(server, succeeding()), await runManually(server, succeeding()),
    ];
    await server.services.pruning.pruneNow();
    expect(await storedIds()).toEqual([paused, ...runs.slice(2)]);
  });

  it('prunes a backlog step by step, binary data included', async () => {
    await start({ EXECUTIONS_DATA_MAX_AGE: '1' });
    await activate(server, fileReceiver('upload'));
    const uploads = [];
    for (let n = 0; n < 5; n++) uploads.push(await sendFile(server, 'upload'));
    for (const id of uploads.slice(0, 4)) await ranHoursAgo(id, 2);
    const { config, repositories } = server.services;
    const pruning = new ExecutionsPruning(config, new PastExecutionsRepository(server.db, repositories.executions),
      (id) => server.services.binaryData.deleteByExecution(id), silentLog, 3);
    await pruning.pruneNow();
    expect(await storedIds()).toEqual(uploads.slice(4));
    expect(executionsWithFiles(server)).toEqual(uploads.slice(4));
  });

  it('prunes nothing when EXECUTIONS_DATA_PRUNE is false', async () => {
    await start({ EXECUTIONS_DATA_PRUNE: 'false', EXECUTIONS_DATA_MAX_AGE: '1' });
    const old = await runManually(server, succeeding());
    await ranHoursAgo(old, 2);
    await server.restart();
    await server.services.pruning.whenIdle();
    expect(await storedIds()).toEqual([old]);
  });

  it('keeps the stored workflow the next run of the same workflow refers to', async () => {
    await start({ EXECUTIONS_DATA_MAX_AGE: '1' });
    const workflow = succeeding('Hourly report');
    const old = await runManually(server, workflow);
    await ranHoursAgo(old, 2);
    await server.services.pruning.pruneNow();
    // The server remembers where it stored this workflow: the next run of it refers to that row.
    const again = await runManually(server, workflow);
    expect(await storedIds()).toEqual([again]);
    expect(await server.count('execution_workflow')).toBe(await referencedWorkflowVersions());
    const found = await server.rest<{ data: { workflowData: { name: string } } }>('GET', `/executions/${again}`);
    expect(found.status).toBe(200);
    expect(found.body.data.workflowData.name).toBe('Hourly report');
  });
});
