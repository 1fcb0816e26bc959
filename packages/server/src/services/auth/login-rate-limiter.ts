import { createHash } from 'node:crypto';
import type { LoginFailuresRepository } from '../../db/login-failures.repository.js';

/**
 * Failed sign-ins slow further attempts down instead of locking an account: past a threshold of
 * failures, each counter refuses sign-ins for a delay that doubles with every further failure, up to
 * a cap. An unknown client is held by three counters: its address with the account (the tight one),
 * the account from anywhere, and its address for any account (both looser, against guessing spread
 * over many addresses or many accounts). A known client (a valid device cookie for the account) is
 * held by its own device's counter only, so failures elsewhere never delay the real user.
 */
export interface RateLimits {
  /** A counter whose last failure is older than this is forgotten. */
  windowMs: number;
  /** Failures of one client (address, or known device) for one account before delays start. */
  perClient: number;
  /** Failures for one account from unknown clients anywhere. */
  perAccount: number;
  /** Failures from one address, any account, by unknown clients. */
  perAddress: number;
  /** The delay at the threshold; it doubles with each failure past it. */
  firstDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  windowMs: 60 * 60_000, perClient: 5, perAccount: 20, perAddress: 50, firstDelayMs: 1000, maxDelayMs: 15 * 60_000,
};

/** Who is signing in: the client address, and the device id of a valid device cookie for the account tried. */
export interface SignInClient {
  address: string;
  deviceId?: string;
}

interface Counter {
  counter: string;
  account: string;
  threshold: number;
}

/** How long a counter with `failures` refuses sign-ins after its last failure; 0 below the threshold. */
export function delayAfter(failures: number, threshold: number, limits: RateLimits): number {
  if (failures < threshold) return 0;
  return Math.min(limits.firstDelayMs * 2 ** (failures - threshold), limits.maxDelayMs);
}

export class LoginRateLimiter {
  constructor(
    private readonly failures: LoginFailuresRepository,
    private readonly limits: RateLimits = DEFAULT_RATE_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until this client may try this e-mail address again; 0 when it may now. */
  async retryAfterMs(email: string, client: SignInClient): Promise<number> {
    const now = this.now();
    const until = await this.failures.blockedUntil(this.countersOf(email, client).map((c) => c.counter), new Date(now));
    return until ? until.getTime() - now : 0;
  }

  async recordFailure(email: string, client: SignInClient): Promise<void> {
    const now = this.now();
    for (const entry of this.countersOf(email, client)) {
      const count = await this.failures.addFailure(entry, new Date(now), new Date(now - this.limits.windowMs));
      const delay = delayAfter(count, entry.threshold, this.limits);
      if (delay > 0) await this.failures.block(entry.counter, new Date(now + delay));
    }
  }

  /** The right password: this client's own counter starts again (the wider ones count on). */
  async recordSuccess(email: string, client: SignInClient): Promise<void> {
    const [own] = this.countersOf(email, client);
    if (own) await this.failures.clear(own.counter);
  }

  /** Every counter of the account, from any client: its user proved they read the account's mail. */
  async forgetAccount(email: string): Promise<void> {
    await this.failures.clearAccount(accountDigest(email));
  }

  /** The client's own counter first. */
  private countersOf(email: string, client: SignInClient): Counter[] {
    const account = accountDigest(email);
    const { perClient, perAccount, perAddress } = this.limits;
    if (client.deviceId !== undefined) return [{ counter: digest('device', client.deviceId, account), account, threshold: perClient }];
    return [
      { counter: digest('pair', client.address, account), account, threshold: perClient },
      { counter: digest('account', account), account, threshold: perAccount },
      { counter: digest('address', client.address), account: '', threshold: perAddress },
    ];
  }
}

const accountDigest = (email: string) => digest('email', email.trim().toLowerCase());

function digest(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\0')).digest('hex');
}
