import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { bindQueryParameters, expressionsAsParameters, quoteIdentifier, type BoundStatement } from '../sql-text.js';
import { withSort, withWhere, type SortRule, type WhereClause } from './conditions.js';

/*
 * Each operation turns the input items into queries, one per item (Insert in Single Query mode: one for
 * all). Identifiers are always quoted and values always bound as placeholders.
 */

export interface OperationOptions {
  queryBatching: string;
  nodeVersion: number;
  replaceEmptyStrings?: boolean;
  priority?: string;
  skipOnConflict?: boolean;
}

type Param = (name: string, index: number, fallback?: unknown) => unknown;

function tableOf(context: IExecuteFunctions, index: number): string {
  const table = context.getNodeParameter('table', index, '', { extractValue: true }) as string;
  if (!table) throw new NodeOperationError(context.getNode(), 'Table: choose a table', { itemIndex: index });
  return String(table);
}

/** The item's fields, with empty strings as NULL when the option asks. */
function fieldsOf(item: INodeExecutionData | undefined, replaceEmptyStrings: boolean | undefined): IDataObject {
  const json = { ...(item?.json ?? {}) };
  if (replaceEmptyStrings) for (const [key, value] of Object.entries(json)) if (value === '') json[key] = null;
  return json;
}

/** Values to Send (Map Each Column Below) as column -> value. */
function definedValues(param: Param, index: number): IDataObject {
  const { values = [] } = param('valuesToSend', index, {}) as { values?: Array<{ column: string; value: unknown }> };
  return Object.fromEntries(values.map(({ column, value }) => [column, value])) as IDataObject;
}

const placeholders = (count: number) => `(${Array.from({ length: count }, () => '?').join(', ')})`;

function insertPrefix(options: OperationOptions): string {
  const priority = options.priority === 'LOW_PRIORITY' || options.priority === 'HIGH_PRIORITY' ? ` ${options.priority}` : '';
  return `INSERT${priority}${options.skipOnConflict ? ' IGNORE' : ''} INTO`;
}

export function insertQueries(context: IExecuteFunctions, items: INodeExecutionData[], options: OperationOptions): BoundStatement[] {
  const param: Param = (name, index, fallback) => context.getNodeParameter(name, index, fallback);
  const table = quoteIdentifier(tableOf(context, 0));
  const rows = items.map((item, index) => (param('dataMode', index) === 'defineBelow' ? definedValues(param, index) : fieldsOf(item, options.replaceEmptyStrings)));
  if (options.queryBatching === 'single') {
    const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
    if (columns.length === 0) throw new NodeOperationError(context.getNode(), 'Insert: the items have no fields to write');
    return [{
      sql: `${insertPrefix(options)} ${table} (${columns.map(quoteIdentifier).join(', ')}) VALUES ${rows.map(() => placeholders(columns.length)).join(', ')}`,
      // A field an item lacks is written as NULL, as n8n does.
      values: rows.flatMap((row) => columns.map((column) => row[column] ?? null)),
    }];
  }
  return rows.map((row, index) => {
    const perItem = { ...options, ...(context.getNodeParameter('options', index, {}) as IDataObject) } as OperationOptions;
    const columns = Object.keys(row);
    if (columns.length === 0) throw new NodeOperationError(context.getNode(), 'Insert: the item has no fields to write', { itemIndex: index });
    return { sql: `${insertPrefix(perItem)} ${table} (${columns.map(quoteIdentifier).join(', ')}) VALUES ${placeholders(columns.length)}`, values: Object.values(row) };
  });
}

function matchedRow(context: IExecuteFunctions, item: INodeExecutionData | undefined, index: number, options: OperationOptions): { column: string; row: IDataObject } {
  const param: Param = (name, at, fallback) => context.getNodeParameter(name, at, fallback);
  const column = param('columnToMatchOn', index) as string;
  if (!column) throw new NodeOperationError(context.getNode(), 'Column to Match On: choose the column that identifies the row', { itemIndex: index });
  if (param('dataMode', index) === 'defineBelow') return { column, row: { ...definedValues(param, index), [column]: param('valueToMatchOn', index, '') as IDataObject[string] } };
  const row = fieldsOf(item, options.replaceEmptyStrings);
  if (row[column] === undefined) throw new NodeOperationError(context.getNode(), `The item has no field "${column}", the column to match on`, { itemIndex: index });
  return { column, row };
}

export function updateQueries(context: IExecuteFunctions, items: INodeExecutionData[], options: OperationOptions): BoundStatement[] {
  return items.map((item, index) => {
    const table = quoteIdentifier(tableOf(context, index));
    const { column, row } = matchedRow(context, item, index, options);
    const updates = Object.keys(row).filter((name) => name !== column);
    if (updates.length === 0) throw new NodeOperationError(context.getNode(), `Update: the item has no column to update besides "${column}"`, { itemIndex: index });
    return {
      sql: `UPDATE ${table} SET ${updates.map((name) => `${quoteIdentifier(name)} = ?`).join(', ')} WHERE ${quoteIdentifier(column)} = ?`,
      values: [...updates.map((name) => row[name]), row[column]],
    };
  });
}

