import type { Kysely } from 'kysely';
import type { IRunExecutionData } from '@weft/workflow';
import type { Database } from '../schema.js';
import { parseId } from '../codec.js';
import { ExecutionRows } from './execution-rows.js';
import { ExecutionStoreReads } from './execution-store-reads.js';
import type {
  ExecutionOutcome, ExecutionStatusChange, ExecutionStore, NewExecution,
} from './execution-store.js';

/**
 * The plain adapter (Postgres): every write is its own transaction, sent when asked for, and its
 * promise settles once it is committed. Writes in progress are remembered, so that `committed(id)`
 * can wait for an execution's, and a read waits for those asked for before it (the pool may run it
 * on another connection, ahead of them).
 */
export class SqlExecutionStore extends ExecutionStoreReads implements ExecutionStore {
  /** Writes not settled yet, by execution id ('' for a create, whose id is not known yet). */
  private readonly writing = new Map<string, Set<Promise<unknown>>>();

  constructor(db: Kysely<Database>) {
    super(new ExecutionRows(db));
  }

  create(execution: NewExecution): Promise<string> {
    return this.track('', this.rows.insert(execution));
  }

  saveProgress(id: string, data: IRunExecutionData): Promise<void> {
    return this.track(id, this.rows.saveProgress(id, data));
  }

  setStatus(id: string, fields: ExecutionStatusChange): Promise<void> {
    return this.track(id, this.rows.setStatus(id, fields));
  }

  finish(id: string, outcome: ExecutionOutcome): Promise<void> {
    return this.track(id, this.rows.finish(id, outcome));
  }

  claimWaiting(id: string): Promise<boolean> {
    return this.afterWrites(() => this.track(id, this.rows.claimWaiting(id)));
  }

  delete(ids: string[]): Promise<number> {
    const numericIds = ids.map(parseId).filter((n): n is number => n !== null);
    return this.afterWrites(() => this.rows.delete(numericIds));
  }

  deleteUnusedWorkflowVersions(): Promise<number> {
    return this.afterWrites(() => this.rows.deleteUnusedWorkflowVersions());
  }

  async committed(id: string): Promise<void> {
    const writes = this.writing.get(id);
    if (writes) await Promise.all(writes);
  }

  async allCommitted(): Promise<void> {
    await Promise.allSettled([...this.writing.values()].flatMap((writes) => [...writes]));
  }

  async afterWrites<T>(query: () => Promise<T>): Promise<T> {
    // Cheap in the usual case: nothing is being written.
    if (this.writing.size > 0) await this.allCommitted();
    return query();
  }

  /** Remembers the write until it settles; answers it unchanged. */
  private track<T>(id: string, write: Promise<T>): Promise<T> {
    let writes = this.writing.get(id);
    if (!writes) this.writing.set(id, writes = new Set());
    writes.add(write);
    const forget = () => {
      writes.delete(write);
      if (writes.size === 0 && this.writing.get(id) === writes) this.writing.delete(id);
    };
    write.then(forget, forget);
    return write;
  }
}
