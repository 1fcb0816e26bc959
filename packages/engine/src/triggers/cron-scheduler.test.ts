import { describe, expect, it } from 'vitest';
import { CronScheduler, ManualClock, nextFireTimes, validateCronExpression } from './cron-scheduler.js';

describe('nextFireTimes', () => {
  it('computes fire times in the rule timezone', () => {
    const from = Date.parse('2024-03-10T12:00:00Z');
    const times = nextFireTimes('0 0 9 * * *', from, 'Europe/Berlin', 2).map((date) => date.toISOString());
    expect(times).toEqual(['2024-03-11T08:00:00.000Z', '2024-03-12T08:00:00.000Z']);
  });

  it('accepts 5-field expressions and a timezone on the rule itself', () => {
    const from = Date.parse('2024-01-01T00:00:00Z');
    const [next] = nextFireTimes({ expression: '30 6 * * 1', timezone: 'America/New_York' }, from, 'UTC');
    expect(next?.toISOString()).toBe('2024-01-01T11:30:00.000Z');
  });

  it('follows daylight saving time changes', () => {
    const from = Date.parse('2024-03-30T12:00:00Z');
    const times = nextFireTimes('0 0 9 * * *', from, 'Europe/Berlin', 2).map((date) => date.toISOString());
    expect(times).toEqual(['2024-03-31T07:00:00.000Z', '2024-04-01T07:00:00.000Z']);
  });

  it('reads a step larger than its field (every 90 minutes, every 30 hours) as the first value only, as saved rules expect', () => {
    const from = Date.parse('2024-01-01T00:00:00Z');
    const iso = (rule: string) => nextFireTimes(rule, from, 'UTC', 3).map((date) => date.toISOString());
    expect(iso('0 */90 * * * *')).toEqual(['2024-01-01T01:00:00.000Z', '2024-01-01T02:00:00.000Z', '2024-01-01T03:00:00.000Z']);
    expect(iso('0 0 */30 * * *')).toEqual(['2024-01-02T00:00:00.000Z', '2024-01-03T00:00:00.000Z', '2024-01-04T00:00:00.000Z']);
    expect(iso('0 0 9 1 */14 *')).toEqual(['2024-01-01T09:00:00.000Z', '2025-01-01T09:00:00.000Z', '2026-01-01T09:00:00.000Z']);
  });

  it('accepts a step from a start value, and the nicknames saved rules may use', () => {
    const from = Date.parse('2024-01-01T00:00:00Z');
    expect(nextFireTimes('5/20 * * * *', from, 'UTC', 3).map((date) => date.toISOString()))
      .toEqual(['2024-01-01T00:05:00.000Z', '2024-01-01T00:25:00.000Z', '2024-01-01T00:45:00.000Z']);
    // 2024-01-06 is a Saturday.
    expect(nextFireTimes('@weekdays', Date.parse('2024-01-05T12:00:00Z'), 'UTC')[0]?.toISOString()).toBe('2024-01-08T00:00:00.000Z');
    expect(nextFireTimes('@minutely', from, 'UTC')[0]?.toISOString()).toBe('2024-01-01T00:01:00.000Z');
    expect(nextFireTimes('@hourly', from, 'UTC')[0]?.toISOString()).toBe('2024-01-01T01:00:00.000Z');
  });

  it('fires strictly after the given time, at second 0 of 5-field rules', () => {
    expect(nextFireTimes('*/15 * * * *', Date.parse('2024-01-01T00:15:00.000Z'), 'UTC')[0]?.toISOString()).toBe('2024-01-01T00:30:00.000Z');
    expect(nextFireTimes('*/15 * * * *', Date.parse('2024-01-01T00:14:59.500Z'), 'UTC')[0]?.toISOString()).toBe('2024-01-01T00:15:00.000Z');
  });

  it('still fires a daily time that the spring-forward gap skips, on that day', () => {
    // 02:30 does not exist in Berlin on 2024-03-31 (02:00 -> 03:00): the rule fires once that day, at the end of the gap.
    const [gapDay, nextDay] = nextFireTimes('0 30 2 * * *', Date.parse('2024-03-30T12:00:00Z'), 'Europe/Berlin', 2);
    expect(gapDay?.toISOString()).toBe('2024-03-31T01:00:00.000Z');
    expect(nextDay?.toISOString()).toBe('2024-04-01T00:30:00.000Z');
  });

  it('rejects malformed expressions with the expression in the message', () => {
    expect(() => validateCronExpression('61 * * * *')).toThrow(/Invalid cron expression "61 \* \* \* \*"/);
    expect(() => validateCronExpression('* *')).toThrow(/2 fields, 5 or 6 are expected/);
    expect(() => validateCronExpression('0 0 0 0 * * * *')).toThrow(/8 fields, 5 or 6 are expected/);
    expect(() => validateCronExpression('@sometimes')).toThrow(/Invalid cron expression "@sometimes"/);
  });

  it('rejects a rule no date matches, which would never fire', () => {
    expect(() => validateCronExpression('0 0 30 2 *')).toThrow(/Invalid cron expression "0 0 30 2 \*": it never fires/);
  });
});

describe('CronScheduler', () => {
  it('ticks on each fire time of a manual clock and stops when closed', () => {
    const clock = new ManualClock(Date.parse('2024-01-01T00:00:00Z'));
    const scheduler = new CronScheduler(clock, 'UTC');
    const ticks: string[] = [];
    scheduler.register('0 */15 * * * *', () => ticks.push(new Date(clock.now()).toISOString()));
    clock.advance(60 * 60 * 1000);
    expect(ticks).toEqual([
      '2024-01-01T00:15:00.000Z', '2024-01-01T00:30:00.000Z', '2024-01-01T00:45:00.000Z', '2024-01-01T01:00:00.000Z',
    ]);
    scheduler.close();
    clock.advance(60 * 60 * 1000);
    expect(ticks).toHaveLength(4);
    expect(clock.pendingTimers).toBe(0);
  });

  it('waits longer than a timer allows (a yearly rule) in chained steps', () => {
    const clock = new ManualClock(Date.parse('2024-01-02T00:00:00Z'));
    const scheduler = new CronScheduler(clock, 'UTC');
    let fired = 0;
    scheduler.register('0 0 0 1 1 *', () => { fired++; });
    clock.advance(200 * 24 * 3600 * 1000);
    expect(fired).toBe(0);
    clock.advance(170 * 24 * 3600 * 1000);
    expect(fired).toBe(1);
    scheduler.close();
  });

  it('reports what a tick throws and keeps ticking', () => {
    const clock = new ManualClock(0);
    const errors: string[] = [];
    const scheduler = new CronScheduler(clock, 'UTC', (error) => errors.push(error.message));
    let calls = 0;
    scheduler.register('* * * * * *', () => {
      calls++;
      throw new Error(`tick ${calls} failed`);
    });
    clock.advance(3000);
    expect(calls).toBe(3);
    expect(errors).toEqual(['tick 1 failed', 'tick 2 failed', 'tick 3 failed']);
    scheduler.close();
  });
});
