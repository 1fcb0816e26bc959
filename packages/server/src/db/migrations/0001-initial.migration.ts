import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database.js';
import { columnTypes } from './column-types.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

export function initialMigration(dialect: DialectName): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await t.addId(db.schema.createTable('workflow_entity'))
        .addColumn('name', 'varchar(128)', (c) => c.notNull())
        .addColumn('active', 'boolean', (c) => c.notNull())
        .addColumn('nodes', t.json, (c) => c.notNull())
        .addColumn('connections', t.json, (c) => c.notNull())
        .addColumn('settings', t.json, (c) => c.notNull())
        .addColumn('static_data', t.json)
        .addColumn('pin_data', t.json, (c) => c.notNull())
        .addColumn('meta', t.json)
        .addColumn('version_id', 'varchar(36)', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('idx_workflow_entity_name').on('workflow_entity').column('name').execute();

      await t.addId(db.schema.createTable('tag_entity'))
        .addColumn('name', 'varchar(24)', (c) => c.notNull().unique())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();

      await db.schema.createTable('workflows_tags')
        .addColumn('workflow_id', 'integer', (c) => c.notNull().references('workflow_entity.id').onDelete('cascade'))
        .addColumn('tag_id', 'integer', (c) => c.notNull().references('tag_entity.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('pk_workflows_tags', ['workflow_id', 'tag_id'])
        .execute();
      await db.schema.createIndex('idx_workflows_tags_tag').on('workflows_tags').column('tag_id').execute();

      await db.schema.createTable('workflow_history')
        .addColumn('version_id', 'varchar(36)', (c) => c.primaryKey())
        .addColumn('workflow_id', 'integer', (c) => c.notNull().references('workflow_entity.id').onDelete('cascade'))
        .addColumn('nodes', t.json, (c) => c.notNull())
        .addColumn('connections', t.json, (c) => c.notNull())
        .addColumn('authors', 'varchar(255)', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('idx_workflow_history_workflow').on('workflow_history')
        .columns(['workflow_id', 'created_at']).execute();

      await t.addId(db.schema.createTable('execution_entity'))
        .addColumn('workflow_id', 'integer', (c) => c.references('workflow_entity.id').onDelete('cascade'))
        .addColumn('mode', 'varchar(32)', (c) => c.notNull())
        .addColumn('status', 'varchar(32)', (c) => c.notNull())
        .addColumn('finished', 'boolean', (c) => c.notNull())
        .addColumn('started_at', t.timestamp, (c) => c.notNull())
        .addColumn('stopped_at', t.timestamp)
        .addColumn('wait_till', t.timestamp)
        .addColumn('retry_of', 'integer')
        .addColumn('retry_success_id', 'integer')
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('idx_execution_entity_workflow').on('execution_entity')
        .columns(['workflow_id', 'id']).execute();
      await db.schema.createIndex('idx_execution_entity_wait_till').on('execution_entity')
        .columns(['wait_till', 'id']).execute();

      await db.schema.createTable('execution_data')
        .addColumn('execution_id', 'integer', (c) =>
          c.primaryKey().references('execution_entity.id').onDelete('cascade'))
        .addColumn('workflow_data', t.json, (c) => c.notNull())
        .addColumn('data', t.json, (c) => c.notNull())
        .execute();

      await db.schema.createTable('user')
        .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
        .addColumn('email', 'varchar(255)', (c) => c.unique())
        .addColumn('first_name', 'varchar(32)')
        .addColumn('last_name', 'varchar(32)')
        .addColumn('password', 'varchar(255)')
        .addColumn('role', 'varchar(32)', (c) => c.notNull())
        .addColumn('personalization_answers', t.json)
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();

      await db.schema.createTable('settings')
        .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
