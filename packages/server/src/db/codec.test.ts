import { describe, expect, it } from 'vitest';
import { isoOfTime } from './codec.js';

describe('isoOfTime', () => {
  it('writes each time as toISOString does, also when the same millisecond comes again or an older one after it', () => {
    const times = [Date.UTC(2026, 0, 2, 3, 4, 5, 6), Date.UTC(2026, 0, 2, 3, 4, 5, 6), Date.UTC(2026, 0, 2, 3, 4, 5, 7), 0, Date.UTC(2026, 0, 2, 3, 4, 5, 6)];
    expect(times.map(isoOfTime)).toEqual(times.map((ms) => new Date(ms).toISOString()));
  });

  it('refuses a time that is not one, as Date does', () => {
    expect(() => isoOfTime(Number.NaN)).toThrow(RangeError);
  });
});
