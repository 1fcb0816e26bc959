/**
 * Failed sign-ins counted in memory, per e-mail address and per client address, over a sliding window:
 * enough to stop guessing a password, without a table to clean. A restart forgets them, which costs an
 * attacker a restart they cannot cause.
 */
export interface RateLimits {
  windowMs: number;
  /** Failures for one e-mail address within the window before its sign-ins are refused. */
  perEmail: number;
  /** Failures from one client address within the window (many e-mails tried from one place). */
  perIp: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = { windowMs: 15 * 60_000, perEmail: 10, perIp: 50 };

export class LoginRateLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly limits: RateLimits = DEFAULT_RATE_LIMITS, private readonly now: () => number = Date.now) {}

  /** Milliseconds until this e-mail may be tried again from this address; 0 when it may now. */
  retryAfterMs(email: string, ip: string): number {
    return Math.max(this.blockedFor(emailKey(email), this.limits.perEmail), this.blockedFor(ipKey(ip), this.limits.perIp));
  }

  recordFailure(email: string, ip: string): void {
    const at = this.now();
    for (const key of [emailKey(email), ipKey(ip)]) {
      const times = this.recent(key);
      times.push(at);
      this.failures.set(key, times);
    }
    this.forgetOld();
  }

  /** A successful sign-in: that e-mail's failures no longer count (the address's still do). */
  recordSuccess(email: string): void {
    this.failures.delete(emailKey(email));
  }

  private blockedFor(key: string, limit: number): number {
    const times = this.recent(key);
    if (times.length < limit) return 0;
    // Free again once enough of the failures have left the window.
    const freeingFailure = times[times.length - limit] as number;
    return Math.max(0, freeingFailure + this.limits.windowMs - this.now());
  }

  private recent(key: string): number[] {
    const since = this.now() - this.limits.windowMs;
    return (this.failures.get(key) ?? []).filter((at) => at > since);
  }

  /** Keeps the map from growing without end under a spray of addresses. */
  private forgetOld(): void {
    if (this.failures.size < 10_000) return;
    const since = this.now() - this.limits.windowMs;
    for (const [key, times] of this.failures) {
      if (!times.some((at) => at > since)) this.failures.delete(key);
    }
  }
}

const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;
