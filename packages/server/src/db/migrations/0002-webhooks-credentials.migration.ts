import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database.js';
import { columnTypes } from './column-types.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * Production webhooks of active workflows (one row per method and path, so a second workflow cannot
 * take a path another one holds) and stored credentials (their data encrypted).
 */
export function webhooksCredentialsMigration(dialect: DialectName): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema.createTable('webhook_entity')
        .addColumn('webhook_path', 'varchar(255)', (c) => c.notNull())
        .addColumn('method', 'varchar(8)', (c) => c.notNull())
        .addColumn('workflow_id', 'integer', (c) => c.notNull().references('workflow_entity.id').onDelete('cascade'))
        .addColumn('node', 'varchar(255)', (c) => c.notNull())
        // Paths with parameters (`:id/items`) are found by the node's webhook id and their segment count.
        .addColumn('webhook_id', 'varchar(36)')
        .addColumn('path_length', 'integer')
        .addPrimaryKeyConstraint('pk_webhook_entity', ['webhook_path', 'method'])
        .execute();
      await db.schema.createIndex('idx_webhook_entity_dynamic').on('webhook_entity')
        .columns(['webhook_id', 'method', 'path_length']).execute();
      await db.schema.createIndex('idx_webhook_entity_workflow').on('webhook_entity').column('workflow_id').execute();

      await t.addId(db.schema.createTable('credentials_entity'))
        .addColumn('name', 'varchar(128)', (c) => c.notNull())
        .addColumn('type', 'varchar(128)', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('idx_credentials_entity_type').on('credentials_entity').columns(['type', 'name']).execute();
    },
  };
}
