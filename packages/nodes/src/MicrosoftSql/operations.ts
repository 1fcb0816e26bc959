import type { ConnectionPool, IResult } from 'mssql';
import type { IDataObject, IExecuteFunctions, INodeExecutionData, IPairedItemData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { expressionsAsParameters, quoteName, quoteTable } from './tsql-text.js';

/** SQL Server takes at most 2,100 parameters per request: inserts are split to stay under. */
const PARAMETER_LIMIT = 2100;
/** Keys per DELETE ... IN (...), as n8n splits them. */
const DELETE_CHUNK = 1000;

type Operation = (context: IExecuteFunctions, pool: ConnectionPool, items: INodeExecutionData[]) => Promise<INodeExecutionData[]>;

const every = (items: INodeExecutionData[]): IPairedItemData[] => items.map((_, item) => ({ item }));

/** A value mssql can bind: objects (not dates or binary) as JSON text, `undefined` as NULL. */
function bindable(value: unknown): unknown {
  if (value === undefined) return null;
  if (value === null || value instanceof Date || Buffer.isBuffer(value) || typeof value !== 'object') return value;
  return JSON.stringify(value);
}

async function run(pool: ConnectionPool, sql: string, parameters: Record<string, unknown>): Promise<IResult<IDataObject>> {
  const request = pool.request();
  for (const [name, value] of Object.entries(parameters)) request.input(name, bindable(value));
  return request.query<IDataObject>(sql);
}

function columnList(text: string): string[] {
  return String(text).split(',').map((column) => column.trim()).filter(Boolean);
}

/** The query as saved, its `{{ }}` unevaluated, so that they are bound rather than pasted. */
function boundQuery(context: IExecuteFunctions, itemIndex: number) {
  const saved = context.getNode().parameters.query;
  const sql = typeof saved === 'string' ? saved.replace(/^=/, '') : String(context.getNodeParameter('query', itemIndex) ?? '');
  if (sql.trim() === '') throw new NodeOperationError(context.getNode(), 'The query is empty', { itemIndex, description: 'Write the T-SQL to run in the Query parameter.' });
  return expressionsAsParameters(sql, (expression) => context.evaluateExpression(expression, itemIndex));
}

/** A row as an item's JSON: dates as ISO text, as they would serialize. */
const json = (row: IDataObject): IDataObject => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, (value as unknown) instanceof Date ? (value as unknown as Date).toISOString() : value]));

/** Rows of every result set, in order (n8n flattens a batch's recordsets into one list). */
const rowsOf = (result: IResult<IDataObject>): IDataObject[] => (result.recordsets as IDataObject[][]).flat().map(json);

/** Version 1: the first item's query, once; its rows for every item. */
export const executeQueryOnce: Operation = async (context, pool, items) => {
  const { sql, parameters } = boundQuery(context, 0);
  const result = await run(pool, sql, parameters);
  const rows = (result.recordsets as IDataObject[][]).length > 0 ? rowsOf(result) : [{}];
  return rows.map((json) => ({ json, pairedItem: every(items) }));
};

/** Version 1.1: each item's query; rows, or a line per statement with the rows it changed. */
export const executeQueryPerItem: Operation = async (context, pool, items) => {
  const output: INodeExecutionData[] = [];
  for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
    try {
      const { sql, parameters } = boundQuery(context, itemIndex);
      const result = await run(pool, sql, parameters);
      const pairedItem = [{ item: itemIndex }];
      if ((result.recordsets as IDataObject[][]).length > 0) output.push(...rowsOf(result).map((json) => ({ json, pairedItem })));
      else if (result.rowsAffected.length > 0) {
        output.push(...result.rowsAffected.map((rowsAffected, index) => ({ json: { message: `Query ${index + 1} executed successfully`, rowsAffected }, pairedItem })));
      } else output.push({ json: { message: 'Query executed successfully, but no rows were affected' }, pairedItem });
    } catch (error) {
      if (!context.continueOnFail()) throw error;
      output.push({ json: { error: (error as Error).message }, pairedItem: [{ item: itemIndex }] });
    }
  }
  return output;
};

