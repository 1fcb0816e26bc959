import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, type Migration } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { initialMigration } from './0001-initial.migration.js';
import { webhooksCredentialsMigration } from './0002-webhooks-credentials.migration.js';
import { executionWorkflowsMigration } from './0003-execution-workflows.migration.js';
import { executionListIndexesMigration } from './0004-execution-list-indexes.migration.js';
import { accountsMigration } from './0005-accounts.migration.js';
import { migrateToLatest } from './migrator.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- the schema as it was before 0006 */

let db: Kysely<any> | undefined;
afterEach(async () => {
  await db?.destroy();
  db = undefined;
});

const before0006: Record<string, Migration> = {
  '0001_initial': initialMigration('sqlite'),
  '0002_webhooks_credentials': webhooksCredentialsMigration('sqlite'),
  '0003_execution_workflows': executionWorkflowsMigration('sqlite'),
  '0004_execution_list_indexes': executionListIndexesMigration(),
  '0005_accounts': accountsMigration('sqlite'),
};

const node = (name: string, type: string, credentials?: Record<string, { id: string | number | null; name: string }>) =>
  ({ id: name, name, type, typeVersion: 1, position: [0, 0], parameters: {}, ...(credentials ? { credentials } : {}) });

describe('migration 0006: node access of credentials', () => {
  it('lets the node types of saved workflows keep using the credentials they name; others start with none', async () => {
    db = new Kysely<any>({ dialect: new SqliteDialect({ database: new SqliteDatabase(':memory:') }) });
    const { error } = await new Migrator({ db, provider: { getMigrations: async () => before0006 } }).migrateToLatest();
    expect(error).toBeUndefined();
    const now = new Date().toISOString();
    for (const name of ['Used', 'Unused']) {
      await db.insertInto('credentials_entity').values({ name, type: 'httpHeaderAuth', data: 'v1:x', created_at: now, updated_at: now }).execute();
    }
    const workflow = (name: string, nodes: unknown[]) => ({
      name, active: 0, nodes: JSON.stringify(nodes), connections: '{}', settings: '{}', pin_data: '{}', version_id: name, created_at: now, updated_at: now,
    });
    await db.insertInto('workflow_entity').values([
      workflow('Calls', [node('Call', 'n8n-nodes-base.httpRequest', { httpHeaderAuth: { id: '1', name: 'Used' } })]),
      workflow('Listens', [node('Hook', 'n8n-nodes-base.webhook', { httpHeaderAuth: { id: 1, name: 'Used' } }), node('Old', 'n8n-nodes-base.set', { x: { id: null, name: 'Unused' } })]),
    ]).execute();

    await migrateToLatest(db, 'sqlite');
    const rows = await db.selectFrom('credentials_entity').select(['name', 'nodes_access']).orderBy('id').execute() as Array<{ name: string; nodes_access: string }>;
    const access = Object.fromEntries(rows.map((row) => [row.name, (JSON.parse(row.nodes_access) as Array<{ nodeType: string }>).map((a) => a.nodeType)]));
    expect(access).toEqual({ Used: ['n8n-nodes-base.httpRequest', 'n8n-nodes-base.webhook'], Unused: [] });
  });
});
