import { describe, expect, it } from 'vitest';
import { RetryQueue, type HandleResult } from './retry-queue';

/** Timers the test runs by hand, recording the delays asked for. */
function manualTimers() {
  const pending: Array<() => void> = [];
  const delays: number[] = [];
  return {
    delays,
    schedule: (callback: () => void, ms: number) => { pending.push(callback); delays.push(ms); },
    tick: () => pending.shift()?.(),
  };
}

describe('RetryQueue', () => {
  it('delivers a message at once when it can be applied', () => {
    const handled: string[] = [];
    const queue = new RetryQueue<string>((m) => { handled.push(m); return 'done'; });
    queue.push('a');
    queue.push('b');
    expect(handled).toEqual(['a', 'b']);
    expect(queue.pending).toBe(0);
  });

  it('holds a message that came too early, retries it every 20-25 ms and keeps the ones after it in order', () => {
    const timers = manualTimers();
    let known = false;
    const applied: string[] = [];
    const queue = new RetryQueue<string>((m): HandleResult => {
      if (!known) return 'later';
      applied.push(m);
      return 'done';
    }, { schedule: timers.schedule });
    queue.push('nodeExecuteAfter');
    queue.push('executionFinished');
    expect(applied).toEqual([]);
    expect(queue.pending).toBe(2);
    timers.tick();
    known = true;
    timers.tick();
    expect(applied).toEqual(['nodeExecuteAfter', 'executionFinished']);
    expect(timers.delays.every((ms) => ms >= 20 && ms <= 25)).toBe(true);
  });

  it('gives a message up after 5 retries and goes on with the next', () => {
    const timers = manualTimers();
    const tries: Record<string, number> = {};
    const queue = new RetryQueue<string>((m) => {
      tries[m] = (tries[m] ?? 0) + 1;
      return m === 'orphan' ? 'later' : 'done';
    }, { schedule: timers.schedule });
    queue.push('orphan');
    queue.push('next');
    for (let i = 0; i < 10; i++) timers.tick();
    expect(tries).toEqual({ orphan: 6, next: 1 });
    expect(queue.pending).toBe(0);
  });
});
