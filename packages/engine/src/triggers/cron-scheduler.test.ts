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

  it('rejects malformed expressions with the expression in the message', () => {
    expect(() => validateCronExpression('61 * * * *')).toThrow(/Invalid cron expression "61 \* \* \* \*"/);
    expect(() => validateCronExpression('* *')).toThrow(/2 fields, 5 or 6 are expected/);
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
