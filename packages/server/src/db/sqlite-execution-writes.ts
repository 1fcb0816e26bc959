import { isoOfTime } from './codec.js';
import {
  DELETE_UNUSED_VERSIONS, INSERT_WORKFLOW_VERSION, insertGroup, operationGroup,
  type ExecutionEnd, type ExecutionRow, type Operation, type PendingExecution, type Waiter,
} from './sqlite-execution-statements.js';
import type { SqliteWriteWorker, WriteGroup, WriteOutcome } from './sqlite-write-worker.js';

import {
  BATCH_DELAY_MS, BATCH_SIZE, MAX_BATCHES_IN_FLIGHT, MAX_ID_BLOCK, MAX_SHARED_WORKFLOWS, MIN_ID_BLOCK, RUNNING_GRACE_MS,
  VERSION_ID_BLOCK, type CommitWaiter, type ExecutionWritesOptions,
} from './sqlite-execution-write-limits.js';

export type { ExecutionWritesOptions, WriteErrorListener } from './sqlite-execution-write-limits.js';

/**
 * The writes every execution makes (create, finish, delete), behind the callers (write-behind):
 * `create` answers the new id at once, and writes are committed together by the database's write
 * worker thread (`SqliteWriteWorker`), one transaction every few milliseconds (or every BATCH_SIZE
 * writes), so the event loop never waits for them. An execution that ends before the commit is
 * inserted once, finished. `delete` settles when its write is committed; `finish` is not waited for.
 * `whenCommitted` is how a caller that must not go on before the row is stored (a webhook answering
 * 200) waits for it: group commit, the batch sent at once when the writer is idle, or as soon as the
 * batch in flight is committed, with everything that asked meanwhile.
 *
 * Consistency: `flush()` commits everything queued; the repository calls it before every other read
 * or write of executions, so a reader always sees what was written before it asked. Durability: a
 * graceful shutdown commits everything (`ExecutionStore.allCommitted`); a crash of the process loses the last
 * batch (BATCH_DELAY_MS, at most BATCH_SIZE writes) and the executions that had started less than
 * RUNNING_GRACE_MS before and were still running (so start-up cannot mark those as crashed: they
 * leave no row), unless someone waited for them with `whenCommitted`: a webhook call is answered
 * only after that, so no execution a caller was told about is among them.
 *
 * Ids are known before the row exists: blocks of ids are reserved in `sqlite_sequence` (the table's
 * AUTOINCREMENT counter), so another process writing executions to the same file never gets them.
 */
export class SqliteExecutionWrites {
  private pending = new Map<number, PendingExecution>();
  private operations: Operation[] = [];
  private timer: NodeJS.Timeout | undefined;
  private nextId = 1;
  private lastId = 0;
  private reserving: Promise<void> | undefined;
  private spare: { first: number; last: number } | undefined;
  private idBlock = MIN_ID_BLOCK;
  private lastCommit: Promise<void> | undefined;
  /** Workflow JSON -> its `execution_workflow` id (a promise while the id is being reserved). */
  private readonly versions = new Map<string, number | Promise<number>>();
  /** Versions to insert ahead of the executions of the next batch. */
  private newVersions: Array<{ id: number; json: string }> = [];
  private versionIds = { next: 1, last: 0 };
  private committedCount = 0;
  /** Queued writes a background commit would take: operations, and pending executions that ended. */
  private ready = 0;
  /** Callers of `whenCommitted`, waiting for the next batch sent. */
  private commitWaiters: CommitWaiter[] = [];
  /** A commit for `commitWaiters` is due: now when no batch of ours is in flight, else when the last one is committed. */
  private hurried = false;
  /**
   * Batches of ours sent and not committed yet. Not the writer's `inFlight`, which counts id
   * reservations too: a waiter that found one of those in flight waited for no batch to end, until
   * the background timer came (calls answered at half the rate).
   */
  private batchesInFlight = 0;

  constructor(private readonly writer: SqliteWriteWorker, private readonly options: ExecutionWritesOptions = {}) {}

