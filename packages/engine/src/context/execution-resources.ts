import type { Logger } from '@weft/workflow';

interface Held { value: Promise<unknown>; close(value: unknown): Promise<void> }

/**
 * What nodes keep open for the rest of an execution (a connection a sub-node reuses across its root's
 * calls): opened once per key, closed together when the execution ends, whatever its outcome.
 */
export class ExecutionResources {
  private readonly held = new Map<string, Held>();
  private readonly closers: Array<() => Promise<void>> = [];
  private closed = false;

  constructor(private readonly logger?: Logger) {}

  /** The resource under `key`, opened by `open` the first time; a failed open is forgotten, so the next use tries again. */
  use<T>(key: string, open: () => Promise<T>, close: (value: T) => Promise<void>): Promise<T> {
    if (this.closed) return Promise.reject(new Error('The execution has ended: its resources are closed'));
    const existing = this.held.get(key);
    if (existing) return existing.value as Promise<T>;
    const value = open();
    this.held.set(key, { value, close: close as (value: unknown) => Promise<void> });
    value.catch(() => {
      if (this.held.get(key)?.value === value) this.held.delete(key);
    });
    return value;
  }

  /** Runs `close` when the execution ends (a sub-node's `closeFunction`). */
  onClose(close: () => Promise<void>): void {
    this.closers.push(close);
  }

  /** Closes everything; a close that fails is logged and does not keep the others open. */
  async closeAll(): Promise<void> {
    this.closed = true;
    const held = [...this.held.entries()];
    this.held.clear();
    const closers = this.closers.splice(0);
    await Promise.all([
      ...held.map(async ([key, entry]) => {
        let value: unknown;
        try {
          value = await entry.value;
        } catch {
          return;
        }
        await entry.close(value).catch((error: unknown) => this.logger?.warn(`Closing "${key}" at the end of the execution failed: ${(error as Error).message}`));
      }),
      ...closers.map((close) => close().catch((error: unknown) => this.logger?.warn(`A sub-node's close function failed: ${(error as Error).message}`))),
    ]);
  }
}
