import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database.js';
import { columnTypes } from './column-types.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * Failed sign-ins, one row per counter (a client address and an account, a known device and an
 * account, an account, an address), so that the delays they impose survive a restart. Keys are
 * digests: the e-mail addresses strangers type are not stored.
 */
export function loginFailuresMigration(dialect: DialectName): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema.createTable('login_failure')
        .addColumn('counter', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('account', 'varchar(64)', (c) => c.notNull())
        .addColumn('failures', 'integer', (c) => c.notNull())
        .addColumn('last_failure_at', t.timestamp, (c) => c.notNull())
        .addColumn('blocked_until', t.timestamp)
        .execute();
      await db.schema.createIndex('idx_login_failure_account').on('login_failure').column('account').execute();
      await db.schema.createIndex('idx_login_failure_last').on('login_failure').column('last_failure_at').execute();
    },
  };
}
