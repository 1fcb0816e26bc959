import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { currentDate, extractPart, roundDate, shiftDate, timeBetween } from './date-time-v2-operations.js';

const date = DateTime.fromISO('2024-03-30T22:15:40.500', { zone: 'Europe/Berlin' });

describe('Date & Time v2 operations', () => {
  it('gives the current date in a zone, with or without the time', () => {
    const now = DateTime.fromISO('2024-01-15T23:30:00Z');
    expect(currentDate('Europe/Berlin', true, now)).toBe('2024-01-16T00:30:00.000+01:00');
    expect(currentDate('America/New_York', false, now)).toBe('2024-01-15T00:00:00.000-05:00');
  });

  it('adds and subtracts calendar units across a daylight saving change', () => {
    expect(shiftDate(date, 'days', 1, 1)).toBe('2024-03-31T22:15:40.500+02:00');
    expect(shiftDate(date, 'hours', 24, 1)).toBe('2024-03-31T23:15:40.500+02:00');
    expect(shiftDate(date, 'months', 1, -1)).toBe('2024-02-29T22:15:40.500+01:00');
    expect(shiftDate(date, 'quarters', 1, 1)).toBe('2024-06-30T22:15:40.500+02:00');
  });

  it('rounds down to the start and up to the end of a unit', () => {
    expect(roundDate(date, 'roundDown', 'month')).toBe('2024-03-01T00:00:00.000+01:00');
    expect(roundDate(date, 'roundDown', 'week')).toBe('2024-03-25T00:00:00.000+01:00');
    expect(roundDate(date, 'roundDown', 'hour')).toBe('2024-03-30T22:00:00.000+01:00');
    expect(roundDate(date, 'roundUp', 'month')).toBe('2024-04-01T00:00:00.000+02:00');
  });

  it('measures the time between dates in units or as ISO', () => {
    const end = DateTime.fromISO('2024-04-02T10:15:40.500', { zone: 'Europe/Berlin' });
    expect(timeBetween(date, end, ['day'], false)).toEqual({ days: 2.5 });
    expect(timeBetween(date, end, ['day', 'hour'], false)).toEqual({ days: 2, hours: 12 });
    expect(timeBetween(date, end, ['day', 'hour'], true)).toBe('P2DT12H');
  });

  it('extracts parts', () => {
    expect(['year', 'month', 'week', 'day', 'hour', 'minute', 'second'].map((part) => extractPart(date, part)))
      .toEqual([2024, 3, 13, 30, 22, 15, 40]);
  });
});