  /**
   * Queues the new execution and answers its id; the row is committed with the next batch. The id
   * comes at once in the usual case, a promise only when the create has to wait.
   */
  create(row: ExecutionRow): number | Promise<number> {
    return this.createNow(row) ?? this.createWhenReady(row);
  }

  /**
   * `create` without waiting, the usual case (an id in hand, the workflow version known, the writer
   * keeping up): the id, or undefined when `create` has to wait.
   */
  private createNow(row: ExecutionRow): number | undefined {
    if (this.nextId > this.lastId || this.writer.inFlight >= MAX_BATCHES_IN_FLIGHT) return undefined;
    const version = this.versions.get(row.workflowData);
    if (typeof version !== 'number') return undefined;
    return this.queueCreate(row, version);
  }

  private async createWhenReady(row: ExecutionRow): Promise<number> {
    for (;;) {
      // Backpressure: when the writer falls behind, new executions wait instead of piling up in memory.
      while (this.writer.inFlight >= MAX_BATCHES_IN_FLIGHT && this.lastCommit) await this.lastCommit;
      const version = this.versions.get(row.workflowData) ?? this.addVersion(row.workflowData);
      const workflowVersionId = typeof version === 'number' ? version : await version;
      if (this.nextId > this.lastId && this.spare) {
        ({ first: this.nextId, last: this.lastId } = this.spare);
        this.spare = undefined;
      }
      // Each await above lets other creates take ids: check again before taking one.
      if (this.nextId <= this.lastId) return this.queueCreate(row, workflowVersionId);
      this.idBlock = Math.min(this.idBlock * 2, MAX_ID_BLOCK);
      await this.reserveSpare();
    }
  }

  private queueCreate(row: ExecutionRow, workflowVersionId: number): number {
    // The next block is asked for early, so that a create never waits for the batches before it.
    if (this.lastId - this.nextId < this.idBlock / 2 && !this.spare && !this.reserving) void this.reserveSpare().catch(() => undefined);
    const id = this.nextId++;
    const now = Date.now();
    this.pending.set(id, { id, row, workflowVersionId, createdAt: isoOfTime(now), queuedAt: now });
    this.schedule();
    return id;
  }

  /**
   * Queues how the run ended. Nobody waits for the commit (readers flush first, so they see it
   * anyway; a failure goes to `onWriteError`): a run's objects then die young instead of living on
   * until their batch is committed, which had most of them promoted to the old heap.
   */
  finish(id: number, end: ExecutionEnd): void {
    const pending = this.pending.get(id);
    if (pending) {
      if (!pending.end) this.ready++;
      pending.end = end;
    } else {
      this.ready++;
      this.operations.push({ kind: 'finish', id, end });
    }
    this.schedule();
  }

  /** Removes the execution (a row never committed is simply dropped); answers how many rows went. */
  delete(id: number): Promise<number> {
    const pending = this.pending.get(id);
    if (pending) {
      this.pending.delete(id);
      if (pending.end) this.ready--;
      return Promise.resolve(1);
    }
    return new Promise<number>((resolve, reject) => {
      this.ready++;
      this.operations.push({ kind: 'delete', id, waiter: { resolve, reject } });
      this.schedule();
    });
  }

  /**
   * Deletes the stored workflows that no execution refers to any more (pruning); answers how many.
   * It goes through the writer, after the batches sent before it, and keeps the versions this writer
   * may still refer to: remembered ones (a later run of the same workflow reuses them) and those of
   * executions not written yet (a young run's version may be committed before the run itself).
   */
  async deleteUnusedVersions(): Promise<number> {
    const inUse = new Set<number>();
    for (const version of this.versions.values()) if (typeof version === 'number') inUse.add(version);
    for (const execution of this.pending.values()) inUse.add(execution.workflowVersionId);
    const [outcome] = await this.writer.run([[[DELETE_UNUSED_VERSIONS, JSON.stringify([...inUse])]]]);
    if (!outcome || !('changes' in outcome)) throw new Error(outcome?.error ?? 'The unused workflow versions were not deleted');
    return outcome.changes;
  }

