import type SqliteDatabase from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

export interface ExecutionRow {
  workflowId: number | null;
  mode: string;
  status: string;
  startedAt: string;
  retryOf: number | null;
  workflowData: string;
  data: string;
}

export interface ExecutionEnd {
  status: string;
  finished: number;
  stoppedAt: string | null;
  waitTill: string | null;
  data: string;
}

interface Waiter {
  resolve(value: number): void;
  reject(error: unknown): void;
}

/** A created execution not committed yet; `end` is set when it finished before the commit. */
interface PendingExecution {
  id: number;
  row: ExecutionRow;
  createdAt: string;
  queuedAt: number;
  end?: ExecutionEnd;
  waiters: Waiter[];
}

type Operation =
  | { kind: 'finish'; id: number; end: ExecutionEnd; waiter: Waiter }
  | { kind: 'delete'; id: number; waiter: Waiter };

/** Writes wait at most this long (or until this many are queued) before they are committed together. */
const BATCH_DELAY_MS = 10;
const BATCH_SIZE = 256;
/**
 * A running execution younger than this is left out of background commits: most runs (a webhook
 * call) end sooner and are then inserted once, finished, instead of inserted and updated.
 */
const RUNNING_GRACE_MS = 1000;
/** Execution ids are taken from SQLite this many at a time (see `reserveIds`). */
const ID_BLOCK = 100;

export type WriteErrorListener = (error: unknown, executionId: number) => void;

export interface ExecutionWritesOptions {
  /** A write no caller waits for failed (a created execution): the owner logs it. */
  onWriteError?: WriteErrorListener;
  /** Called once when `busyAfter` executions have been committed (the server offloads checkpoints then). */
  onBusy?(): void;
  busyAfter?: number;
}

/**
 * The writes every execution makes (create, finish, delete), as prepared SQLite statements, behind
 * the callers (write-behind): `create` answers the new id at once, and writes are committed together,
 * one transaction every few milliseconds (or every BATCH_SIZE writes). An execution that ends before
 * the commit is inserted once, finished. `finish` and `delete` settle when their write is committed.
 *
 * Consistency: `flush()` commits everything queued; the repository calls it before every other read
 * or write of executions, so a reader always sees what was written before it asked. Durability: a
 * graceful shutdown flushes (`ExecutionsRepository.flush`); a crash of the process loses the last
 * batch (BATCH_DELAY_MS, at most BATCH_SIZE writes, never acknowledged as stored) and the executions
 * that had started less than RUNNING_GRACE_MS before and were still running (so start-up cannot mark
 * those as crashed: they leave no row).
 *
 * Ids are known before the row exists: blocks of ids are reserved in `sqlite_sequence` (the table's
 * AUTOINCREMENT counter), so another process writing executions to the same file never gets them.
 * Commits hold Kysely's one connection, so they never run inside one of Kysely's transactions.
 */
export class SqliteExecutionWrites {
  private pending = new Map<number, PendingExecution>();
  private operations: Operation[] = [];
  private timer: NodeJS.Timeout | undefined;
  private nextId = 1;
  private lastId = 0;
  private reserving: Promise<void> | undefined;
  private committedCount = 0;
  /** Queued writes a background commit would take: operations, and pending executions that ended. */
  private ready = 0;
  private backgroundCommitQueued = false;
  private readonly insertOne: (pending: PendingExecution) => void;
  private readonly finishOne: (id: number, end: ExecutionEnd) => number;
  private readonly deleteOne: (id: number) => number;
  private readonly reserveBlock: () => void;

