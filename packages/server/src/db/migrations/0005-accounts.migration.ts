import type { Kysely, Migration } from 'kysely';
import { sql } from '../kysely.js';
import type { DialectName } from '../database.js';
import { columnTypes } from './column-types.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * Accounts: who owns each workflow and credential, the user's API key (a hash and the last characters
 * to show), single-use tokens of the e-mailed links (only their hashes), and sessions ended by
 * signing out before their cookie expired.
 *
 * Workflows and credentials stored before accounts existed belong to the instance's first user: the
 * default user, who becomes the owner at setup.
 */
export function accountsMigration(dialect: DialectName): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('user').addColumn('api_key_hash', 'varchar(64)').execute();
      await db.schema.alterTable('user').addColumn('api_key_hint', 'varchar(16)').execute();
      await db.schema.createIndex('idx_user_api_key_hash').on('user').column('api_key_hash').unique().execute();
      await db.schema.createIndex('idx_user_email').on('user').column('email').unique().execute();

      await db.schema.alterTable('workflow_entity').addColumn('owner_id', 'varchar(36)').execute();
      await db.schema.createIndex('idx_workflow_entity_owner').on('workflow_entity').column('owner_id').execute();
      await db.schema.alterTable('credentials_entity').addColumn('owner_id', 'varchar(36)').execute();
      await db.schema.createIndex('idx_credentials_entity_owner').on('credentials_entity').column('owner_id').execute();

      const firstUser = sql`(select id from ${sql.table('user')} where role in ('owner', 'default') order by created_at limit 1)`;
      await sql`update workflow_entity set owner_id = ${firstUser} where owner_id is null`.execute(db);
      await sql`update credentials_entity set owner_id = ${firstUser} where owner_id is null`.execute(db);

      await db.schema.createTable('auth_token')
        // sha256 of the token in hex: the token itself is only ever in the e-mail.
        .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('kind', 'varchar(32)', (c) => c.notNull())
        .addColumn('expires_at', t.timestamp, (c) => c.notNull())
        .addColumn('used_at', t.timestamp)
        .execute();
      await db.schema.createIndex('idx_auth_token_user').on('auth_token').columns(['user_id', 'kind']).execute();

      await db.schema.createTable('invalid_auth_token')
        .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('expires_at', t.timestamp, (c) => c.notNull())
        .execute();
    },
  };
}
