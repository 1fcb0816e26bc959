/**
 * How long a run took or has been running, in the two forms the editor shows: seconds below a
 * minute, minutes:seconds from 60 s on (spec/editor.md §9). The caller words the unit.
 */
export type RunTimeText =
  | { unit: 'seconds'; value: string }
  | { unit: 'minutes'; value: string };

const MINUTE_MS = 60_000;

/**
 * `withMs` keeps milliseconds below a minute (a finished run's exact time, '0.25'); a ticking
 * timer shows whole seconds ('12').
 */
export function runTimeText(elapsedMs: number, withMs = false): RunTimeText {
  const ms = Math.max(0, elapsedMs);
  if (ms < MINUTE_MS) {
    return { unit: 'seconds', value: withMs ? String(Math.round(ms) / 1000) : String(Math.floor(ms / 1000)) };
  }
  const totalSeconds = Math.floor(ms / 1000);
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return { unit: 'minutes', value: `${minutes}:${String(seconds).padStart(2, '0')}` };
}

/** Milliseconds between two ISO times; a bad or missing time counts as no time. */
export function elapsedMs(startedAt: string, until: string | number): number {
  const start = Date.parse(startedAt);
  const end = typeof until === 'number' ? until : Date.parse(until);
  if (!Number.isFinite(start) || !Number.isFinite(end)) return 0;
  return end - start;
}
