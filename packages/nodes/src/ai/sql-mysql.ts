import type { RowDataPacket } from 'mysql2/promise';
import { openConnection, type MySqlCredentials } from '../MySql/transport.js';
import { sqlDatabase } from './sql-database.js';
import type { SqlDatabase } from './sql-database.js';

export type { MySqlCredentials };

/** A MySQL or MariaDB database for the SQL agent: each query in a read-only transaction that is rolled back. */
export async function openMySqlDatabase(credentials: MySqlCredentials): Promise<SqlDatabase> {
  // The MySQL node's connection (TLS fields, the credential's SSH tunnel); dates and big numbers as the
  // server writes them, which is what the model should read.
  const connection = await openConnection(credentials, { dateStrings: true, bigNumberStrings: true });
  const readOnly = async (sql: string, values: unknown[] = []): Promise<Array<Record<string, unknown>>> => {
    await connection.query('START TRANSACTION READ ONLY');
    try {
      const [rows] = await connection.query<RowDataPacket[]>(sql, values);
      // A statement without a result set (SET, DO) answers an OK packet, not rows.
      return Array.isArray(rows) ? rows.map((row) => ({ ...row })) : [];
    } finally {
      await connection.query('ROLLBACK');
    }
  };
  return sqlDatabase({
    dialect: 'mysql',
    readOnly: (sql) => readOnly(sql),
    tableNames: async () => (await readOnly(
      "SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE' ORDER BY TABLE_NAME",
    )).map((row) => String(row.name)),
    columns: async (table) => (await readOnly(
      'SELECT COLUMN_NAME AS name, COLUMN_TYPE AS type, IS_NULLABLE AS nullable FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ? ORDER BY ORDINAL_POSITION', [table],
    )).map((column) => ({ name: String(column.name), type: String(column.type), nullable: column.nullable !== 'NO' })),
    quoteIdentifier: (name) => `\`${name.replace(/`/g, '``')}\``,
    close: () => connection.end(),
  });
}