/** Items grouped by the table and columns their parameters name (they may differ per item). */
function groupByTarget(context: IExecuteFunctions, items: INodeExecutionData[], keyParameter?: string) {
  const groups = new Map<string, { table: string; columns: string[]; key?: string; indexes: number[] }>();
  items.forEach((_, index) => {
    const table = context.getNodeParameter('table', index) as string;
    const columns = columnList(keyParameter === 'deleteKey' ? '' : (context.getNodeParameter('columns', index, '') as string));
    const key = keyParameter ? (context.getNodeParameter(keyParameter, index) as string).trim() : undefined;
    const id = JSON.stringify([table, columns, key]);
    const group = groups.get(id) ?? { table, columns, ...(key !== undefined ? { key } : {}), indexes: [] };
    group.indexes.push(index);
    groups.set(id, group);
  });
  return [...groups.values()];
}

/** One INSERT per table and column list, as many rows per statement as the parameter limit allows. */
export const insert: Operation = async (context, pool, items) => {
  for (const { table, columns, indexes } of groupByTarget(context, items)) {
    if (columns.length === 0) throw new NodeOperationError(context.getNode(), 'Columns: name at least one column, comma-separated');
    const perStatement = Math.max(1, Math.floor((PARAMETER_LIMIT - 1) / columns.length));
    for (let start = 0; start < indexes.length; start += perStatement) {
      const parameters: Record<string, unknown> = {};
      const rows = indexes.slice(start, start + perStatement).map((itemIndex, row) => `(${columns.map((column, index) => {
        parameters[`r${row}v${index}`] = items[itemIndex]!.json[column];
        return `@r${row}v${index}`;
      }).join(', ')})`);
      await run(pool, `INSERT INTO ${quoteTable(table)} (${columns.map(quoteName).join(', ')}) VALUES ${rows.join(', ')};`, parameters);
    }
  }
  return items.map((item, index) => ({ json: item.json, pairedItem: { item: index } }));
};

/** One UPDATE per item, its row found by the update key's value in the item. */
export const update: Operation = async (context, pool, items) => {
  for (const { table, columns, key, indexes } of groupByTarget(context, items, 'updateKey')) {
    if (columns.length === 0) throw new NodeOperationError(context.getNode(), 'Columns: name at least one column to set, comma-separated');
    const sql = `UPDATE ${quoteTable(table)} SET ${columns.map((column, index) => `${quoteName(column)} = @v${index}`).join(', ')} WHERE ${quoteName(key!)} = @condition;`;
    for (const itemIndex of indexes) {
      const json = items[itemIndex]!.json;
      await run(pool, sql, { condition: json[key!], ...Object.fromEntries(columns.map((column, index) => [`v${index}`, json[column]])) });
    }
  }
  return items.map((item, index) => ({ json: item.json, pairedItem: { item: index } }));
};

/** DELETE ... WHERE key IN (...) per table and key; outputs how many rows went. */
export const deleteRows: Operation = async (context, pool, items) => {
  let deleted = 0;
  for (const { table, key, indexes } of groupByTarget(context, items, 'deleteKey')) {
    for (let start = 0; start < indexes.length; start += DELETE_CHUNK) {
      const parameters: Record<string, unknown> = {};
      const list = indexes.slice(start, start + DELETE_CHUNK).map((itemIndex, index) => {
        parameters[`v${index}`] = items[itemIndex]!.json[key!];
        return `@v${index}`;
      });
      const result = await run(pool, `DELETE FROM ${quoteTable(table)} WHERE ${quoteName(key!)} IN (${list.join(', ')});`, parameters);
      deleted += result.rowsAffected.reduce((sum, count) => sum + count, 0);
    }
  }
  return [{ json: { deleted }, pairedItem: every(items) }];
};