  /**
   * Settles once every write queued so far for this execution (its row, and its outcome when that is
   * queued) is committed to the database file; rejects when one of them could not be written.
   */
  whenCommitted(id: number): Promise<void> {
    const pending = this.pending.get(id);
    if (!pending && !this.operations.some((operation) => operation.id === id)) {
      // Nothing of it is queued: what was sent is in the batches in flight, which commit in order.
      return this.lastCommit ?? Promise.resolve();
    }
    if (pending) pending.awaited = true;
    return new Promise<void>((resolve, reject) => {
      this.commitWaiters.push({ id, resolve, reject });
      this.hurry();
    });
  }

  private hurry(): void {
    if (this.hurried) return;
    this.hurried = true;
    if (this.batchesInFlight === 0) setImmediate(this.commitHurried);
  }

  /** Sends what is queued, at the end of a loop turn: every call read in that turn joins the batch. */
  private readonly commitHurried = (): void => {
    this.hurried = false;
    void this.commitQueued(false);
  };

  /** A batch is committed: the one the waiters asked for meanwhile goes now. */
  private afterCommit(): void {
    this.batchesInFlight--;
    if (this.hurried && this.batchesInFlight === 0) setImmediate(this.commitHurried);
  }

  /** A workflow version not seen yet: its row gets an id now and is inserted with the next batch. */
  private addVersion(json: string): Promise<number> {
    if (this.versions.size >= MAX_SHARED_WORKFLOWS) this.versions.clear();
    const adding = (async () => {
      if (this.versionIds.next > this.versionIds.last) {
        const { first, last } = await this.writer.reserveIds('execution_workflow', VERSION_ID_BLOCK);
        if (this.versionIds.next > this.versionIds.last) this.versionIds = { next: first, last };
      }
      const id = this.versionIds.next++;
      this.newVersions.push({ id, json });
      this.versions.set(json, id);
      return id;
    })();
    this.versions.set(json, adding);
    adding.catch(() => this.versions.delete(json));
    return adding;
  }

  private reserveSpare(): Promise<void> {
    this.reserving ??= this.writer.reserveIds('execution_entity', this.idBlock)
      .then((ids) => { this.spare = ids; })
      .finally(() => { this.reserving = undefined; });
    return this.reserving;
  }

  /**
   * Commits every write queued so far, and waits for the batches already sent: a background commit
   * takes the queue with it, and a reader that came meanwhile found nothing queued and read the file
   * before that batch was in it. Batches commit in the order they were sent, so waiting for the last
   * is waiting for all.
   */
  async flush(): Promise<void> {
    if (this.pending.size > 0 || this.operations.length > 0) await this.commitQueued(true);
    else if (this.writer.inFlight > 0) await this.lastCommit;
  }

  private schedule(): void {
    if (this.ready >= BATCH_SIZE) {
      void this.commitQueued(false);
      return;
    }
    this.startTimer();
  }

