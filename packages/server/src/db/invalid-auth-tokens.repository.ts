import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/** Session cookies ended by signing out before they expired, by their sha256 (spec: a denylist). */
export class InvalidAuthTokensRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Adds one, and forgets those that expired on their own: they are refused anyway. */
  async add(tokenHash: string, expiresAt: Date, now = new Date()): Promise<void> {
    await this.db.deleteFrom('invalid_auth_token').where('expires_at', '<', now.toISOString()).execute();
    await this.db.insertInto('invalid_auth_token')
      .values({ token_hash: tokenHash, expires_at: expiresAt.toISOString() })
      .onConflict((oc) => oc.column('token_hash').doNothing())
      .execute();
  }

  async has(tokenHash: string): Promise<boolean> {
    const row = await this.db.selectFrom('invalid_auth_token').select('token_hash')
      .where('token_hash', '=', tokenHash).executeTakeFirst();
    return row !== undefined;
  }
}
