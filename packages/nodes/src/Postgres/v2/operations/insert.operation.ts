import type { IDataObject } from '@weft/workflow';
import type { PreparedQuery } from '../../transport/run-query.js';
import { tableColumns } from '../table-schema.js';
import type { ColumnInfo } from '../table-schema.js';
import type { BuildQueries } from './operation-input.js';
import { outputColumns, returning, schemaAndTable } from './operation-input.js';
import { checkedRow, rawRow } from './row-values.js';

export const buildInsertQueries: BuildQueries = async ({ context, client, items, nodeVersion }) => {
  const queries: PreparedQuery[] = [];
  const columnsOf = new Map<string, ColumnInfo[]>();
  for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
    const { schema, table } = schemaAndTable(context, itemIndex);
    const key = JSON.stringify([schema, table]);
    if (!columnsOf.has(key)) columnsOf.set(key, await tableColumns(client, schema, table));
    const options = context.getNodeParameter('options', itemIndex, {}) as IDataObject;
    const row = checkedRow(context, rawRow(context, items[itemIndex]!, itemIndex, nodeVersion), columnsOf.get(key) ?? [], itemIndex, nodeVersion);
    const values: unknown[] = [schema, table];
    let text: string;
    if (nodeVersion >= 2.6 && Object.keys(row).length === 0) text = 'INSERT INTO $1:name.$2:name DEFAULT VALUES';
    else {
      values.push(Object.keys(row), Object.values(row));
      text = `INSERT INTO $1:name.$2:name($3:name) VALUES($4:csv)${options.skipOnConflict ? ' ON CONFLICT DO NOTHING' : ''}`;
    }
    text += returning(outputColumns(context, itemIndex), values);
    queries.push({ text, values });
  }
  return queries;
};