  private startTimer(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.commitQueued(false);
    }, BATCH_DELAY_MS);
    // Kept referenced: it lives only while writes are queued, and a caller may be awaiting them (an
    // unreferenced timer let `weft execute` exit with its execution unsaved and its promise unsettled).
  }

  /**
   * Sends everything queued (`all`), or, in the background, all but the young running executions, to
   * the write worker as one batch; settles when it is committed. Never rejects: a delete's waiter, or
   * the owner for every other write, hears of its failure.
   */
  private async commitQueued(all: boolean): Promise<void> {
    const sent = this.sendQueued(all);
    if (!sent) return;
    this.batchesInFlight++;
    const { written, versions, createIds, operations, waiters } = sent;
    this.lastCommit = written.then(() => undefined, () => undefined);
    let outcomes: WriteOutcome[];
    try {
      outcomes = await written;
    } catch (error) {
      // The worker is gone (closed database): every write of the batch has failed.
      for (const { json } of versions) this.versions.delete(json);
      for (const id of createIds) this.fail(id, [], error);
      for (const operation of operations) this.fail(operation.id, operation.waiter ? [operation.waiter] : [], error);
      for (const waiter of waiters) waiter.reject(error);
      this.afterCommit();
      return;
    }
    const failed = new Map<number, Error>();
    versions.forEach(({ id, json }, index) => {
      // A version that could not be written must not be referred to again.
      if (outcomes[index] && !('changes' in (outcomes[index] as WriteOutcome)) && this.versions.get(json) === id) this.versions.delete(json);
    });
    outcomes = outcomes.slice(versions.length);
    let committed = 0;
    createIds.forEach((id, index) => {
      const outcome = outcomes[index];
      if (outcome && 'changes' in outcome) {
        committed++;
      } else {
        failed.set(id, new Error(outcome?.error ?? 'The execution was not written'));
        this.fail(id, [], failed.get(id));
      }
    });
    operations.forEach((operation, index) => {
      const outcome = outcomes[createIds.length + index];
      if (outcome && 'changes' in outcome) operation.waiter?.resolve(outcome.changes);
      else {
        failed.set(operation.id, new Error(outcome?.error ?? 'The execution was not written'));
        this.fail(operation.id, operation.waiter ? [operation.waiter] : [], failed.get(operation.id));
      }
    });
    for (const waiter of waiters) {
      const error = failed.get(waiter.id);
      if (error) waiter.reject(error);
      else waiter.resolve();
    }
    this.countCommitted(committed);
    this.afterCommit();
  }

  /**
   * Takes what `commitQueued` commits off the queues and sends it. What is kept for the answer is ids
   * and waiters only: the run data, encoded for the worker, must not stay reachable while it commits
   * (batches held that way lived long enough to be promoted to the old heap).
   */
  private sendQueued(all: boolean): {
    written: Promise<WriteOutcome[]>; versions: Array<{ id: number; json: string }>; createIds: number[];
    operations: Array<{ id: number; waiter?: Waiter }>; waiters: CommitWaiter[];
  } | undefined {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const creates: PendingExecution[] = [];
    if (all) {
      creates.push(...this.pending.values());
      this.pending = new Map();
    } else {
      const oldEnough = Date.now() - RUNNING_GRACE_MS;
      // The young running executions go to a new map: deleting most of the entries one by one had the
      // map shrink, and reallocate its table, several times per batch.
      const stillRunning = new Map<number, PendingExecution>();
      for (const execution of this.pending.values()) {
        if (execution.end || execution.awaited || execution.queuedAt <= oldEnough) creates.push(execution);
        else stillRunning.set(execution.id, execution);
      }
      this.pending = stillRunning;
      if (this.pending.size > 0) this.startTimer();
    }
    const operations = this.operations;
    this.operations = [];
    this.ready = 0;
    for (const execution of this.pending.values()) if (execution.end) this.ready++;
    // Everything a waiter waits for is queued, and so goes in this batch.
    const waiters = this.commitWaiters;
    this.commitWaiters = [];
    if (creates.length === 0 && operations.length === 0) {
      for (const waiter of waiters) waiter.resolve();
      return undefined;
    }
    // Every version an execution of this batch refers to was queued before it: they go first.
    const versions = this.newVersions;
    this.newVersions = [];
    const written = this.writer.run([
      ...versions.map(({ id, json }): WriteGroup => [[INSERT_WORKFLOW_VERSION, id, json]]),
      ...creates.map(insertGroup),
      ...operations.map(operationGroup),
    ]);
    return {
      written, versions, createIds: creates.map((execution) => execution.id),
      operations: operations.map(({ id, waiter }) => ({ id, waiter })), waiters,
    };
  }

  private countCommitted(count: number): void {
    const before = this.committedCount;
    this.committedCount += count;
    const threshold = this.options.busyAfter ?? 500;
    if (before < threshold && this.committedCount >= threshold) this.options.onBusy?.();
  }

  private fail(id: number, waiters: Waiter[], error: unknown): void {
    // A waiter reports its own failure; a write nobody waits for is reported to the owner.
    if (waiters.length === 0) this.options.onWriteError?.(error, id);
    for (const waiter of waiters) waiter.reject(error);
  }
}