  constructor(
    private readonly kysely: Kysely<Database>,
    private readonly sqlite: SqliteDatabase.Database,
    private readonly options: ExecutionWritesOptions = {},
  ) {
    const workflowExists = sqlite.prepare<[number], { id: number }>('select id from workflow_entity where id = ?');
    const insertExecution = sqlite.prepare<[number, number | null, string, string, number, string, string | null, string | null, number | null, string]>(
      `insert into execution_entity (id, workflow_id, mode, status, finished, started_at, stopped_at, wait_till, retry_of, retry_success_id, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, null, ?)`,
    );
    const insertData = sqlite.prepare<[number, string, string]>('insert into execution_data (execution_id, workflow_data, data) values (?, ?, ?)');
    const updateExecution = sqlite.prepare<[string, number, string | null, string | null, number]>(
      'update execution_entity set status = ?, finished = ?, stopped_at = ?, wait_till = ? where id = ?',
    );
    const updateData = sqlite.prepare<[string, number]>('update execution_data set data = ? where execution_id = ?');
    const deleteExecution = sqlite.prepare<[number]>('delete from execution_entity where id = ?');
    const sequence = sqlite.prepare<[], { seq: number }>("select seq from sqlite_sequence where name = 'execution_entity'");
    const maxId = sqlite.prepare<[], { id: number | null }>('select max(id) as id from execution_entity');
    const setSequence = sqlite.prepare<[number]>("update sqlite_sequence set seq = ? where name = 'execution_entity'");
    const addSequence = sqlite.prepare<[number]>("insert into sqlite_sequence (name, seq) values ('execution_entity', ?)");

    this.insertOne = ({ id, row, createdAt, end }) => {
      // The workflow may be unsaved, or deleted since the run started: the row then belongs to none.
      const workflowId = row.workflowId !== null && workflowExists.get(row.workflowId) ? row.workflowId : null;
      insertExecution.run(
        id, workflowId, row.mode, end?.status ?? row.status, end?.finished ?? 0, row.startedAt,
        end?.stoppedAt ?? null, end?.waitTill ?? null, row.retryOf, createdAt,
      );
      insertData.run(id, row.workflowData, end?.data ?? row.data);
    };
    this.finishOne = (id, end) => {
      updateExecution.run(end.status, end.finished, end.stoppedAt, end.waitTill, id);
      return updateData.run(end.data, id).changes;
    };
    this.deleteOne = (id) => deleteExecution.run(id).changes;
    const reserve = this.sqlite.transaction(() => {
      const current = sequence.get();
      const start = Math.max(current?.seq ?? 0, maxId.get()?.id ?? 0) + 1;
      const last = start + ID_BLOCK - 1;
      if (current) setSequence.run(last);
      else addSequence.run(last);
      this.nextId = start;
      this.lastId = last;
    });
    // IMMEDIATE: take the write lock first, so that two processes never both read the same counter.
    this.reserveBlock = () => reserve.immediate();
  }

  /** Queues the new execution and answers its id; the row is committed with the next batch. */
  async create(row: ExecutionRow): Promise<number> {
    while (this.nextId > this.lastId) {
      this.reserving ??= this.kysely.connection().execute(async () => this.reserveBlock())
        .finally(() => { this.reserving = undefined; });
      await this.reserving;
    }
    const id = this.nextId++;
    const now = Date.now();
    this.pending.set(id, { id, row, createdAt: new Date(now).toISOString(), queuedAt: now, waiters: [] });
    this.schedule();
    return id;
  }

  /** Records how the run ended; settles once committed. */
  finish(id: number, end: ExecutionEnd): Promise<void> {
    return new Promise<number>((resolve, reject) => {
      const waiter = { resolve, reject };
      const pending = this.pending.get(id);
      if (pending) {
        if (!pending.end) this.ready++;
        pending.end = end;
        pending.waiters.push(waiter);
      } else {
        this.ready++;
        this.operations.push({ kind: 'finish', id, end, waiter });
      }
      this.schedule();
    }).then(() => undefined);
  }

  /** Removes the execution (a row never committed is simply dropped); answers how many rows went. */
  delete(id: number): Promise<number> {
    const pending = this.pending.get(id);
    if (pending) {
      this.pending.delete(id);
      if (pending.end) this.ready--;
      for (const waiter of pending.waiters) waiter.resolve(1);
      return Promise.resolve(1);
    }
    return new Promise<number>((resolve, reject) => {
      this.ready++;
      this.operations.push({ kind: 'delete', id, waiter: { resolve, reject } });
      this.schedule();
    });
  }

