import type { PreparedQuery } from '../../transport/run-query.js';
import type { BuildQueries } from './operation-input.js';
import { outputColumns, schemaAndTable } from './operation-input.js';
import { orderByClause, whereClause } from './where-clause.js';

export const buildSelectQueries: BuildQueries = async ({ context, items }) => {
  const queries: PreparedQuery[] = [];
  for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
    const { schema, table } = schemaAndTable(context, itemIndex);
    const values: unknown[] = [schema, table];
    const columns = outputColumns(context, itemIndex);
    let text = 'SELECT * FROM $1:name.$2:name';
    if (!columns.includes('*')) {
      values.push(columns);
      text = `SELECT $${values.length}:name FROM $1:name.$2:name`;
    }
    text += whereClause(context, itemIndex, values);
    text += orderByClause(context, itemIndex, values);
    if (!context.getNodeParameter('returnAll', itemIndex, false)) {
      values.push(Math.max(1, Math.floor(Number(context.getNodeParameter('limit', itemIndex, 50)) || 50)));
      text += ` LIMIT $${values.length}`;
    }
    queries.push({ text, values });
  }
  return queries;
};
