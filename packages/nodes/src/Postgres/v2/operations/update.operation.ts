import type pg from 'pg';
import type { IDataObject, INodeExecutionData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { runQuery } from '../../transport/run-query.js';
import type { PreparedQuery } from '../../transport/run-query.js';
import { tableColumns } from '../table-schema.js';
import type { ColumnInfo } from '../table-schema.js';
import type { BuildQueries } from './operation-input.js';
import { outputColumns, returning, schemaAndTable } from './operation-input.js';
import { checkedRow, mappingMode, rawRow } from './row-values.js';

/** The columns that find the row: "Column to Match On" before 2.2, the mapper's matching columns from 2.2. */
export function matchingColumns(context: Parameters<BuildQueries>[0]['context'], itemIndex: number, nodeVersion: number): string[] {
  if (nodeVersion < 2.2) return [String(context.getNodeParameter('columnToMatchOn', itemIndex))];
  const columns = context.getNodeParameter('columns.matchingColumns', itemIndex, []) as string[];
  if (!Array.isArray(columns) || columns.length === 0) {
    throw new NodeOperationError(context.getNode(), 'Choose the columns to match on', { itemIndex, description: 'The Columns parameter names no column that finds the row to write.' });
  }
  return columns;
}

/** Per item of an update or upsert: the table, its columns (read once per table and run), the columns to match on and the item's row. */
export function matchedRowReader(client: pg.ClientBase, context: Parameters<BuildQueries>[0]['context'], nodeVersion: number) {
  const columnsOf = new Map<string, ColumnInfo[]>();
  return async (item: INodeExecutionData, itemIndex: number) => {
    const { schema, table } = schemaAndTable(context, itemIndex);
    const key = JSON.stringify([schema, table]);
    let columns = columnsOf.get(key);
    if (!columns) {
      columns = await tableColumns(client, schema, table);
      columnsOf.set(key, columns);
    }
    const matchOn = matchingColumns(context, itemIndex, nodeVersion);
    return { schema, table, columns, matchOn, row: rawRow(context, item, itemIndex, nodeVersion) };
  };
}

async function rowExists(client: pg.ClientBase, schema: string, table: string, match: IDataObject): Promise<boolean> {
  const values: unknown[] = [schema, table];
  const conditions = Object.entries(match).map(([column, value]) => {
    values.push(column, value);
    return `$${values.length - 1}:name = $${values.length}`;
  });
  const [result] = await runQuery(client, { text: `SELECT EXISTS(SELECT 1 FROM $1:name.$2:name WHERE ${conditions.join(' AND ')}) AS "exists"`, values });
  return result?.rows[0]?.exists === true;
}

export const buildUpdateQueries: BuildQueries = async ({ context, client, items, nodeVersion }) => {
  const queries: PreparedQuery[] = [];
  const readRow = matchedRowReader(client, context, nodeVersion);
  for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
    const node = context.getNode();
    const { schema, table, columns, matchOn, row: itemRow } = await readRow(items[itemIndex]!, itemIndex);
    let row = itemRow;
    const autoMap = mappingMode(context, itemIndex, nodeVersion) === 'autoMapInputData';
    if (nodeVersion < 2.2) {
      if (!autoMap) row[matchOn[0] as string] = context.getNodeParameter('valueToMatchOn', itemIndex, '') as string;
      if (autoMap && !row[matchOn[0] as string]) {
        throw new NodeOperationError(node, 'Column to match on not found in input item', {
          itemIndex, description: 'Add the column to match on to the input item, or set the Data Mode to define the values below.',
        });
      }
    } else {
      const match = Object.fromEntries(matchOn.map((column) => [column, row[column] as IDataObject[string]]));
      if (!(await rowExists(client, schema, table, match))) {
        throw new NodeOperationError(node, 'The row you are trying to update doesn\'t exist', {
          itemIndex, description: `No rows matching the provided values (${Object.entries(match).map(([column, value]) => `${column}=${String(value)}`).join(', ')}) were found in the table "${table}".`,
        });
      }
    }
    row = checkedRow(context, row, columns, itemIndex, nodeVersion);
    const values: unknown[] = [schema, table];
    const pairs = (columns: string[]) => columns.map((column) => {
      values.push(column, row[column]);
      return `$${values.length - 1}:name = $${values.length}`;
    });
    const conditions = pairs(matchOn);
    const updateColumns = Object.keys(row).filter((column) => !matchOn.includes(column));
    if (updateColumns.length === 0) {
      throw new NodeOperationError(node, 'No values to update', { itemIndex, description: 'Add the columns to update to the input item, or map them in the node.' });
    }
    const updates = pairs(updateColumns);
    const text = `UPDATE $1:name.$2:name SET ${updates.join(', ')} WHERE ${conditions.join(' AND ')}${returning(outputColumns(context, itemIndex), values)}`;
    queries.push({ text, values });
  }
  return queries;
};
