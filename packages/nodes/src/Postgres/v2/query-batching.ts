import type pg from 'pg';
import type { IDataObject, IExecuteFunctions, INodeExecutionData, IPairedItemData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { postgresNodeError } from '../transport/postgres-errors.js';
import { rowsOf, runQuery, sentInPieces } from '../transport/run-query.js';
import type { PreparedQuery, StatementResult } from '../transport/run-query.js';

export type QueryBatching = 'single' | 'independently' | 'transaction';

export interface BatchOptions {
  queryBatching?: QueryBatching;
  nodeVersion: number;
  operation: string;
}

/** The item of a failed query under "continue on fail" (n8n's shape: the message, the input item, the error). */
export function failedQueryItem(error: NodeOperationError, item: INodeExecutionData | undefined, itemIndex: number): INodeExecutionData {
  return { json: { message: error.message, item: { ...(item?.json ?? {}) }, error: errorJson(error) }, pairedItem: { item: itemIndex } };
}

export function errorJson(error: NodeOperationError): IDataObject {
  const cause = error.cause as { code?: unknown } | undefined;
  return {
    message: error.message,
    ...(error.description ? { description: error.description } : {}),
    ...(typeof cause?.code === 'string' ? { code: cause.code } : {}),
  };
}

function allItems(count: number): IPairedItemData[] {
  return Array.from({ length: count }, (_, item) => ({ item }));
}

/**
 * The rows of one query as items, or what n8n answers when there are none: before 2.3, `{ success: true }`
 * unless the operation is Select; from 2.3, nothing for queries that only read, `{ success: true }` for the rest.
 */
function itemsOfQuery(results: StatementResult[], itemIndex: number, options: BatchOptions): INodeExecutionData[] {
  const rows = rowsOf(results);
  if (rows.length > 0) return rows.map((json) => ({ json, pairedItem: { item: itemIndex } }));
  const readsOnly = options.nodeVersion < 2.3 ? options.operation === 'select' : results.every((result) => result.command === 'SELECT');
  return readsOnly ? [] : [{ json: { success: true }, pairedItem: { item: itemIndex } }];
}

/**
 * Runs the node's queries (one per item) as n8n's "Query Batching" option says: all in one go (one
 * transaction: all or nothing), each on its own, or in one transaction stopping at the first failure.
 */
export async function runBatch(
  context: IExecuteFunctions, client: pg.ClientBase, queries: PreparedQuery[], items: INodeExecutionData[], options: BatchOptions,
): Promise<INodeExecutionData[]> {
  const node = context.getNode();
  const batching = options.queryBatching ?? 'single';
  if (batching === 'single') {
    const perQuery: StatementResult[][] = [];
    let index = 0;
    // One query sent whole is atomic by itself, and may be a statement that cannot run in a transaction block.
    const transaction = queries.length > 1 || queries.some(sentInPieces);
    try {
      if (transaction) await client.query('BEGIN');
      for (; index < queries.length; index++) perQuery.push(await runQuery(client, queries[index] as PreparedQuery));
      if (transaction) await client.query('COMMIT');
    } catch (failure) {
      if (transaction) await client.query('ROLLBACK').catch(() => undefined);
      const error = postgresNodeError(node, failure, { query: queries[index]?.text, itemIndex: index });
      if (!context.continueOnFail()) throw error;
      return [{ json: { message: error.message, error: errorJson(error) } }];
    }
    const output = perQuery.flatMap((results, itemIndex) => rowsOf(results).map((json) => ({ json, pairedItem: { item: itemIndex } })));
    if (output.length > 0) return output;
    const readsOnly = options.nodeVersion < 2.3 ? options.operation === 'select' : perQuery.flat().every((result) => result.command === 'SELECT');
    return readsOnly ? [] : [{ json: { success: true }, pairedItem: allItems(queries.length) }];
  }
  const output: INodeExecutionData[] = [];
  const transaction = batching === 'transaction';
  if (transaction) await client.query('BEGIN');
  for (let index = 0; index < queries.length; index++) {
    const query = queries[index] as PreparedQuery;
    // Outside the batch's transaction, a query of several statements is still all or nothing, as in n8n.
    const ownTransaction = !transaction && sentInPieces(query);
    try {
      if (ownTransaction) await client.query('BEGIN');
      const results = await runQuery(client, query);
      if (ownTransaction) await client.query('COMMIT');
      output.push(...itemsOfQuery(results, index, options));
    } catch (failure) {
      if (ownTransaction) await client.query('ROLLBACK').catch(() => undefined);
      const error = postgresNodeError(node, failure, { query: query.text, itemIndex: index });
      if (!context.continueOnFail()) {
        if (transaction) await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
      output.push(failedQueryItem(error, items[index], index));
      if (transaction) {
        // The failed statement aborted the transaction: nothing of it is kept, as in n8n.
        await client.query('ROLLBACK').catch(() => undefined);
        return output;
      }
    }
  }
  if (transaction) await client.query('COMMIT');
  return output;
}

export function unknownBatching(context: IExecuteFunctions, value: unknown): NodeOperationError {
  return new NodeOperationError(context.getNode(), `Unknown query batching "${String(value)}"`, { description: 'Choose single, independently or transaction.' });
}
