import { ExpressionError } from './expression-error.js';

/*
 * The time one evaluation may take. Expressions run on the host's main thread, so one that computes
 * for seconds stalls every execution and request of the process. Compiled code calls `$$g` at the top
 * of every loop body and of every function the expression defines (sanitizer.ts): that covers its
 * own loops, recursion, and the iterations built-ins drive through its callbacks (`Array.from(..., fn)`,
 * `map`, `sort`). A single built-in call without a callback cannot be interrupted from here.
 */

/** The budget unless the host sets one: far above what any real expression takes, short enough to notice. */
export const DEFAULT_EXPRESSION_TIMEOUT_MS = 5000;

/** The clock is read once in this many guard calls (a power of two): a counter is all most calls cost. */
const CALLS_PER_CLOCK_READ = 1024;

let timeoutMs = DEFAULT_EXPRESSION_TIMEOUT_MS;
let calls = 0;
let startedAt = 0;
/** `calls & mask` is 0 when the clock is due; 0 once the budget is spent, so every later call throws. */
let mask = CALLS_PER_CLOCK_READ - 1;

/** Sets the budget of every later evaluation in this process (the server: WEFT_EXPRESSION_TIMEOUT_MS). */
export function setExpressionTimeout(ms: number): void {
  if (!Number.isFinite(ms) || ms <= 0) throw new RangeError(`The expression time budget must be a positive number of milliseconds (got ${ms})`);
  timeoutMs = ms;
}

export function expressionTimeout(): number {
  return timeoutMs;
}

/** Starts the budget of a top-level evaluation (the clock starts at its first guard call). */
export function startTimeBudget(): void {
  calls = 0;
  mask = CALLS_PER_CLOCK_READ - 1;
}

function seconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(3))} s`;
}

function timeUp(): never {
  // Sticky: an expression that catches this error meets it again at its next loop round or call.
  mask = 0;
  throw new ExpressionError(`The expression ran longer than ${seconds(timeoutMs)}`, {
    type: 'limit',
    description: `Expressions may compute for up to ${seconds(timeoutMs)} (WEFT_EXPRESSION_TIMEOUT_MS). Move long computations into a Code node, or check the expression for a loop that does not end.`,
  });
}

/** `$$g`: a loop round or a call of a function the expression defines. */
export function timeGuard(): void {
  if (++calls === 1) {
    startedAt = Date.now();
    return;
  }
  if ((calls & mask) === 0 && Date.now() - startedAt > timeoutMs) timeUp();
}
