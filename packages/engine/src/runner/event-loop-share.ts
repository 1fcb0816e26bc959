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
 * Nodes that wait for I/O (HTTP, the Code sandbox) do, and are not held up: every budget a marker is
 * queued behind the other macrotasks, and the run waits for a turn only when the marker never ran.
 */
export class EventLoopShare {
  private turnStartedAt = Date.now();
  private watching = false;
  private turnPassed = false;
  private readonly markTurn = () => {
    this.turnPassed = true;
  };

  /**
   * Called before each node: undefined when the run may go on at once (one clock read, what almost
   * every node pays), or the turn to wait for.
   */
  share(): Promise<void> | undefined {
    const now = Date.now();
    if (now - this.turnStartedAt < TURN_BUDGET_MS) return undefined;
    this.turnStartedAt = now;
    const holding = this.watching && !this.turnPassed;
    this.watching = true;
    this.turnPassed = false;
    if (holding) return this.waitTurn();
    setImmediate(this.markTurn);
    return undefined;
  }

  private async waitTurn(): Promise<void> {
    await nextTurn();
    // The marker ran during that turn: the next one starts the next budget.
    this.turnPassed = false;
    this.turnStartedAt = Date.now();
    setImmediate(this.markTurn);
  }
}
