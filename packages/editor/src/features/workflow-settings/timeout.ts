/** A workflow timeout as the settings modal shows it: whole hours, minutes and seconds. */
export interface TimeoutParts {
  hours: number;
  minutes: number;
  seconds: number;
}

/** The setting's value for "no timeout of its own" (spec admin §4: the toggle off is -1). */
export const TIMEOUT_OFF = -1;

/** Splits seconds into the three inputs; -1 (off) and other negatives show as zero. */
export function splitTimeout(totalSeconds: number): TimeoutParts {
  const total = Math.max(0, Math.floor(totalSeconds));
  return {
    hours: Math.floor(total / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** Spec admin §9: timeout seconds = 3600*h + 60*m + s. */
export function joinTimeout({ hours, minutes, seconds }: TimeoutParts): number {
  return 3600 * hours + 60 * minutes + seconds;
}

/**
 * What one of the inputs holds, read as the spec says: a whole number, empty (or unreadable) counts
 * as 0. Negative values count as 0 as well: the inputs offer none.
 */
export function parseTimeField(value: string | number): number {
  const parsed = typeof value === 'number' ? Math.trunc(value) : Number.parseInt(value, 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : 0;
}

export type TimeoutProblem =
  | { kind: 'zero' }
  | { kind: 'overMaximum'; maximum: TimeoutParts };

/**
 * Why the timeout cannot be saved, or null when it can. Only an activated timeout is checked; the
 * maximum is the instance's `maxExecutionTimeout` (seconds).
 */
export function timeoutProblem(enabled: boolean, totalSeconds: number, maxSeconds: number): TimeoutProblem | null {
  if (!enabled) return null;
  if (totalSeconds === 0) return { kind: 'zero' };
  if (totalSeconds > maxSeconds) return { kind: 'overMaximum', maximum: splitTimeout(maxSeconds) };
  return null;
}
