import type BetterSqlite3 from 'better-sqlite3';
import { sqlDatabase } from './sql-database.js';
import type { SqlDatabase } from './sql-database.js';

/**
 * An SQLite database for the SQL agent, opened in memory from the file's bytes (the item's binary data),
 * with `query_only` on so that the model's SQL cannot write even to that copy.
 */
export async function openSqliteDatabase(file: Buffer): Promise<SqlDatabase> {
  // Loaded on first use: a native module most runs never need.
  const { default: Database } = await import('better-sqlite3');
  let db: BetterSqlite3.Database;
  try {
    db = new Database(file);
    db.pragma('query_only = ON');
    db.prepare('SELECT count(*) FROM sqlite_master').get();
  } catch (error) {
    throw new Error(`Could not open the SQLite database: ${(error as Error).message}`);
  }
  const all = (sql: string, ...values: unknown[]): Array<Record<string, unknown>> => {
    const statement = db.prepare(sql);
    if (!statement.reader) {
      statement.run(...values);
      return [];
    }
    return statement.all(...values) as Array<Record<string, unknown>>;
  };
  return sqlDatabase({
    dialect: 'sqlite',
    readOnly: async (sql) => all(sql),
    tableNames: async () => all("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").map((row) => String(row.name)),
    columns: async (table) => all('SELECT name, type, "notnull" AS required FROM pragma_table_info(?)', table)
      .map((column) => ({ name: String(column.name), type: String(column.type), nullable: column.required === 0 })),
    quoteIdentifier: (name) => `"${name.replace(/"/g, '""')}"`,
    close: async () => { db.close(); },
  });
}
