import { describe, expect, it } from 'vitest';
import { isoOfTime } from './codec.js';

describe('isoOfTime', () => {
  it('writes each time as toISOString does, also when the same millisecond comes again or an older one after it', () => {
    const times = [Date.UTC(2026, 0, 2, 3, 4, 5, 6), Date.UTC(2026, 0, 2, 3, 4, 5, 6), Date.UTC(2026, 0, 2, 3, 4, 5, 7), 0, Date.UTC(2026, 0, 2, 3, 4, 5, 6)];
    expect(times.map(isoOfTime)).toEqual(times.map((ms) => new Date(ms).toISOString()));
  });

  it('writes every millisecond of a second, the seconds around it, times before 1970 and far-off years as toISOString does', () => {
    const second = Date.UTC(2026, 10, 22, 23, 59, 59);
    const times = [
      ...Array.from({ length: 1000 }, (_, ms) => second + ms), second + 1000, second - 1, second + 1,
      -1, -1001, -62198755200000, 253402300799999, 253402300800000, 8.64e15, 1.5,
    ];
    expect(times.map(isoOfTime)).toEqual(times.map((ms) => new Date(ms).toISOString()));
  });

  it('refuses a time that is not one, as Date does', () => {
    expect(() => isoOfTime(Number.NaN)).toThrow(RangeError);
    expect(() => isoOfTime(8.64e15 + 1)).toThrow(RangeError);
  });
});
