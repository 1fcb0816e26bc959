import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { mySqlDescription } from '../mysql.base-description.js';
import { getColumns, getColumnsMultiOptions, getColumnsWithoutColumnToMatchOn, searchTables } from '../methods.js';
import { mysqlConnectionTest, openConnection, type MySqlCredentials } from '../transport.js';
import { mySqlV2Properties } from './description.js';
import { deleteQueries, executeQueries, insertQueries, selectQueries, updateQueries, upsertQueries, type OperationOptions } from './operations.js';
import { runQueries, type QueryBatching } from './query-runner.js';

interface NodeOptions extends OperationOptions {
  largeNumbersOutput?: string;
  decimalNumbers?: boolean;
  detailedOutput?: boolean;
}

const BATCHING: QueryBatching[] = ['single', 'independently', 'transaction'];

/** MySQL 2 to 2.5: Delete, Execute SQL, Insert, Insert or Update, Select, Update. */
export class MySqlV2 implements INodeType {
  description: INodeTypeDescription = mySqlDescription({ version: [2, 2.1, 2.2, 2.3, 2.4, 2.5], properties: mySqlV2Properties });

  methods = {
    listSearch: { searchTables },
    loadOptions: { getColumns, getColumnsMultiOptions, getColumnsWithoutColumnToMatchOn },
    credentialTest: { mysqlConnectionTest },
  };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    const operation = this.getNodeParameter('operation', 0) as string;
    const nodeVersion = this.getNode().typeVersion;
    const options = { ...(this.getNodeParameter('options', 0, {}) as NodeOptions), nodeVersion };
    const queryBatching = options.queryBatching || 'single';
    if (!BATCHING.includes(queryBatching as QueryBatching)) throw new NodeOperationError(this.getNode(), `Query Batching: "${queryBatching}" is not one of ${BATCHING.join(', ')}`);
    const queries = (() => {
      switch (operation) {
        case 'executeQuery': return executeQueries(this, items, nodeVersion);
        case 'insert': return insertQueries(this, items, { ...options, queryBatching });
        case 'update': return updateQueries(this, items, options);
        case 'upsert': return upsertQueries(this, items, options);
        case 'select': return selectQueries(this, items);
        case 'deleteTable': return deleteQueries(this, items);
        default: throw new NodeOperationError(this.getNode(), `The operation "${operation}" is not known`);
      }
    })();
    const credentials = await this.getCredentials<MySqlCredentials>('mySql');
    let connection;
    try {
      connection = await openConnection(credentials, {
        dateStrings: nodeVersion >= 2.1, bigNumberStrings: (options.largeNumbersOutput ?? 'text') === 'text', decimalNumbers: options.decimalNumbers === true,
      });
    } catch (error) {
      throw new NodeOperationError(this.getNode(), error as Error);
    }
    try {
      return [await runQueries(this, connection, queries, { queryBatching: queryBatching as QueryBatching, detailedOutput: options.detailedOutput === true, nodeVersion })];
    } finally {
      await connection.end().catch(() => connection.destroy());
    }
  }
}