export function upsertQueries(context: IExecuteFunctions, items: INodeExecutionData[], options: OperationOptions): BoundStatement[] {
  return items.map((item, index) => {
    const table = quoteIdentifier(tableOf(context, index));
    const { column, row } = matchedRow(context, item, index, options);
    const columns = Object.keys(row);
    const updates = columns.filter((name) => name !== column);
    // With nothing else to update, an existing row is left as it is.
    const onDuplicate = updates.length > 0 ? updates.map((name) => `${quoteIdentifier(name)} = ?`).join(', ') : `${quoteIdentifier(column)} = ${quoteIdentifier(column)}`;
    return {
      sql: `INSERT INTO ${table} (${columns.map(quoteIdentifier).join(', ')}) VALUES ${placeholders(columns.length)} ON DUPLICATE KEY UPDATE ${onDuplicate}`,
      values: [...columns.map((name) => row[name]), ...updates.map((name) => row[name])],
    };
  });
}

export function selectQueries(context: IExecuteFunctions, items: INodeExecutionData[]): BoundStatement[] {
  return items.map((_, index) => {
    const table = quoteIdentifier(tableOf(context, index));
    const columns = (context.getNodeParameter('options.outputColumns', index, []) as string[]).filter(Boolean);
    const distinct = context.getNodeParameter('options.selectDistinct', index, false) as boolean;
    const list = columns.length === 0 || columns.includes('*') ? '*' : columns.map(quoteIdentifier).join(', ');
    let query: BoundStatement = { sql: `SELECT${distinct ? ' DISTINCT' : ''} ${list} FROM ${table}`, values: [] };
    const { values: clauses = [] } = context.getNodeParameter('where', index, {}) as { values?: WhereClause[] };
    query = withWhere(context.getNode(), index, query, clauses, context.getNodeParameter('combineConditions', index, 'AND') as string);
    const { values: rules = [] } = context.getNodeParameter('sort', index, {}) as { values?: SortRule[] };
    query = withSort(query, rules);
    if (!(context.getNodeParameter('returnAll', index, false) as boolean)) {
      const limit = Number(context.getNodeParameter('limit', index, 50));
      if (!Number.isInteger(limit) || limit < 1) throw new NodeOperationError(context.getNode(), `Limit must be a whole number of at least 1, not "${String(limit)}"`, { itemIndex: index });
      query = { sql: `${query.sql} LIMIT ?`, values: [...query.values, limit] };
    }
    return query;
  });
}

export function deleteQueries(context: IExecuteFunctions, items: INodeExecutionData[]): BoundStatement[] {
  return items.map((_, index) => {
    const table = quoteIdentifier(tableOf(context, index));
    const command = context.getNodeParameter('deleteCommand', index) as string;
    if (command === 'drop') return { sql: `DROP TABLE IF EXISTS ${table}`, values: [] };
    if (command === 'truncate') return { sql: `TRUNCATE TABLE ${table}`, values: [] };
    if (command !== 'delete') throw new NodeOperationError(context.getNode(), `Command: "${command}" is not one of truncate, delete, drop`, { itemIndex: index });
    const { values: clauses = [] } = context.getNodeParameter('where', index, {}) as { values?: WhereClause[] };
    return withWhere(context.getNode(), index, { sql: `DELETE FROM ${table}`, values: [] }, clauses, context.getNodeParameter('combineConditions', index, 'AND') as string);
  });
}

/** Query Parameters as a list: comma-separated text (trimmed), or an array from an expression. */
export function replacementsOf(context: IExecuteFunctions, index: number, nodeVersion: number): unknown[] {
  const { queryReplacement } = context.getNodeParameter('options', index, {}) as { queryReplacement?: unknown };
  let values: unknown[];
  if (queryReplacement === undefined || queryReplacement === '') values = [];
  else if (typeof queryReplacement === 'string') values = queryReplacement.split(',').map((value) => value.trim());
  else if (Array.isArray(queryReplacement)) values = queryReplacement;
  else throw new NodeOperationError(context.getNode(), 'Query Parameters must be comma-separated values or an array of values', { itemIndex: index });
  // From 2.3 a value that reads as a number is bound as one, as n8n does ("0" stays text there too).
  return nodeVersion >= 2.3 ? values.map((value) => (typeof value === 'string' && Number(value) ? Number(value) : value)) : values;
}

export function executeQueries(context: IExecuteFunctions, items: INodeExecutionData[], nodeVersion: number): BoundStatement[] {
  return items.map((_, index) => {
    const sql = context.getNodeParameter('query', index) as string;
    if (!sql.trim()) throw new NodeOperationError(context.getNode(), 'Query: give the SQL to run', { itemIndex: index });
    try {
      const withExpressions = expressionsAsParameters(sql, replacementsOf(context, index, nodeVersion), (expression) => context.evaluateExpression(expression, index));
      return bindQueryParameters(withExpressions.sql, withExpressions.replacements);
    } catch (error) {
      throw new NodeOperationError(context.getNode(), error as Error, { itemIndex: index });
    }
  });
}
