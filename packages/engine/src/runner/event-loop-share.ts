import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * How long one run may keep the event loop before it lets the rest of the process through: timers (an
 * execution timeout), requests (a stop, /healthz) and other executions. Long enough that a run of
 * quick nodes pays for one turn only every few thousand nodes, short enough that no one notices.
 */
export const TURN_BUDGET_MS = 20;

/**
 * Keeps a run from holding the event loop. Nodes that answer synchronously (Set, If, a loop of them)
 * never give the loop a turn on their own: an `await` of a settled promise only queues a microtask.
 */
export class EventLoopShare {
  private turnStartedAt = Date.now();

  /** Whether the run has had the event loop for its budget; one clock read, cheap enough for every node. */
  due(): boolean {
    return Date.now() - this.turnStartedAt >= TURN_BUDGET_MS;
  }

  /** Waits for one turn of the event loop (timers and I/O first), then starts a new budget. */
  async pass(): Promise<void> {
    await nextTurn();
    this.turnStartedAt = Date.now();
  }
}
