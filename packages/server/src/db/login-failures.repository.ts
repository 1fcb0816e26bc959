import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

export interface FailureCounter {
  /** Digest naming the counter. */
  counter: string;
  /** Digest of the account it concerns ('' for none), so that a password reset can clear them all. */
  account: string;
}

/** The counters of failed sign-ins (table `login_failure`), kept across restarts. */
export class LoginFailuresRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The latest moment any of these counters refuses sign-ins until; undefined when none does. */
  async blockedUntil(counters: string[], now: Date): Promise<Date | undefined> {
    if (counters.length === 0) return undefined;
    const rows = await this.db.selectFrom('login_failure').select('blocked_until')
      .where('counter', 'in', counters)
      .where('blocked_until', 'is not', null)
      .execute();
    const times = rows.map((row) => new Date(row.blocked_until as string | Date).getTime()).filter((at) => at > now.getTime());
    return times.length === 0 ? undefined : new Date(Math.max(...times));
  }

  /**
   * Adds a failure to the counter and answers its count. Counters whose last failure is older than
   * `since` are removed first (so the table holds only the recent ones, and such a counter starts again).
   */
  async addFailure(entry: FailureCounter, now: Date, since: Date): Promise<number> {
    await this.db.deleteFrom('login_failure').where('last_failure_at', '<', since.toISOString()).execute();
    const row = await this.db.insertInto('login_failure')
      .values({ counter: entry.counter, account: entry.account, failures: 1, last_failure_at: now.toISOString(), blocked_until: null })
      .onConflict((oc) => oc.column('counter').doUpdateSet((eb) => ({
        failures: eb('login_failure.failures', '+', 1),
        last_failure_at: now.toISOString(),
      })))
      .returning('failures')
      .executeTakeFirstOrThrow();
    return Number(row.failures);
  }

  async block(counter: string, until: Date): Promise<void> {
    await this.db.updateTable('login_failure').set({ blocked_until: until.toISOString() }).where('counter', '=', counter).execute();
  }

  async clear(counter: string): Promise<void> {
    await this.db.deleteFrom('login_failure').where('counter', '=', counter).execute();
  }

  /** Every counter of an account (its own, and those of each client that tried it). */
  async clearAccount(account: string): Promise<void> {
    await this.db.deleteFrom('login_failure').where('account', '=', account).execute();
  }
}
