import type { ILoadOptionsFunctions, INodeListSearchResult, INodePropertyOptions } from '@weft/workflow';
import type { ResourceMapperField, ResourceMapperFields, ResourceMapperFieldType } from '../../shared/resource-mapper.js';
import { postgresConnectionTest } from '../transport/connection-test.js';
import { postgresNodeError } from '../transport/postgres-errors.js';
import { postgresCredentials, withPostgresClient } from '../transport/postgres-pool.js';
import { enumTypes, tableColumns, uniqueColumns } from './table-schema.js';
import type pg from 'pg';

/** A resource locator's value, or a plain one, as its text. */
export function locatorValue(value: unknown): string {
  if (value && typeof value === 'object' && 'value' in value) return String((value as { value: unknown }).value ?? '');
  return typeof value === 'string' ? value : '';
}

async function withEditorClient<T>(context: ILoadOptionsFunctions, work: (client: pg.ClientBase) => Promise<T>): Promise<T> {
  const credentials = postgresCredentials(await context.getCredentials('postgres'));
  try {
    return await withPostgresClient(credentials, { connectionTimeout: 10 }, work);
  } catch (failure) {
    throw postgresNodeError(context.getNode(), failure);
  }
}

function matches(name: string, filter?: string): boolean {
  return !filter || name.toLowerCase().includes(filter.toLowerCase());
}

export async function schemaSearch(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
  const rows = await withEditorClient(this, async (client) => (await client.query<{ schema_name: string }>('SELECT schema_name FROM information_schema.schemata ORDER BY schema_name')).rows);
  return { results: rows.filter((row) => matches(row.schema_name, filter)).map((row) => ({ name: row.schema_name, value: row.schema_name })) };
}

export async function tableSearch(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
  const schema = locatorValue(this.getNodeParameter('schema', { mode: 'list', value: 'public' })) || 'public';
  const rows = await withEditorClient(this, async (client) => (await client.query<{ table_name: string }>(
    'SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name', [schema],
  )).rows);
  return { results: rows.filter((row) => matches(row.table_name, filter)).map((row) => ({ name: row.table_name, value: row.table_name })) };
}

function schemaAndTableOf(context: ILoadOptionsFunctions): { schema: string; table: string } {
  return {
    schema: locatorValue(context.getNodeParameter('schema', { mode: 'list', value: 'public' })) || 'public',
    table: locatorValue(context.getNodeParameter('table', { mode: 'list', value: '' })),
  };
}

export async function getColumns(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
  const { schema, table } = schemaAndTableOf(this);
  const columns = await withEditorClient(this, (client) => tableColumns(client, schema, table));
  return columns.map((column) => ({ name: column.column_name, value: column.column_name, description: `Type: ${column.data_type.toUpperCase()}, Nullable: ${column.is_nullable}` }));
}

export async function getColumnsMultiOptions(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
  return [{ name: '*', value: '*', description: 'All columns' }, ...await getColumns.call(this)];
}

export async function getColumnsWithoutColumnToMatchOn(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
  const matchOn = this.getNodeParameter('columnToMatchOn', '');
  return (await getColumns.call(this)).filter((column) => column.value !== matchOn);
}

const FIELD_TYPES: Record<string, ResourceMapperFieldType> = {
  text: 'string', varchar: 'string', 'character varying': 'string', character: 'string', char: 'string', citext: 'string', uuid: 'string',
  integer: 'number', smallint: 'number', bigint: 'number', decimal: 'number', numeric: 'number', real: 'number', 'double precision': 'number',
  smallserial: 'number', serial: 'number', bigserial: 'number',
  boolean: 'boolean',
  timestamp: 'dateTime', date: 'dateTime', 'timestamp without time zone': 'dateTime', 'timestamp with time zone': 'dateTime',
  time: 'time', 'time without time zone': 'time', 'time with time zone': 'time',
  json: 'object', jsonb: 'object', hstore: 'object',
  ARRAY: 'array',
};

/** The table's columns for the column mapper: required unless nullable, defaulted or generated; upsert matches only on unique columns. */
export async function getMappingColumns(this: ILoadOptionsFunctions): Promise<ResourceMapperFields> {
  const { schema, table } = schemaAndTableOf(this);
  const operation = String(this.getNodeParameter('operation', ''));
  return withEditorClient(this, async (client) => {
    const columns = await tableColumns(client, schema, table, true);
    const unique = operation === 'upsert' ? await uniqueColumns(client, schema, table) : [];
    const enums = await enumTypes(client);
    const fields = columns.map((column): ResourceMapperField => {
      const canBeUsedToMatch = operation === 'upsert' ? unique.includes(column.column_name) : true;
      const isEnum = column.data_type === 'USER-DEFINED' && enums.has(column.udt_name);
      const type: ResourceMapperFieldType = isEnum ? 'options'
        : (column.data_type === 'USER-DEFINED' ? FIELD_TYPES[column.udt_name] : FIELD_TYPES[column.data_type]) ?? 'string';
      const generated = column.is_generated === 'ALWAYS' || ['ALWAYS', 'BY DEFAULT'].includes(column.identity_generation ?? '');
      return {
        id: column.column_name, displayName: column.column_name,
        required: column.is_nullable !== 'YES' && !column.column_default && !generated,
        defaultMatch: column.column_name === 'id' && canBeUsedToMatch,
        display: true, type, canBeUsedToMatch,
        ...(isEnum ? { options: (enums.get(column.udt_name) ?? []).map((label) => ({ name: label, value: label })) } : {}),
      };
    });
    return { fields };
  });
}

export const postgresMethods = {
  credentialTest: { postgresConnectionTest },
  listSearch: { schemaSearch, tableSearch },
  loadOptions: { getColumns, getColumnsMultiOptions, getColumnsWithoutColumnToMatchOn },
  resourceMapping: { getMappingColumns },
};
