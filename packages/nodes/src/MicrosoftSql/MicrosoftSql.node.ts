import type { ConnectionPool } from 'mssql';
import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { microsoftSqlDescription } from './description.js';
import { deleteRows, executeQueryOnce, executeQueryPerItem, insert, update } from './operations.js';
import { microsoftSqlConnectionTest, openPool, type MicrosoftSqlCredentials } from './transport.js';

/** SQL Server's own message for a failed statement (mssql wraps it in a RequestError). */
function serverMessage(error: unknown): string {
  const original = (error as { originalError?: { message?: string } }).originalError;
  return original?.message ?? (error as Error).message;
}

/** `n8n-nodes-base.microsoftSql` 1 and 1.1: Execute Query, Insert, Update and Delete over one connection. */
export class MicrosoftSql implements INodeType {
  description: INodeTypeDescription = microsoftSqlDescription;

  methods = { credentialTest: { microsoftSqlConnectionTest } };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    const operation = this.getNodeParameter('operation', 0) as string;
    const runs = {
      executeQuery: this.getNode().typeVersion >= 1.1 ? executeQueryPerItem : executeQueryOnce,
      insert, update, delete: deleteRows,
    } as const;
    const run = runs[operation as keyof typeof runs];
    if (!run) throw new NodeOperationError(this.getNode(), `The operation "${operation}" is not known`);
    const credentials = await this.getCredentials<MicrosoftSqlCredentials>('microsoftSql');
    let pool: ConnectionPool;
    try {
      pool = await openPool(credentials);
    } catch (error) {
      if (this.continueOnFail()) return [[{ json: { error: (error as Error).message }, pairedItem: items.map((_, item) => ({ item })) }]];
      throw new NodeOperationError(this.getNode(), error as Error);
    }
    try {
      return [await run(this, pool, items)];
    } catch (error) {
      const message = serverMessage(error);
      if (this.continueOnFail()) return [[{ json: { error: message }, pairedItem: items.map((_, item) => ({ item })) }]];
      throw error instanceof NodeOperationError ? error : new NodeOperationError(this.getNode(), error as Error, { message });
    } finally {
      await pool.close().catch(() => undefined);
    }
  }
}
