import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, delayAfter } from './login-rate-limiter.js';

describe('delayAfter', () => {
  it('is 0 below the threshold, then doubles from the first delay with each failure', () => {
    expect(delayAfter(4, 5, DEFAULT_RATE_LIMITS)).toBe(0);
    expect(delayAfter(5, 5, DEFAULT_RATE_LIMITS)).toBe(1000);
    expect(delayAfter(6, 5, DEFAULT_RATE_LIMITS)).toBe(2000);
    expect(delayAfter(9, 5, DEFAULT_RATE_LIMITS)).toBe(16_000);
  });

  it('stops at the cap, however many failures', () => {
    expect(delayAfter(15, 5, DEFAULT_RATE_LIMITS)).toBe(15 * 60_000);
    expect(delayAfter(5000, 5, DEFAULT_RATE_LIMITS)).toBe(15 * 60_000);
  });
});
