import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { postgresDescription } from '../postgres.base-description.js';
import { postgresNodeError } from '../transport/postgres-errors.js';
import { postgresCredentials, withPostgresClient } from '../transport/postgres-pool.js';
import { schemaLocator, tableLocator } from './description/common.description.js';
import { operationProperties } from './description/operations.description.js';
import { postgresMethods } from './methods.js';
import { buildDeleteQueries } from './operations/delete-table.operation.js';
import { buildExecuteQueries } from './operations/execute-query.operation.js';
import { buildInsertQueries } from './operations/insert.operation.js';
import type { BuildQueries } from './operations/operation-input.js';
import { buildSelectQueries } from './operations/select.operation.js';
import { buildUpdateQueries } from './operations/update.operation.js';
import { buildUpsertQueries } from './operations/upsert.operation.js';
import { errorJson, runBatch, unknownBatching } from './query-batching.js';
import type { QueryBatching } from './query-batching.js';
import { emptyStringsAsNull } from './table-schema.js';

const BUILDERS: Record<string, BuildQueries> = {
  deleteTable: buildDeleteQueries, executeQuery: buildExecuteQueries, insert: buildInsertQueries,
  upsert: buildUpsertQueries, select: buildSelectQueries, update: buildUpdateQueries,
};

const BATCHING: QueryBatching[] = ['single', 'independently', 'transaction'];

/**
 * Postgres 2 to 2.6. 2.1 reads timestamps as ISO text; 2.2 maps columns with the resource mapper;
 * 2.3 answers nothing (instead of `{ success: true }`) for queries that only read and find no rows;
 * 2.4 writes lists to array columns; 2.5 reads expression query parameters one expression at a time;
 * 2.6 inserts an empty row with its defaults.
 */
export class PostgresV2 implements INodeType {
  description: INodeTypeDescription = postgresDescription({
    version: [2, 2.1, 2.2, 2.3, 2.4, 2.5, 2.6],
    subtitle: '={{ $parameter["operation"] }}',
    usableAsTool: true,
    properties: [
      { displayName: 'Resource', name: 'resource', type: 'hidden', noDataExpression: true, default: 'database' },
      {
        displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'insert',
        displayOptions: { show: { resource: ['database'] } },
        options: [
          { name: 'Delete', value: 'deleteTable', description: 'Delete a table, or the rows of a table', action: 'Delete table or rows' },
          { name: 'Execute Query', value: 'executeQuery', description: 'Run SQL', action: 'Execute a SQL query' },
          { name: 'Insert', value: 'insert', description: 'Add rows to a table', action: 'Insert rows in a table' },
          { name: 'Insert or Update', value: 'upsert', description: 'Add rows, or update those that already exist', action: 'Insert or update rows in a table' },
          { name: 'Select', value: 'select', description: 'Read rows of a table', action: 'Select rows from a table' },
          { name: 'Update', value: 'update', description: 'Change rows of a table', action: 'Update rows in a table' },
        ],
      },
      { ...schemaLocator, displayOptions: { hide: { operation: ['executeQuery'] } } },
      { ...tableLocator, displayOptions: { hide: { operation: ['executeQuery'] } } },
      ...operationProperties,
    ],
  });

  methods = postgresMethods;

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const operation = this.getNodeParameter('operation', 0) as string;
    const build = BUILDERS[operation];
    if (!build) throw new NodeOperationError(this.getNode(), `The operation "${operation}" is not supported`);
    const options = this.getNodeParameter('options', 0, {}) as IDataObject;
    const batching = (options.queryBatching ?? 'single') as QueryBatching;
    if (!BATCHING.includes(batching)) throw unknownBatching(this, batching);
    const nodeVersion = this.getNode().typeVersion;
    const credentials = postgresCredentials(await this.getCredentials('postgres'));
    const items = emptyStringsAsNull(this.getInputData(), options.replaceEmptyStrings === true);
    try {
      const output = await withPostgresClient(credentials, {
        largeNumbersOutput: options.largeNumbersOutput === 'numbers' ? 'numbers' : 'text',
        timestampsAsIsoText: nodeVersion >= 2.1,
        connectionTimeout: typeof options.connectionTimeout === 'number' ? options.connectionTimeout : undefined,
        delayClosingIdleConnection: typeof options.delayClosingIdleConnection === 'number' ? options.delayClosingIdleConnection : undefined,
      }, async (client) => {
        const queries = await build({ context: this, client, items, nodeVersion });
        return runBatch(this, client, queries, items, { queryBatching: batching, nodeVersion, operation });
      });
      return [output];
    } catch (failure) {
      const error = postgresNodeError(this.getNode(), failure);
      if (!this.continueOnFail()) throw error;
      return [[{ json: { message: error.message, error: errorJson(error) } }]];
    }
  }
}
