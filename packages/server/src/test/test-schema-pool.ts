import { quoteIdentifier } from '../db/database.js';
import { testSchemaName, TEST_PG_DATABASE } from './test-schemas.js';

/** Kysely's bookkeeping: what a fresh migration leaves in them stays. */
const MIGRATION_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

/** Schemas of this test file whose server has closed, ready for the next one. */
const free: string[] = [];

export interface LeasedSchema {
  schema: string;
  /** The server on it has closed: the next server of this test file may take it. */
  release(): void;
}

/**
 * A Postgres schema for one test server, as a fresh migration leaves it. Creating and migrating a
 * schema (tables, indexes, sequences) was most of a test server's start: a schema whose server closed
 * is emptied instead (no rows but the migrations', sequences from their start) and taken again. A new
 * schema is named when none is free; the server migrates it as it opens.
 */
export async function leaseTestSchema(): Promise<LeasedSchema> {
  const reused = free.pop();
  if (reused !== undefined) await emptySchema(reused);
  const schema = reused ?? testSchemaName();
  return { schema, release: () => { free.push(schema); } };
}

/** Deletes every row (foreign keys not checked: every table goes) and restarts every sequence. */
async function emptySchema(schema: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ host: '127.0.0.1', port: 5432, database: TEST_PG_DATABASE, user: 'postgres' });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; kind: string }>(
      `select c.relname as name, c.relkind as kind from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = $1 and c.relkind in ('r', 'S')`, [schema],
    );
    const name = (relation: string) => `${quoteIdentifier(schema)}.${quoteIdentifier(relation)}`;
    const statements = rows.flatMap(({ name: relation, kind }) => {
      if (kind === 'S') return [`ALTER SEQUENCE ${name(relation)} RESTART`];
      return MIGRATION_TABLES.has(relation) ? [] : [`DELETE FROM ${name(relation)}`];
    });
    await client.query(['BEGIN', 'SET LOCAL session_replication_role = replica', ...statements, 'COMMIT'].join(';\n'));
  } finally {
    await client.end();
  }
}
