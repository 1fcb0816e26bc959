import { Cron } from 'croner';
import type { CronExpressionRule } from '@weft/workflow';
import type { Clock } from './trigger.types.js';

/** Node's timers cannot wait longer than this; longer waits are chained. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export class CronRuleError extends Error {
  constructor(expression: string, reason: string) {
    super(`Invalid cron expression "${expression}": ${reason}`);
    this.name = 'CronRuleError';
  }
}

/**
 * Nicknames saved workflows may use, as earlier versions read them (croner knows fewer: no
 * `@minutely`, `@secondly`, `@weekdays`, `@weekends`).
 */
const NICKNAMES: Record<string, string> = {
  '@yearly': '0 0 0 1 1 *', '@annually': '0 0 0 1 1 *', '@monthly': '0 0 0 1 * *', '@weekly': '0 0 0 * * 0',
  '@daily': '0 0 0 * * *', '@hourly': '0 0 * * * *', '@minutely': '0 * * * * *', '@secondly': '* * * * * *',
  '@weekdays': '0 0 0 * * 1-5', '@weekends': '0 0 0 * * 0,6',
};

/**
 * The largest step croner takes in each field (seconds, minutes, hours, day of month, month, day of
 * week). A larger one (a step of 90 minutes, from "every 90 minutes") was read as "only the first
 * value" by earlier versions: the largest step means the same, so saved rules keep their schedule.
 */
const STEP_LIMITS = [60, 60, 24, 31, 12, 7];

function clampSteps(fields: string[]): string {
  const limits = STEP_LIMITS.slice(STEP_LIMITS.length - fields.length);
  return fields.map((field, index) => field.replace(/\/(\d+)/g, (step, size: string) => {
    const limit = limits[index] as number;
    return Number(size) > limit ? `/${limit}` : step;
  })).join(' ');
}

function normalizeRule(rule: CronExpressionRule, timezone: string): { expression: string; timezone: string } {
  return typeof rule === 'string'
    ? { expression: rule.trim(), timezone }
    : { expression: rule.expression.trim(), timezone: rule.timezone ?? timezone };
}

/** A parsed rule that answers fire times; it runs no timer of its own (the scheduler's clock does). */
function parse(expression: string, timezone: string): Cron {
  const pattern = NICKNAMES[expression] ?? expression;
  const fields = pattern.split(/\s+/).filter(Boolean);
  if (fields.length < 5 || fields.length > 6) {
    throw new CronRuleError(expression, `it has ${fields.length} fields, 5 or 6 are expected`);
  }
  let cron: Cron;
  try {
    // sloppyRanges: `5/15` (from 5, every 15) is common in saved rules and was always accepted.
    cron = new Cron(clampSteps(fields), { timezone, mode: '5-or-6-parts', sloppyRanges: true });
  } catch (error) {
    throw new CronRuleError(expression, error instanceof Error ? error.message.replace(/^CronPattern: /, '') : String(error));
  }
  // A rule that can never fire (30 February) is a mistake to report, not a trigger that waits forever.
  if (!cron.nextRun()) throw new CronRuleError(expression, 'it never fires (no date matches it)');
  return cron;
}

/** Throws a CronRuleError when the expression cannot be scheduled. */
export function validateCronExpression(expression: string, timezone = 'UTC'): void {
  parse(expression.trim(), timezone);
}

/** The next `count` fire times of `rule` strictly after `from` (ms since epoch). */
export function nextFireTimes(rule: CronExpressionRule, from: number, timezone: string, count = 1): Date[] {
  const { expression, timezone: zone } = normalizeRule(rule, timezone);
  return parse(expression, zone).nextRuns(count, new Date(from));
}

/**
 * Runs cron jobs on a clock. Each job computes its next fire time after the previous one, so a slow
 * tick never shifts the schedule, and a wait longer than a timer allows is chained. The timers are
 * the clock's rather than croner's own so that tests can move time by hand (`ManualClock`).
 */
export class CronScheduler {
  private readonly jobs = new Set<{ handle: unknown }>();
  private closed = false;

  /** `onError` gets what a tick throws: a timer callback must never throw into the process. */
  constructor(
    private readonly clock: Clock = systemClock, private readonly timezone = 'UTC',
    private readonly onError: (error: Error) => void = () => undefined,
  ) {}

  register(rule: CronExpressionRule, onTick: () => void): void {
    if (this.closed) return;
    const { expression, timezone } = normalizeRule(rule, this.timezone);
    const parsed = parse(expression, timezone);
    const job = { handle: undefined as unknown };
    this.jobs.add(job);
    const scheduleAt = (at: number) => {
      const delay = at - this.clock.now();
      job.handle = this.clock.setTimeout(() => {
        if (this.closed) return;
        if (at > this.clock.now()) return scheduleAt(at);
        try {
          onTick();
        } catch (error) {
          this.onError(error instanceof Error ? error : new Error(String(error)));
        }
        scheduleNext(at);
      }, Math.max(0, Math.min(delay, MAX_TIMEOUT_MS)));
    };
    const scheduleNext = (after: number) => {
      if (this.closed) return;
      const next = parsed.nextRun(new Date(after));
      if (next) scheduleAt(next.getTime());
    };
    scheduleNext(this.clock.now());
  }

  close(): void {
    this.closed = true;
    for (const job of this.jobs) this.clock.clearTimeout(job.handle);
    this.jobs.clear();
  }
}

/**
 * A clock that only moves when told to: `advance(ms)` fires every timer due on the way, in order.
 * For tests of schedules (no real waiting).
 */
export class ManualClock implements Clock {
  private current: number;
  private timers: Array<{ id: number; at: number; callback: () => void }> = [];
  private nextId = 1;

  constructor(start: Date | number) {
    this.current = typeof start === 'number' ? start : start.getTime();
  }

  now(): number {
    return this.current;
  }

  setTimeout(callback: () => void, ms: number): unknown {
    const id = this.nextId++;
    this.timers.push({ id, at: this.current + Math.max(0, ms), callback });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.timers = this.timers.filter((timer) => timer.id !== handle);
  }

  advance(ms: number): void {
    const target = this.current + ms;
    for (;;) {
      const due = this.timers.filter((timer) => timer.at <= target).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.timers = this.timers.filter((timer) => timer !== due);
      this.current = Math.max(this.current, due.at);
      due.callback();
    }
    this.current = target;
  }

  get pendingTimers(): number {
    return this.timers.length;
  }
}
