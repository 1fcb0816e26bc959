import { NodeOperationError } from '@weft/workflow';
import type { PreparedQuery } from '../../transport/run-query.js';
import type { BuildQueries } from './operation-input.js';
import { outputColumns, returning } from './operation-input.js';
import { checkedRow, mappingMode } from './row-values.js';
import { matchedRowReader } from './update.operation.js';

export const buildUpsertQueries: BuildQueries = async ({ context, client, items, nodeVersion }) => {
  const queries: PreparedQuery[] = [];
  const readRow = matchedRowReader(client, context, nodeVersion);
  for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
    const node = context.getNode();
    const { schema, table, columns, matchOn, row: itemRow } = await readRow(items[itemIndex]!, itemIndex);
    let row = itemRow;
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
    row = checkedRow(context, row, columns, itemIndex, nodeVersion);
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
