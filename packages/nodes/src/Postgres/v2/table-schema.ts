import type pg from 'pg';
import type { IDataObject, INode } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';

/** A column as information_schema describes it. */
export interface ColumnInfo {
  column_name: string;
  data_type: string;
  is_nullable: 'YES' | 'NO';
  udt_name: string;
  column_default: string | null;
  identity_generation?: string | null;
  is_generated?: string | null;
}

type Queryable = Pick<pg.ClientBase, 'query'>;

export async function tableColumns(client: Queryable, schema: string, table: string, withGeneration = false): Promise<ColumnInfo[]> {
  const generation = withGeneration ? ', identity_generation, is_generated' : '';
  const { rows } = await client.query<ColumnInfo>(
    `SELECT column_name, data_type, is_nullable, udt_name, column_default${generation} FROM information_schema.columns WHERE table_schema = $1 AND table_name = $2 ORDER BY ordinal_position`,
    [schema, table],
  );
  return rows;
}

/** Columns under a primary key or a unique index: those an upsert can match on. */
export async function uniqueColumns(client: Queryable, schema: string, table: string): Promise<string[]> {
  const { rows } = await client.query<{ attname: string }>(
    `SELECT DISTINCT a.attname FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
     WHERE i.indrelid = (quote_ident($1) || '.' || quote_ident($2))::regclass AND (i.indisprimary OR i.indisunique)`,
    [schema, table],
  );
  return rows.map((row) => row.attname);
}

/** Enum types by name, with their labels in order. */
export async function enumTypes(client: Queryable): Promise<Map<string, string[]>> {
  const { rows } = await client.query<{ typname: string; enumlabel: string }>(
    'SELECT t.typname, e.enumlabel FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid ORDER BY t.typname, e.enumsortorder',
  );
  const enums = new Map<string, string[]>();
  for (const { typname, enumlabel } of rows) enums.set(typname, [...(enums.get(typname) ?? []), enumlabel]);
  return enums;
}

/** Refuses, before anything is written, an item naming a column the table lacks or setting a required column to null. */
export function checkItemAgainstColumns(node: INode, item: IDataObject, columns: ColumnInfo[], itemIndex: number): IDataObject {
  if (columns.length === 0) return item;
  for (const key of Object.keys(item)) {
    const column = columns.find((entry) => entry.column_name === key);
    if (!column) throw new NodeOperationError(node, `Column '${key}' does not exist in selected table`, { itemIndex });
    if (item[key] === null && column.is_nullable !== 'YES') throw new NodeOperationError(node, `Column '${key}' is not nullable`, { itemIndex });
  }
  return item;
}

/** From 2.4, a list for an array column becomes PostgreSQL's array text (`{"a","b"}`), as n8n sends it. */
export function arraysToPostgresText(node: INode, item: IDataObject, columns: ColumnInfo[], itemIndex: number): IDataObject {
  const converted: IDataObject = { ...item };
  for (const column of columns) {
    if (column.data_type.toUpperCase() !== 'ARRAY' || !(column.column_name in converted)) continue;
    let value: unknown = converted[column.column_name];
    if (typeof value === 'string') {
      try {
        value = JSON.parse(value);
      } catch {
        throw new NodeOperationError(node, `Column '${column.column_name}' has to be an array`, { itemIndex, description: 'Give a list, or its JSON text.' });
      }
    }
    if (Array.isArray(value)) {
      converted[column.column_name] = `{${value.map((entry) => {
        if (typeof entry === 'number') return String(entry);
        const text = typeof entry === 'object' && entry !== null ? JSON.stringify(entry) : String(entry);
        return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
      }).join(',')}}`;
    } else if (value !== null && value !== undefined) {
      throw new NodeOperationError(node, `Column '${column.column_name}' has to be an array`, { itemIndex });
    } else if (column.is_nullable === 'NO') {
      throw new NodeOperationError(node, `Column '${column.column_name}' has to be an array`, { itemIndex });
    }
  }
  return converted;
}

/** n8n's "Replace Empty Strings with NULL": every top-level '' of each item becomes null. */
export function emptyStringsAsNull<T extends { json: IDataObject }>(items: T[], replace: boolean | undefined): T[] {
  if (!replace) return items;
  return items.map((item) => ({ ...item, json: Object.fromEntries(Object.entries(item.json).map(([key, value]) => [key, value === '' ? null : value])) }));
}
