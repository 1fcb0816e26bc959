import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database.js';
import { columnTypes } from './column-types.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * Community node packages the owner installed, and the node types each brings: the server installs them
 * again into <user folder>/nodes' list at start and loads them (a package's nodes go with it).
 */
export function installedPackagesMigration(dialect: DialectName): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema.createTable('installed_packages')
        .addColumn('package_name', 'varchar(214)', (c) => c.primaryKey())
        .addColumn('installed_version', 'varchar(50)', (c) => c.notNull())
        .addColumn('author_name', 'varchar(70)')
        .addColumn('author_email', 'varchar(70)')
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createTable('installed_nodes')
        .addColumn('type', 'varchar(400)', (c) => c.primaryKey())
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('latest_version', 'integer', (c) => c.notNull())
        .addColumn('package_name', 'varchar(214)', (c) => c.notNull().references('installed_packages.package_name').onDelete('cascade'))
        .execute();
      await db.schema.createIndex('idx_installed_nodes_package').on('installed_nodes').column('package_name').execute();
    },
  };
}
