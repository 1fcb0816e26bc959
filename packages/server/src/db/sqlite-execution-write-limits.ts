/** How executions are batched on SQLite: the limits of the write-behind queue, and its options. */
/** A caller of `whenCommitted`, answered with the batch that carries its execution's writes. */
export interface CommitWaiter {
  id: number;
  resolve(): void;
  reject(error: unknown): void;
}

/** Writes wait at most this long (or until this many are queued) before they are committed together. */
export const BATCH_DELAY_MS = 10;
export const BATCH_SIZE = 256;
/**
 * A running execution younger than this is left out of background commits: most runs (a webhook
 * call) end sooner and are then inserted once, finished, instead of inserted and updated.
 */
export const RUNNING_GRACE_MS = 1000;
/**
 * Execution ids are taken from SQLite in blocks (see `reserveIds`) of at least this many. Ids a
 * block held when the server stopped are never used: small blocks keep those gaps small.
 */
export const MIN_ID_BLOCK = 100;
/**
 * A block doubles (up to this) each time a create had to wait for one: the next block is asked for
 * when half of one is left, and under load the answer queues behind the batches in flight.
 */
export const MAX_ID_BLOCK = 6400;
/** Workflow versions (their JSON) remembered for sharing one `execution_workflow` row between executions. */
export const MAX_SHARED_WORKFLOWS = 64;
/** `execution_workflow` ids are reserved this many at a time. */
export const VERSION_ID_BLOCK = 16;
/** Batches sent to the writer and not committed yet beyond which `create` waits. */
export const MAX_BATCHES_IN_FLIGHT = 4;

export type WriteErrorListener = (error: unknown, executionId: number) => void;

export interface ExecutionWritesOptions {
  /** A write no caller waits for failed (a created execution): the owner logs it. */
  onWriteError?: WriteErrorListener;
  /** Called once when `busyAfter` executions have been committed (the server offloads checkpoints then). */
  onBusy?(): void;
  busyAfter?: number;
}
