import { connectPostgres } from '../Postgres/transport/postgres-pool.js';
import type { PostgresCredentials } from './memory-stores.js';
import { sqlDatabase } from './sql-database.js';
import type { SqlDatabase } from './sql-database.js';

/** A PostgreSQL database for the SQL agent: each query in a read-only transaction that is rolled back. */
export async function openPostgresDatabase(credentials: PostgresCredentials): Promise<SqlDatabase> {
  const client = await connectPostgres(credentials, { connectionTimeout: 10 });
  const readOnly = async <T extends Record<string, unknown>>(sql: string, values: unknown[] = []): Promise<T[]> => {
    await client.query('BEGIN READ ONLY');
    try {
      return (await client.query<T>(sql, values)).rows;
    } finally {
      await client.query('ROLLBACK');
    }
  };
  return sqlDatabase({
    dialect: 'postgres',
    readOnly: (sql) => readOnly(sql),
    tableNames: async () => (await readOnly<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name",
    )).map((row) => row.table_name),
    columns: async (table) => (await readOnly<{ column_name: string; data_type: string; is_nullable: string }>(
      'SELECT column_name, data_type, is_nullable FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position', [table],
    )).map((column) => ({ name: column.column_name, type: column.data_type, nullable: column.is_nullable !== 'NO' })),
    quoteIdentifier: (name) => `"${name.replace(/"/g, '""')}"`,
    close: () => client.end(),
  });
}
