import { NodeOperationError } from '@weft/workflow';
import type { PreparedQuery } from '../../transport/run-query.js';
import { tableColumns } from '../table-schema.js';
import type { ColumnInfo } from '../table-schema.js';
import type { BuildQueries } from './operation-input.js';
import { outputColumns, returning, schemaAndTable } from './operation-input.js';
import { checkedRow, mappingMode, rawRow } from './row-values.js';
import { matchingColumns } from './update.operation.js';

export const buildUpsertQueries: BuildQueries = async ({ context, client, items, nodeVersion }) => {
  const queries: PreparedQuery[] = [];
  const columnsOf = new Map<string, ColumnInfo[]>();
  for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
    const node = context.getNode();
    const { schema, table } = schemaAndTable(context, itemIndex);
    const key = JSON.stringify([schema, table]);
    if (!columnsOf.has(key)) columnsOf.set(key, await tableColumns(client, schema, table));
    const matchOn = matchingColumns(context, itemIndex, nodeVersion);
    let row = rawRow(context, items[itemIndex]!, itemIndex, nodeVersion);
    if (nodeVersion < 2.2 && mappingMode(context, itemIndex, nodeVersion) === 'defineBelow') {
      row[matchOn[0] as string] = context.getNodeParameter('valueToMatchOn', itemIndex, '') as string;
    }
    const first = row[matchOn[0] as string];
    if (first === undefined || first === null || first === '') {
      throw new NodeOperationError(node, 'Column to match on not found in input item', {
        itemIndex, description: 'Add the column to match on to the input item, or define the values in the node.',
      });
    }
    if (Object.keys(row).length === 1) {
      throw new NodeOperationError(node, 'No values to insert or update', { itemIndex, description: 'Add the columns to write besides the column to match on.' });
    }
    row = checkedRow(context, row, columnsOf.get(key) ?? [], itemIndex, nodeVersion);
    const values: unknown[] = [schema, table, matchOn, Object.keys(row), Object.values(row)];
    const updates = Object.keys(row).filter((column) => !matchOn.includes(column)).map((column) => {
      values.push(column, row[column]);
      return `$${values.length - 1}:name = $${values.length}`;
    });
    const onConflict = updates.length > 0 ? ` DO UPDATE SET ${updates.join(', ')}` : ' DO NOTHING';
    const text = `INSERT INTO $1:name.$2:name($4:name) VALUES($5:csv) ON CONFLICT ($3:name)${onConflict}${returning(outputColumns(context, itemIndex), values)}`;
    queries.push({ text, values });
  }
  return queries;
};
