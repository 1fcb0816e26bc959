import { describe, expect, it } from 'vitest';
import { joinTimeout, parseTimeField, splitTimeout, timeoutProblem } from './timeout.js';

describe('workflow timeout', () => {
  it('splits seconds into hours, minutes and seconds and joins them back', () => {
    expect(splitTimeout(3725)).toEqual({ hours: 1, minutes: 2, seconds: 5 });
    expect(joinTimeout({ hours: 1, minutes: 2, seconds: 5 })).toBe(3725);
    expect(splitTimeout(59)).toEqual({ hours: 0, minutes: 0, seconds: 59 });
  });

  it('shows an unset timeout (-1) as zero in every input', () => {
    expect(splitTimeout(-1)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
  });

  it('joins 60 minutes and 60 seconds as the spec counts them', () => {
    expect(joinTimeout({ hours: 0, minutes: 60, seconds: 60 })).toBe(3660);
  });

  it('reads inputs as whole numbers, empty and unreadable values as 0', () => {
    expect(parseTimeField('')).toBe(0);
    expect(parseTimeField('12')).toBe(12);
    expect(parseTimeField('7.9')).toBe(7);
    expect(parseTimeField(4.5)).toBe(4);
    expect(parseTimeField('abc')).toBe(0);
    expect(parseTimeField(-3)).toBe(0);
  });

  it('refuses an activated timeout of 0 seconds', () => {
    expect(timeoutProblem(true, 0, 3600)).toEqual({ kind: 'zero' });
  });

  it('refuses a timeout above the maximum and names the maximum in parts', () => {
    expect(timeoutProblem(true, 3601, 3600)).toEqual({ kind: 'overMaximum', maximum: { hours: 1, minutes: 0, seconds: 0 } });
    expect(timeoutProblem(true, 3600, 3600)).toBeNull();
  });

  it('accepts anything while the timeout is off', () => {
    expect(timeoutProblem(false, 0, 3600)).toBeNull();
    expect(timeoutProblem(false, 99_999, 3600)).toBeNull();
  });
});
