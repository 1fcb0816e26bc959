import type { Connection } from 'mysql2/promise';
import type { IDataObject, IExecuteFunctions, INodeExecutionData, IPairedItemData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { splitStatements, type BoundStatement } from '../sql-text.js';
import { runStatement } from '../transport.js';

export type QueryBatching = 'single' | 'independently' | 'transaction';

export interface RunnerOptions {
  queryBatching: QueryBatching;
  detailedOutput: boolean;
  nodeVersion: number;
}

/** One statement's answer: rows (a SELECT), or MySQL's summary of a write (affected rows, insert ID, ...). */
interface Answered {
  statement: BoundStatement;
  result: unknown;
}

const plain = (value: unknown): IDataObject => ({ ...(value as IDataObject) });

/** The statement as text with its values shown, for the detailed output (never sent like this). */
async function shown(statement: BoundStatement): Promise<string> {
  if (statement.values.length === 0) return statement.sql;
  const { format } = await import('mysql2/promise');
  return format(statement.sql, statement.values as never[]);
}

const isSelect = (sql: string) => /^select\b/i.test(sql.replace(/\/\*.*?\*\//gs, '').trim());

/**
 * n8n's output of a batch: with details, an item per statement (`sql`, `data`); otherwise the rows of
 * the statements that read rows, and `{ success: true }` when none did (unless every statement was a
 * SELECT that found nothing, from version 2.2).
 */
async function output(answers: Answered[], options: RunnerOptions, pairedItem: IPairedItemData | IPairedItemData[]): Promise<INodeExecutionData[]> {
  const items: INodeExecutionData[] = [];
  if (options.detailedOutput) {
    for (const { statement, result } of answers) {
      items.push({ json: { sql: await shown(statement), data: (Array.isArray(result) ? result.map(plain) : plain(result)) as IDataObject[] }, pairedItem });
    }
  } else {
    for (const { result } of answers) {
      if (Array.isArray(result)) items.push(...result.map((row) => ({ json: plain(row), pairedItem })));
    }
  }
  if (items.length === 0 && (options.nodeVersion < 2.2 || !answers.every(({ statement }) => isSelect(statement.sql)))) {
    items.push({ json: { success: true }, pairedItem });
  }
  return items;
}

async function runQuery(connection: Connection, query: BoundStatement): Promise<Answered[]> {
  const answers: Answered[] = [];
  for (const statement of splitStatements(query.sql, query.values)) {
    answers.push({ statement, result: await runStatement(connection, statement.sql, statement.values) });
  }
  return answers;
}

function failure(context: IExecuteFunctions, error: unknown, itemIndex: number): NodeOperationError {
  if (error instanceof NodeOperationError) return error;
  const { message, code, sqlMessage } = error as { message?: string; code?: string; sqlMessage?: string };
  return new NodeOperationError(context.getNode(), error as Error, {
    message: sqlMessage ?? message ?? String(error), itemIndex, ...(code ? { description: `MySQL error code ${code}` } : {}),
  });
}

/** n8n's item for a query that failed under continueOnFail, in Independently and Transaction modes. */
function errorItem(error: NodeOperationError, query: BoundStatement, index: number): INodeExecutionData {
  return {
    json: { message: error.message, item: { query: query.sql, values: query.values as IDataObject[] }, itemIndex: index, error: { message: error.message, description: error.description ?? null } },
    pairedItem: { item: index },
  };
}

/**
 * Runs each item's query in the chosen batching: `single` runs them one after the other as one batch
 * (its output paired with every item); `independently` each on its own, a failure kept to its item;
 * `transaction` all in one transaction, a failure rolling every item back.
 */
export async function runQueries(context: IExecuteFunctions, connection: Connection, queries: BoundStatement[], options: RunnerOptions): Promise<INodeExecutionData[]> {
  if (queries.length === 0) return [];
  if (options.queryBatching === 'single') {
    try {
      const answers: Answered[] = [];
      for (const query of queries) answers.push(...await runQuery(connection, query));
      return await output(answers, options, queries.map((_, item) => ({ item })));
    } catch (error) {
      const failed = failure(context, error, 0);
      if (!context.continueOnFail()) throw failed;
      return [{ json: { message: failed.message, error: { message: failed.message, description: failed.description ?? null } } }];
    }
  }
  const inTransaction = options.queryBatching === 'transaction';
  if (inTransaction) await connection.beginTransaction();
  const items: INodeExecutionData[] = [];
  for (const [index, query] of queries.entries()) {
    try {
      items.push(...await output(await runQuery(connection, query), options, { item: index }));
    } catch (error) {
      const failed = failure(context, error, index);
      if (inTransaction) await connection.rollback();
      if (!context.continueOnFail()) throw failed;
      items.push(errorItem(failed, query, index));
      // The transaction is rolled back: the items after the failed one are not run.
      if (inTransaction) return items;
    }
  }
  if (inTransaction) await connection.commit();
  return items;
}
