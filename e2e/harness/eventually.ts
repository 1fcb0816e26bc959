/** How long `eventually` keeps trying, unless told: above the page's slowest honest update on a busy CI machine. */
export const EVENTUALLY_TIMEOUT_MS = 10_000;

export interface EventuallyOptions {
  /** Give up after this many milliseconds (default `EVENTUALLY_TIMEOUT_MS`). */
  timeout?: number;
  /** Pause between tries, in milliseconds (default 50). */
  interval?: number;
}

/**
 * Runs `assertion` until it passes, then answers what it answered; after `timeout` it throws the last
 * error, so a failing spec reports the assertion's own message (expected and received). For reads of
 * the page that may come before the page has caught up: a read done once races the editor's render.
 */
export async function eventually<T>(assertion: () => T | Promise<T>, options: EventuallyOptions = {}): Promise<T> {
  const { timeout = EVENTUALLY_TIMEOUT_MS, interval = 50 } = options;
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      return await assertion();
    } catch (error) {
      if (Date.now() >= deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}
