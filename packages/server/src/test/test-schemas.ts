import { randomBytes } from 'node:crypto';
import type { Client as PgClient } from 'pg';
import { quoteIdentifier } from '../db/database.js';

const PREFIX = 'test_';

/**
 * The Postgres database the tests use: `test`, unless WEFT_TEST_PG_DATABASE names another, so that two
 * suites running at once on one machine (two checkouts) do not drop each other's schemas.
 */
export const TEST_PG_DATABASE = process.env.WEFT_TEST_PG_DATABASE || 'test';

/** A new schema name for one test's Postgres database; `label` may hold characters that need quoting. */
export function testSchemaName(label = ''): string {
  return `${PREFIX}${label}${randomBytes(6).toString('hex')}`;
}

/**
 * The database variables of a fresh Weft (a CLI run or a `weft start` process) on the database the
 * tests run on (DB_TYPE): on Postgres the test database in a schema of its own, on SQLite the file in
 * the user folder.
 */
export function testDatabaseEnv(schemaLabel = ''): Record<string, string> {
  return process.env.DB_TYPE === 'postgresdb'
    ? {
        DB_TYPE: 'postgresdb', DB_POSTGRESDB_HOST: '127.0.0.1', DB_POSTGRESDB_PORT: '5432', DB_POSTGRESDB_DATABASE: TEST_PG_DATABASE,
        DB_POSTGRESDB_USER: 'postgres', DB_POSTGRESDB_SCHEMA: testSchemaName(schemaLabel),
      }
    : { DB_TYPE: 'sqlite' };
}

/**
 * Drops the schemas earlier test runs left, before any test starts. Tests never drop their own:
 * Kysely's migrator reads the tables of every schema of the database, and a schema dropped by one
 * test file while another file migrated made that migration fail ("schema ... does not exist").
 */
export async function dropTestSchemas(): Promise<void> {
  const { default: pg } = await import('pg');
  await createTestDatabase(pg);
  const client = new pg.Client({ host: '127.0.0.1', port: 5432, database: TEST_PG_DATABASE, user: 'postgres' });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      "select nspname as name from pg_namespace where starts_with(nspname, $1)", [PREFIX],
    );
    for (const { name } of rows) await client.query(`DROP SCHEMA IF EXISTS ${quoteIdentifier(name)} CASCADE`);
  } finally {
    await client.end();
  }
}

/** Creates the test database when it is missing (a fresh machine, or a checkout's own WEFT_TEST_PG_DATABASE). */
async function createTestDatabase(pg: { Client: typeof PgClient }): Promise<void> {
  const client = new pg.Client({ host: '127.0.0.1', port: 5432, database: 'postgres', user: 'postgres' });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [TEST_PG_DATABASE]);
    if (rowCount === 0) await client.query(`CREATE DATABASE ${quoteIdentifier(TEST_PG_DATABASE)}`);
  } finally {
    await client.end();
  }
}
