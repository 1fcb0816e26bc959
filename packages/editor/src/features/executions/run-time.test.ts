import { describe, expect, it } from 'vitest';
import { elapsedMs, runTimeText } from './run-time.js';

describe('runTimeText', () => {
  it('counts whole seconds below a minute for a ticking timer', () => {
    expect(runTimeText(0)).toEqual({ unit: 'seconds', value: '0' });
    expect(runTimeText(12_999)).toEqual({ unit: 'seconds', value: '12' });
    expect(runTimeText(59_999)).toEqual({ unit: 'seconds', value: '59' });
  });

  it('switches to minutes:seconds at 60 s', () => {
    expect(runTimeText(60_000)).toEqual({ unit: 'minutes', value: '1:00' });
    expect(runTimeText(65_400)).toEqual({ unit: 'minutes', value: '1:05' });
    expect(runTimeText(3_600_000 + 61_000)).toEqual({ unit: 'minutes', value: '61:01' });
  });

  it('keeps milliseconds for a finished run shorter than a minute', () => {
    expect(runTimeText(250, true)).toEqual({ unit: 'seconds', value: '0.25' });
    expect(runTimeText(12_034, true)).toEqual({ unit: 'seconds', value: '12.034' });
    expect(runTimeText(90_500, true)).toEqual({ unit: 'minutes', value: '1:30' });
  });

  it('never shows a negative time when clocks disagree', () => {
    expect(runTimeText(-3_000)).toEqual({ unit: 'seconds', value: '0' });
  });
});

describe('elapsedMs', () => {
  it('measures from the start to a time or an instant', () => {
    expect(elapsedMs('2026-01-01T00:00:00.000Z', '2026-01-01T00:01:02.500Z')).toBe(62_500);
    expect(elapsedMs('2026-01-01T00:00:00.000Z', Date.parse('2026-01-01T00:00:05.000Z'))).toBe(5_000);
  });

  it('counts an unreadable time as no time', () => {
    expect(elapsedMs('not a date', '2026-01-01T00:00:00.000Z')).toBe(0);
  });
});
