/** What a handler made of a message: done with it, or not yet (its run is not known yet). */
export type HandleResult = 'done' | 'later';

export interface RetryQueueOptions {
  /** How many more tries a message gets after the first (spec/admin.md §4: 5). */
  maxRetries?: number;
  /** Wait before the next try, in ms; the spec gives 20-25 ms. */
  delayMs?: () => number;
  schedule?: (callback: () => void, ms: number) => unknown;
}

/**
 * Delivers messages in the order they came, holding back those that arrive before what they refer
 * to (node data of a run whose run request has not answered yet). A held message is tried again
 * every 20-25 ms, up to 5 times, then given up; the ones behind it wait for it so order is kept.
 */
export class RetryQueue<T> {
  private readonly queue: Array<{ message: T; retries: number }> = [];
  private scheduled = false;
  private readonly maxRetries: number;
  private readonly delayMs: () => number;
  private readonly schedule: (callback: () => void, ms: number) => unknown;

  constructor(private readonly handle: (message: T) => HandleResult, options: RetryQueueOptions = {}) {
    this.maxRetries = options.maxRetries ?? 5;
    this.delayMs = options.delayMs ?? (() => 20 + Math.floor(Math.random() * 6));
    this.schedule = options.schedule ?? ((callback, ms) => setTimeout(callback, ms));
  }

  push(message: T): void {
    this.queue.push({ message, retries: 0 });
    if (!this.scheduled) this.drain();
  }

  /** Messages held back, for tests and diagnostics. */
  get pending(): number {
    return this.queue.length;
  }

  clear(): void {
    this.queue.length = 0;
  }

  private drain(): void {
    this.scheduled = false;
    while (this.queue.length > 0) {
      const head = this.queue[0]!;
      if (this.handle(head.message) === 'done' || head.retries >= this.maxRetries) {
        this.queue.shift();
        continue;
      }
      head.retries += 1;
      this.scheduled = true;
      this.schedule(() => this.drain(), this.delayMs());
      return;
    }
  }
}
