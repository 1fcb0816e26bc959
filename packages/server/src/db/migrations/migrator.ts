import type { Kysely, Migration } from 'kysely';
import { Migrator } from '../kysely.js';
import type { DialectName } from '../database.js';
import { initialMigration } from './0001-initial.migration.js';
import { webhooksCredentialsMigration } from './0002-webhooks-credentials.migration.js';
import { executionWorkflowsMigration } from './0003-execution-workflows.migration.js';
import { executionListIndexesMigration } from './0004-execution-list-indexes.migration.js';
import { accountsMigration } from './0005-accounts.migration.js';
import { credentialNodesAccessMigration } from './0006-credential-nodes-access.migration.js';

/** Every migration, in order. Names sort by their number; never rename or edit one that shipped. */
function allMigrations(dialect: DialectName): Record<string, Migration> {
  return {
    '0001_initial': initialMigration(dialect),
    '0002_webhooks_credentials': webhooksCredentialsMigration(dialect),
    '0003_execution_workflows': executionWorkflowsMigration(dialect),
    '0004_execution_list_indexes': executionListIndexesMigration(),
    '0005_accounts': accountsMigration(dialect),
    '0006_credential_nodes_access': credentialNodesAccessMigration(dialect),
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>, dialect: DialectName, schema?: string): Promise<void> {
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
