import type { Kysely, Migration } from 'kysely';
import { Migrator, sql } from '../kysely.js';
import type { DialectName } from '../database.js';
import { initialMigration } from './0001-initial.migration.js';
import { webhooksCredentialsMigration } from './0002-webhooks-credentials.migration.js';
import { executionWorkflowsMigration } from './0003-execution-workflows.migration.js';
import { executionListIndexesMigration } from './0004-execution-list-indexes.migration.js';
import { accountsMigration } from './0005-accounts.migration.js';
import { credentialNodesAccessMigration } from './0006-credential-nodes-access.migration.js';
import { installedPackagesMigration } from './0007-installed-packages.migration.js';
import { loginFailuresMigration } from './0008-login-failures.migration.js';
import { executionWorkerMigration } from './0009-execution-worker.migration.js';
import { userSettingsMigration } from './0010-user-settings.migration.js';

/** Every migration, in order. Names sort by their number; never rename or edit one that shipped. */
function allMigrations(dialect: DialectName): Record<string, Migration> {
  return {
    '0001_initial': initialMigration(dialect),
    '0002_webhooks_credentials': webhooksCredentialsMigration(dialect),
    '0003_execution_workflows': executionWorkflowsMigration(dialect),
    '0004_execution_list_indexes': executionListIndexesMigration(),
    '0005_accounts': accountsMigration(dialect),
    '0006_credential_nodes_access': credentialNodesAccessMigration(dialect),
    '0007_installed_packages': installedPackagesMigration(dialect),
    '0008_login_failures': loginFailuresMigration(dialect),
    '0009_execution_worker': executionWorkerMigration(),
    '0010_user_settings': userSettingsMigration(dialect),
  };
}

/**
 * Whether every migration is recorded as done already. Kysely's migrator, even with nothing to do,
 * reads the columns of every table of every schema of the database several times (it looks for its
 * own tables that way): on a database holding many schemas (a test run's), that is most of a start.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
async function isUpToDate(db: Kysely<any>, dialect: DialectName, schema?: string): Promise<boolean> {
  const table = schema ? sql.id(schema, 'kysely_migration') : sql.id('kysely_migration');
  const exists = dialect === 'postgresdb'
    ? sql<{ found: number }>`select 1 as found from pg_tables where schemaname = ${schema ?? sql`current_schema()`} and tablename = 'kysely_migration'`
    : sql<{ found: number }>`select 1 as found from sqlite_master where type = 'table' and name = 'kysely_migration'`;
  const { rows: [found] } = await exists.execute(db);
  if (!found?.found) return false;
  const { rows } = await sql<{ name: string }>`select name from ${table}`.execute(db);
  const done = new Set(rows.map((row) => row.name));
  const known = Object.keys(allMigrations(dialect));
  // A database with migrations this code does not know goes through the migrator, which refuses it.
  return done.size === known.length && known.every((name) => done.has(name));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>, dialect: DialectName, schema?: string): Promise<void> {
  if (await isUpToDate(db, dialect, schema)) return;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => allMigrations(dialect) },
    // Kysely looks for its bookkeeping tables in every schema it can see: without naming ours, another
    // schema's tables in the same database make it skip creating them here, and every migration fails.
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`The database migration "${failed}" failed: ${reason}`);
  }
}
