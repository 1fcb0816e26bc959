import { CronExpressionParser } from 'cron-parser';
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

function normalizeRule(rule: CronExpressionRule, timezone: string): { expression: string; timezone: string } {
  return typeof rule === 'string'
    ? { expression: rule.trim(), timezone }
    : { expression: rule.expression.trim(), timezone: rule.timezone ?? timezone };
}

function parse(expression: string, timezone: string, from: number) {
  const fields = expression.split(/\s+/).filter(Boolean);
  if (!expression.startsWith('@') && (fields.length < 5 || fields.length > 6)) {
    throw new CronRuleError(expression, `it has ${fields.length} fields, 5 or 6 are expected`);
  }
  try {
    return CronExpressionParser.parse(expression, { currentDate: new Date(from), tz: timezone });
  } catch (error) {
    throw new CronRuleError(expression, error instanceof Error ? error.message : String(error));
  }
}

/** Throws a CronRuleError when the expression cannot be scheduled. */
export function validateCronExpression(expression: string, timezone = 'UTC'): void {
  parse(expression.trim(), timezone, Date.now());
}

/** The next `count` fire times of `rule` strictly after `from` (ms since epoch). */
export function nextFireTimes(rule: CronExpressionRule, from: number, timezone: string, count = 1): Date[] {
  const { expression, timezone: zone } = normalizeRule(rule, timezone);
  const parsed = parse(expression, zone, from);
  const times: Date[] = [];
  for (let i = 0; i < count && parsed.hasNext(); i++) times.push(parsed.next().toDate());
  return times;
}

/**
 * Runs cron jobs on a clock. Each job computes its next fire time after the previous one, so a slow
 * tick never shifts the schedule, and a wait longer than a timer allows is chained.
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
    const parsed = parse(expression, timezone, this.clock.now());
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
        scheduleNext();
      }, Math.max(0, Math.min(delay, MAX_TIMEOUT_MS)));
    };
    const scheduleNext = () => {
      if (this.closed || !parsed.hasNext()) return;
      scheduleAt(parsed.next().getTime());
    };
    scheduleNext();
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
