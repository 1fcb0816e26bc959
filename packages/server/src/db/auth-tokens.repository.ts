import type { Kysely } from 'kysely';
import type { Database } from './schema.js';
import { isoOfTime, nowIso, toIso } from './codec.js';

/** The kinds of e-mailed single-use tokens. */
export type AuthTokenKind = 'password-reset';

/**
 * Single-use tokens of e-mailed links. Only their sha256 is stored: a copy of the database does not
 * hold a working link.
 */
export class AuthTokensRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Stores a new token for the user and retires their earlier unused ones of the same kind, so that
   * only the newest link works.
   */
  async issue(userId: string, kind: AuthTokenKind, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('auth_token').where('user_id', '=', userId).where('kind', '=', kind)
        .where('used_at', 'is', null).execute();
      await trx.insertInto('auth_token').values({
        token_hash: tokenHash, user_id: userId, kind, expires_at: isoOfTime(expiresAt.getTime()), used_at: null,
      }).execute();
    });
  }

  /** Withdraws a token whose mail could not be sent. */
  async revoke(tokenHash: string): Promise<void> {
    await this.db.deleteFrom('auth_token').where('token_hash', '=', tokenHash).execute();
  }

  /** Whether the token is the user's, of this kind, unused and not expired. */
  async isValid(tokenHash: string, userId: string, kind: AuthTokenKind): Promise<boolean> {
    const row = await this.db.selectFrom('auth_token').select('token_hash')
      .where('token_hash', '=', tokenHash).where('user_id', '=', userId).where('kind', '=', kind)
      .where('used_at', 'is', null).where('expires_at', '>', nowIso())
      .executeTakeFirst();
    return row !== undefined;
  }

  /** When the user's newest token of this kind expires (used or not); undefined when none was issued. */
  async latestExpiry(userId: string, kind: AuthTokenKind): Promise<Date | undefined> {
    const row = await this.db.selectFrom('auth_token').select('expires_at')
      .where('user_id', '=', userId).where('kind', '=', kind)
      .orderBy('expires_at', 'desc').limit(1).executeTakeFirst();
    return row ? new Date(toIso(row.expires_at)) : undefined;
  }

  /**
   * Uses a password-reset token: in one transaction the token is marked used (only if it still was
   * valid: two requests racing with one link cannot both win), the user's other reset tokens are
   * retired and the new password hash is stored. Answers false, changing nothing, for a token that
   * is not (or no longer) valid.
   */
  async resetPassword(tokenHash: string, userId: string, passwordHash: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const now = nowIso();
      const used = await trx.updateTable('auth_token').set({ used_at: now })
        .where('token_hash', '=', tokenHash).where('user_id', '=', userId).where('kind', '=', 'password-reset')
        .where('used_at', 'is', null).where('expires_at', '>', now)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) === 0) return false;
      await trx.updateTable('auth_token').set({ used_at: now })
        .where('user_id', '=', userId).where('kind', '=', 'password-reset').where('used_at', 'is', null).execute();
      const updated = await trx.updateTable('user').set({ password: passwordHash, updated_at: now })
        .where('id', '=', userId).where('password', 'is not', null)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw new TokenUserGoneError();
      return true;
    }).catch((error: unknown) => {
      if (error instanceof TokenUserGoneError) return false;
      throw error;
    });
  }

  /** Removes tokens that expired a while ago; they can never be used again. */
  async deleteExpired(before: Date): Promise<void> {
    await this.db.deleteFrom('auth_token').where('expires_at', '<', isoOfTime(before.getTime())).execute();
  }
}

/** Rolls the reset back: the user was deleted or never signed up meanwhile. */
class TokenUserGoneError extends Error {}
