import { NodeOperationError } from '@weft/workflow';
import type { IDataObject } from '@weft/workflow';
import type { PreparedQuery } from '../../transport/run-query.js';
import type { BuildQueries } from './operation-input.js';
import { schemaAndTable } from './operation-input.js';
import { whereClause } from './where-clause.js';

export const buildDeleteQueries: BuildQueries = async ({ context, items }) => {
  const queries: PreparedQuery[] = [];
  for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
    const { schema, table } = schemaAndTable(context, itemIndex);
    const options = context.getNodeParameter('options', itemIndex, {}) as IDataObject;
    const command = context.getNodeParameter('deleteCommand', itemIndex) as string;
    const values: unknown[] = [schema, table];
    const cascade = options.cascade ? ' CASCADE' : '';
    let text: string;
    if (command === 'drop') text = `DROP TABLE IF EXISTS $1:name.$2:name${cascade}`;
    else if (command === 'truncate') {
      text = `TRUNCATE TABLE $1:name.$2:name${context.getNodeParameter('restartSequences', itemIndex, false) ? ' RESTART IDENTITY' : ''}${cascade}`;
    } else if (command === 'delete') text = `DELETE FROM $1:name.$2:name${whereClause(context, itemIndex, values)}`;
    else {
      throw new NodeOperationError(context.getNode(), `Unknown delete command "${String(command)}"`, { itemIndex, description: 'Choose truncate, delete or drop.' });
    }
    queries.push({ text, values });
  }
  return queries;
};
