import type { Kysely } from 'kysely';
import type { IRunExecutionData } from '@weft/workflow';
import type { Database } from '../schema.js';
import { parseId, toBool, toIso, toJsonText } from '../codec.js';
import { SqliteExecutionWrites, type ExecutionWritesOptions } from '../sqlite-execution-writes.js';
import type { SqliteWriteWorker } from '../sqlite-write-worker.js';
import { executionIdOf, ExecutionRows } from './execution-rows.js';
import { ExecutionStoreReads } from './execution-store-reads.js';
import type {
  ExecutionOutcome, ExecutionStatusChange, ExecutionStore, NewExecution,
} from './execution-store.js';

/**
 * The SQLite adapter: create, finish and delete are written behind the callers, in batches, by the
 * write worker thread (`SqliteExecutionWrites`), so a webhook call never waits for SQLite's page
 * writes. `create` and `finish` settle once queued; `committed(id)` once the batch that carries
 * them is in the file. Every other read or write first commits what is queued (`afterWrites`), so
 * it sees every write asked for before it.
 */
export class SqliteExecutionStore extends ExecutionStoreReads implements ExecutionStore {
  private readonly writes: SqliteExecutionWrites;
  private readonly writer: SqliteWriteWorker;

  constructor(database: { kysely: Kysely<Database>; writer: SqliteWriteWorker }, options?: ExecutionWritesOptions) {
    super(new ExecutionRows(database.kysely));
    this.writer = database.writer;
    this.writes = new SqliteExecutionWrites(database.writer, options);
  }

  create(execution: NewExecution): Promise<string> {
    let id: number | Promise<number>;
    try {
      id = this.writes.create({
        workflowId: execution.workflowId === null ? null : parseId(execution.workflowId),
        mode: execution.mode,
        status: execution.status,
        startedAt: toIso(execution.startedAt),
        retryOf: execution.retryOf ? parseId(execution.retryOf) : null,
        workflowData: execution.workflowDataJson ?? toJsonText(execution.workflowData),
        data: execution.data,
      });
    } catch (error) {
      return Promise.reject(error);
    }
    return typeof id === 'number' ? Promise.resolve(String(id)) : id.then(String);
  }

  /**
   * Queues the outcome; settles at once (readers commit first, so they see it). Nothing waits for
   * the commit here: a run's objects then die young instead of living on until their batch is
   * committed, which had most of them promoted to the old heap. A failure rejects `committed(id)`,
   * or, when nobody asks, goes to `onWriteError`.
   */
  finish(id: string, outcome: ExecutionOutcome): Promise<void> {
    try {
      this.writes.finish(executionIdOf(id), {
        status: outcome.status,
        finished: toBool(outcome.finished),
        stoppedAt: toIso(outcome.stoppedAt),
        waitTill: toIso(outcome.waitTill),
        data: toJsonText(outcome.data),
      });
    } catch (error) {
      return Promise.reject(error);
    }
    return Promise.resolve();
  }

  saveProgress(id: string, data: IRunExecutionData): Promise<void> {
    return this.afterWrites(() => this.rows.saveProgress(id, data));
  }

  setStatus(id: string, fields: ExecutionStatusChange): Promise<void> {
    return this.afterWrites(() => this.rows.setStatus(id, fields));
  }

  claimWaiting(id: string): Promise<boolean> {
    return this.afterWrites(() => this.rows.claimWaiting(id));
  }

  delete(ids: string[]): Promise<number> {
    const numericIds = ids.map(parseId).filter((n): n is number => n !== null);
    // One execution (a run the save settings do not keep) goes behind too: a row never committed is just dropped.
    if (numericIds.length === 1) return this.writes.delete(numericIds[0] as number);
    return this.afterWrites(() => this.rows.delete(numericIds));
  }

  async deleteUnusedWorkflowVersions(): Promise<number> {
    // The pruning at every start asks this. Before the write thread has started nothing was written
    // here, so no version is in use only in memory: a read finds whether there is anything to delete,
    // and an idle server does not start the thread (a second Node start-up, about 7 MB) for nothing.
    if (!this.writer.started && !await this.rows.hasUnusedWorkflowVersions()) return 0;
    // Through the writer: it knows which versions the executions it has not written yet refer to.
    return this.writes.deleteUnusedVersions();
  }

  committed(id: string): Promise<void> {
    const numericId = parseId(id);
    return numericId === null ? Promise.resolve() : this.writes.whenCommitted(numericId);
  }

  allCommitted(): Promise<void> {
    return this.writes.flush();
  }

  async afterWrites<T>(query: () => Promise<T>): Promise<T> {
    await this.writes.flush();
    return query();
  }
}
