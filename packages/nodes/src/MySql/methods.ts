import type { RowDataPacket } from 'mysql2/promise';
import type { ILoadOptionsFunctions, INodeListSearchResult, INodePropertyOptions } from '@weft/workflow';
import { openConnection, type MySqlCredentials } from './transport.js';

async function withConnection<T>(context: ILoadOptionsFunctions, work: (run: (sql: string, values: unknown[]) => Promise<RowDataPacket[]>, database: string) => Promise<T>): Promise<T> {
  const credentials = await context.getCredentials<MySqlCredentials>('mySql');
  const connection = await openConnection(credentials);
  try {
    return await work(async (sql, values) => (await connection.execute<RowDataPacket[]>(sql, values as never[]))[0], credentials.database);
  } finally {
    await connection.end();
  }
}

/** The table's name from the resource locator (any mode) as the editor has it. */
function tableName(context: ILoadOptionsFunctions): string {
  const table = context.getNodeParameter('table', '') as string | { value?: unknown };
  return String(typeof table === 'object' && table !== null ? table.value ?? '' : table);
}

/** The tables and views of the credential's database, for Table's From List; the filter matches anywhere in the name. */
export async function searchTables(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
  return withConnection(this, async (run, database) => {
    const rows = await run(
      'SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_NAME LIKE ? ORDER BY TABLE_NAME',
      [database, `%${(filter ?? '').replace(/[\\%_]/g, (char) => `\\${char}`)}%`],
    );
    return { results: rows.map((row) => ({ name: String(row.name), value: String(row.name) })) };
  });
}

/** The table's columns, in their order, with their type and whether they take NULL. */
export async function getColumns(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
  const table = tableName(this);
  if (!table) return [];
  return withConnection(this, async (run, database) => {
    const rows = await run(
      'SELECT COLUMN_NAME AS name, COLUMN_TYPE AS type, IS_NULLABLE AS nullable FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ? ORDER BY ORDINAL_POSITION',
      [database, table],
    );
    return rows.map((row) => ({ name: String(row.name), value: String(row.name), description: `type: ${String(row.type).toUpperCase()}, nullable: ${String(row.nullable)}` }));
  });
}

export async function getColumnsMultiOptions(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
  return [{ name: '*', value: '*', description: 'All columns' }, ...await getColumns.call(this)];
}

export async function getColumnsWithoutColumnToMatchOn(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
  const match = this.getNodeParameter('columnToMatchOn', '') as string;
  return (await getColumns.call(this)).filter((column) => column.value !== match);
}