  /** Commits every write queued so far (resolves at once when nothing is queued). */
  async flush(): Promise<void> {
    if (this.pending.size === 0 && this.operations.length === 0) return;
    await this.kysely.connection().execute(async () => this.commitQueued(true));
  }

  private schedule(): void {
    if (this.ready >= BATCH_SIZE) {
      this.flushInBackground();
      return;
    }
    this.startTimer();
  }

  private startTimer(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.flushInBackground();
    }, BATCH_DELAY_MS);
    // Kept referenced: it lives only while writes are queued, and a caller may be awaiting them (an
    // unreferenced timer let `weft execute` exit with its execution unsaved and its promise unsettled).
  }

  private flushInBackground(): void {
    // One background commit waiting for the connection takes everything queued until it runs.
    if (this.backgroundCommitQueued) return;
    this.backgroundCommitQueued = true;
    this.kysely.connection().execute(async () => this.commitQueued(false)).catch((error: unknown) => {
      // The connection is gone (closed database): every queued write has failed.
      const pending = [...this.pending.values()];
      const operations = this.operations;
      this.pending = new Map();
      this.operations = [];
      this.ready = 0;
      this.backgroundCommitQueued = false;
      for (const execution of pending) this.fail(execution.id, execution.waiters, error);
      for (const operation of operations) this.fail(operation.id, [operation.waiter], error);
    });
  }

  /**
   * One transaction for everything queued (`all`), or, in the background, for all but the young
   * running executions; when it fails, each write runs alone so that a bad one fails alone.
   */
  private commitQueued(all: boolean): void {
    if (!all) this.backgroundCommitQueued = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const creates: PendingExecution[] = [];
    if (all) {
      creates.push(...this.pending.values());
      this.pending = new Map();
    } else {
      const oldEnough = Date.now() - RUNNING_GRACE_MS;
      for (const execution of this.pending.values()) {
        if (execution.end || execution.queuedAt <= oldEnough) creates.push(execution);
      }
      for (const execution of creates) this.pending.delete(execution.id);
      if (this.pending.size > 0) this.startTimer();
    }
    const operations = this.operations;
    this.operations = [];
    this.ready = [...this.pending.values()].filter((execution) => execution.end).length;
    if (creates.length === 0 && operations.length === 0) return;
    const results: number[] = [];
    try {
      this.sqlite.transaction(() => {
        for (const execution of creates) this.insertOne(execution);
        for (const operation of operations) results.push(this.apply(operation));
      })();
    } catch {
      this.commitOneByOne(creates, operations);
      return;
    }
    for (const execution of creates) for (const waiter of execution.waiters) waiter.resolve(1);
    operations.forEach((operation, index) => operation.waiter.resolve(results[index] ?? 0));
    this.countCommitted(creates.length);
  }

  private countCommitted(count: number): void {
    const before = this.committedCount;
    this.committedCount += count;
    const threshold = this.options.busyAfter ?? 500;
    if (before < threshold && this.committedCount >= threshold) this.options.onBusy?.();
  }

  private apply(operation: Operation): number {
    return operation.kind === 'finish' ? this.finishOne(operation.id, operation.end) : this.deleteOne(operation.id);
  }

  private commitOneByOne(creates: PendingExecution[], operations: Operation[]): void {
    for (const execution of creates) {
      try {
        this.sqlite.transaction(() => this.insertOne(execution))();
        for (const waiter of execution.waiters) waiter.resolve(1);
      } catch (error) {
        this.fail(execution.id, execution.waiters, error);
      }
    }
    for (const operation of operations) {
      try {
        operation.waiter.resolve(this.sqlite.transaction(() => this.apply(operation))());
      } catch (error) {
        this.fail(operation.id, [operation.waiter], error);
      }
    }
  }

  private fail(id: number, waiters: Waiter[], error: unknown): void {
    // A waiter reports its own failure; a create nobody waits for yet is reported to the owner.
    if (waiters.length === 0) this.options.onWriteError?.(error, id);
    for (const waiter of waiters) waiter.reject(error);
  }
}
