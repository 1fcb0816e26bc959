import pg from 'pg';
import type { PostgresCredentials } from './memory-stores.js';

/**
 * The database an SQL agent reads: its tables, their definitions with sample rows, and read-only
 * queries (in a PostgreSQL transaction that is rolled back), so the model's SQL cannot change data
 * whatever it writes.
 */
export interface SqlDatabase {
  dialect: string;
  listTables(): Promise<string[]>;
  /** CREATE TABLE statements of the tables, each followed by `sampleRows` of its rows. */
  describe(tables: string[], sampleRows: number): Promise<string>;
  query(sql: string): Promise<Array<Record<string, unknown>>>;
  close(): Promise<void>;
}

function sampleBlock(table: string, rows: Array<Record<string, unknown>>, columns: string[]): string {
  const lines = rows.map((row) => columns.map((column) => String(row[column] ?? 'NULL')).join('\t'));
  return `/*\n${rows.length} rows from ${table} table:\n${columns.join('\t')}\n${lines.join('\n')}\n*/`;
}

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function openPostgresDatabase(credentials: PostgresCredentials): Promise<SqlDatabase> {
  const client = new pg.Client({
    host: credentials.host, port: credentials.port, database: credentials.database, user: credentials.user,
    password: credentials.password || undefined, connectionTimeoutMillis: 10_000,
    ssl: credentials.allowUnauthorizedCerts ? { rejectUnauthorized: false } : credentials.ssl === 'require',
  });
  await client.connect();
  const readOnly = async <T extends Record<string, unknown>>(sql: string, values: unknown[] = []): Promise<T[]> => {
    await client.query('BEGIN READ ONLY');
    try {
      return (await client.query<T>(sql, values)).rows;
    } finally {
      await client.query('ROLLBACK');
    }
  };
  return {
    dialect: 'postgres',
    listTables: async () => (await readOnly<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name",
    )).map((row) => row.table_name),
    describe: async (tables, sampleRows) => {
      const blocks: string[] = [];
      for (const table of tables) {
        const columns = await readOnly<{ column_name: string; data_type: string; is_nullable: string }>(
          'SELECT column_name, data_type, is_nullable FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position', [table],
        );
        if (columns.length === 0) throw new Error(`Table "${table}" does not exist`);
        const definition = columns.map((column) => `\t${column.column_name} ${column.data_type.toUpperCase()}${column.is_nullable === 'NO' ? ' NOT NULL' : ''}`).join(',\n');
        const rows = sampleRows > 0 ? await readOnly(`SELECT * FROM ${quoteIdentifier(table)} LIMIT ${Math.floor(sampleRows)}`) : [];
        blocks.push(`CREATE TABLE ${table} (\n${definition}\n)\n\n${sampleBlock(table, rows, columns.map((column) => column.column_name))}`);
      }
      return blocks.join('\n\n');
    },
    query: (sql) => readOnly(sql),
    close: () => client.end(),
  };
}
