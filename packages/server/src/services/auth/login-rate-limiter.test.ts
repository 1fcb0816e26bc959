import { describe, expect, it } from 'vitest';
import { LoginRateLimiter } from './login-rate-limiter.js';

const MINUTE = 60_000;

function limiter(perEmail = 3, perIp = 5) {
  const clock = { now: 1_000_000 };
  return { clock, limiter: new LoginRateLimiter({ windowMs: 15 * MINUTE, perEmail, perIp }, () => clock.now) };
}

describe('LoginRateLimiter', () => {
  it('refuses an e-mail after its failures reach the limit, until the oldest leaves the window', () => {
    const { clock, limiter: l } = limiter();
    for (let i = 0; i < 3; i += 1) {
      expect(l.retryAfterMs('ann@example.com', '10.0.0.1')).toBe(0);
      l.recordFailure('ann@example.com', '10.0.0.1');
      clock.now += MINUTE;
    }
    // The first failure was 3 minutes ago: 12 minutes to go.
    expect(l.retryAfterMs('ann@example.com', '10.0.0.1')).toBe(12 * MINUTE);
    expect(l.retryAfterMs('Ann@Example.com ', '10.0.0.2')).toBe(12 * MINUTE);
    clock.now += 12 * MINUTE;
    expect(l.retryAfterMs('ann@example.com', '10.0.0.1')).toBe(0);
  });

  it('does not hold one address\'s failures against another e-mail below the address limit', () => {
    const { limiter: l } = limiter();
    for (let i = 0; i < 3; i += 1) l.recordFailure('ann@example.com', '10.0.0.1');
    expect(l.retryAfterMs('bob@example.com', '10.0.0.1')).toBe(0);
  });

  it('refuses every e-mail from an address that failed too often', () => {
    const { limiter: l } = limiter();
    for (let i = 0; i < 5; i += 1) l.recordFailure(`user${i}@example.com`, '10.0.0.1');
    expect(l.retryAfterMs('new@example.com', '10.0.0.1')).toBeGreaterThan(0);
    expect(l.retryAfterMs('new@example.com', '10.0.0.9')).toBe(0);
  });

  it('forgets an e-mail\'s failures when it signs in', () => {
    const { limiter: l } = limiter();
    for (let i = 0; i < 3; i += 1) l.recordFailure('ann@example.com', '10.0.0.1');
    l.recordSuccess('ann@example.com');
    expect(l.retryAfterMs('ann@example.com', '10.0.0.2')).toBe(0);
  });
});
