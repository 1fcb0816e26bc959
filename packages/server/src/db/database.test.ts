import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from './kysely.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseConfig } from '../config.js';
import { openDatabase, type Db } from './database.js';
import { testSchemaName, TEST_PG_DATABASE } from '../test/test-schemas.js';

const opened: Db[] = [];
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.close();
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A fresh database of the kind DB_TYPE names; for Postgres in a schema whose name needs quoting. */
async function freshConfig(): Promise<DatabaseConfig> {
  if (process.env.DB_TYPE === 'postgresdb') {
    // A name that needs quoting; the schema stays until the next run's global setup.
    const schema = testSchemaName('Weft Test ');
    return {
      type: 'postgresdb',
      postgres: { host: '127.0.0.1', port: 5432, database: TEST_PG_DATABASE, user: 'postgres', password: '', schema },
    };
  }
  const folder = await mkdtemp(join(tmpdir(), 'weft-db-'));
  cleanups.push(() => rm(folder, { recursive: true, force: true }));
  return { type: 'sqlite', sqliteFile: join(folder, 'nested', 'database.sqlite') };
}

async function open(config: DatabaseConfig): Promise<Db> {
  const db = await openDatabase(config);
  opened.push(db);
  return db;
}

describe('openDatabase', () => {
  it('creates every table once and finds them again on the next start', async () => {
    const config = await freshConfig();
    const first = await open(config);
    await first.kysely.insertInto('settings').values({ key: 'k', value: 'v' }).execute();
    await first.close();
    const second = await open(config);
    const row = await second.kysely.selectFrom('settings').select('value').where('key', '=', 'k').executeTakeFirst();
    expect(row?.value).toBe('v');
    // Introspection lists every schema of the database, and other test files have theirs: keep ours.
    const ownSchema = config.type === 'postgresdb' ? config.postgres.schema : undefined;
    const tables = (await second.kysely.introspection.getTables()).filter((t) => t.schema === ownSchema);
    expect(tables.map((t) => t.name).filter((n) => !n.startsWith('kysely_')).sort()).toEqual([
      'auth_token', 'credentials_entity', 'execution_data', 'execution_entity', 'execution_workflow', 'installed_nodes', 'installed_packages', 'invalid_auth_token',
      'login_failure',
      'settings',
      'tag_entity', 'user', 'webhook_entity', 'workflow_entity', 'workflow_history', 'workflows_tags',
    ]);
  });

  it('migrates a new schema while another schema of the same database holds migrated tables', async () => {
    // A schema left behind by an interrupted run once made every later Postgres start fail.
    const earlier = await open(await freshConfig());
    const config = await freshConfig();
    const db = await open(config);
    await db.kysely.insertInto('settings').values({ key: 'k', value: 'v' }).execute();
    expect(await db.kysely.selectFrom('settings').select('value').executeTakeFirst()).toEqual({ value: 'v' });
    await earlier.close();
  });

  it('refuses a database that a newer version migrated (a migration this version does not know)', async () => {
    const config = await freshConfig();
    const first = await open(config);
    await first.kysely.insertInto('kysely_migration' as never).values({ name: '9999_future', timestamp: new Date().toISOString() } as never).execute();
    await first.close();
    await expect(openDatabase(config)).rejects.toThrow(/9999_future/);
  });

  it('enforces foreign keys: a tag link to a missing workflow is refused', async () => {
    const db = await open(await freshConfig());
    await expect(db.kysely.insertInto('workflows_tags').values({ workflow_id: 12345, tag_id: 1 }).execute()).rejects.toThrow();
  });

  it('keeps SQLite in WAL mode, and Postgres tables in the configured schema', async () => {
    const config = await freshConfig();
    const db = await open(config);
    if (config.type === 'sqlite') {
      const { rows } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db.kysely);
      expect(rows[0]?.journal_mode).toBe('wal');
    } else {
      const { rows } = await sql<{ table_schema: string }>`
        select table_schema from information_schema.tables where table_name = 'workflow_entity'
          and table_schema = ${config.postgres.schema}`.execute(db.kysely);
      expect(rows).toHaveLength(1);
    }
  });
});
