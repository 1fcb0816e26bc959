/** The longest delay a Node.js timer takes (2^31 - 1 ms, about 24.8 days). */
export const MAX_TIMER_MS = 2_147_483_647;

const UNIT_MS: Record<string, number> = { seconds: 1000, minutes: 60_000, hours: 3_600_000 };

/** Why an interval cannot run; `description` says what to do. */
export class IntervalError extends Error {
  constructor(message: string, readonly description: string) {
    super(message);
  }
}

/** The interval in milliseconds, or an `IntervalError` for values under 1 or beyond the longest timer. */
export function intervalMs(interval: unknown, unit: unknown): number {
  const factor = UNIT_MS[String(unit)];
  if (factor === undefined) {
    throw new IntervalError(`Unknown unit "${String(unit)}"`, 'Choose seconds, minutes or hours.');
  }
  const value = typeof interval === 'string' && interval.trim() !== '' ? Number(interval) : interval;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 1) {
    throw new IntervalError('The interval must be at least 1', `The value given is ${JSON.stringify(interval)}.`);
  }
  const ms = value * factor;
  if (ms > MAX_TIMER_MS) {
    throw new IntervalError('The interval is too long', `The longest interval is ${MAX_TIMER_MS / 1000} seconds (about 24 days); use the Schedule Trigger for longer ones.`);
  }
  return ms;
}
