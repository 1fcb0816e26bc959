import type pg from 'pg';
import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { postgresDescription } from '../postgres.base-description.js';
import { postgresNodeError } from '../transport/postgres-errors.js';
import { postgresCredentials, withPostgresClient } from '../transport/postgres-pool.js';
import { rowsOf, runQuery, sentInPieces } from '../transport/run-query.js';
import type { PreparedQuery } from '../transport/run-query.js';
import { postgresMethods } from '../v2/methods.js';
import { rawQuery } from '../v2/operations/execute-query.operation.js';
import { expressionsAsParameters } from '../transport/query-expressions.js';
import { v1Properties } from './v1.description.js';
import { castColumns, castParameter, returningClause } from './v1-columns.js';
import type { CastColumn } from './v1-columns.js';

type Mode = 'independently' | 'multiple' | 'transaction';

interface V1Query extends PreparedQuery {
  itemIndex: number;
}

/** Postgres 1: Execute Query, Insert and Update with comma-separated columns, and one of three modes. */
export class PostgresV1 implements INodeType {
  description: INodeTypeDescription = postgresDescription({
    version: 1,
    subtitle: '={{$parameter["operation"]}}',
    properties: v1Properties,
  });

  methods = { credentialTest: postgresMethods.credentialTest };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    const operation = this.getNodeParameter('operation', 0) as string;
    const additional = this.getNodeParameter('additionalFields', 0, {}) as IDataObject;
    const mode = (additional.mode ?? 'multiple') as Mode;
    if (!['independently', 'multiple', 'transaction'].includes(mode)) {
      throw new NodeOperationError(this.getNode(), 'multiple, independently or transaction are valid options');
    }
    const credentials = postgresCredentials(await this.getCredentials('postgres'));
    const largeNumbersOutput = additional.largeNumbersOutput === 'numbers' ? 'numbers' : 'text';
    try {
      return [await withPostgresClient(credentials, { largeNumbersOutput }, async (client) => {
        if (operation === 'executeQuery') return runV1(this, client, executeQueries(this, items), items, mode);
        if (operation === 'insert') return runV1(this, client, insertQueries(this, items, mode), items, mode);
        if (operation === 'update') return runV1(this, client, updateQueries(this, items), items, mode);
        throw new NodeOperationError(this.getNode(), `The operation "${operation}" is not supported`);
      })];
    } catch (failure) {
      throw postgresNodeError(this.getNode(), failure);
    }
  }
}

function executeQueries(context: IExecuteFunctions, items: INodeExecutionData[]): V1Query[] {
  const fields = String((context.getNodeParameter('additionalFields', 0, {}) as IDataObject).queryParams ?? '')
    .split(',').map((field) => field.trim()).filter(Boolean);
  return items.map((item, itemIndex) => ({
    itemIndex,
    ...expressionsAsParameters(rawQuery(context, itemIndex), fields.map((field) => item.json[field] ?? null), (expression) => context.evaluateExpression(expression, itemIndex)),
  }));
}

function target(context: IExecuteFunctions) {
  return { schema: String(context.getNodeParameter('schema', 0, 'public') || 'public'), table: String(context.getNodeParameter('table', 0)) };
}

/** Inserts: one statement for all items in "multiple" mode, one per item otherwise. */
function insertQueries(context: IExecuteFunctions, items: INodeExecutionData[], mode: Mode): V1Query[] {
  const { schema, table } = target(context);
  const columns = castColumns(context.getNode(), context.getNodeParameter('columns', 0) as string);
  const returnFields = context.getNodeParameter('returnFields', 0, '*') as string;
  const statement = (rows: INodeExecutionData[], itemIndex: number): V1Query => {
    const values: unknown[] = [schema, table, columns.map((column) => column.name)];
    const tuples = rows.map((row) => `(${columns.map((column) => castParameter(values, row.json[column.name], column)).join(', ')})`);
    const text = `INSERT INTO $1:name.$2:name($3:name) VALUES ${tuples.join(', ')}`;
    return { itemIndex, text: `${text}${returningClause(returnFields, values)}`, values };
  };
  return mode === 'multiple' ? [statement(items, -1)] : items.map((item, itemIndex) => statement([item], itemIndex));
}

function updateQueries(context: IExecuteFunctions, items: INodeExecutionData[]): V1Query[] {
  const { schema, table } = target(context);
  const node = context.getNode();
  const columns = castColumns(node, context.getNodeParameter('columns', 0) as string);
  const keys = castColumns(node, context.getNodeParameter('updateKey', 0) as string);
  const returnFields = context.getNodeParameter('returnFields', 0, '*') as string;
  const keyCast = (key: CastColumn) => ({ ...key, cast: key.cast ?? columns.find((column) => column.name === key.name)?.cast });
  return items.map((item, itemIndex) => {
    const values: unknown[] = [schema, table];
    const assign = (column: CastColumn) => {
      values.push(column.name);
      const name = `$${values.length}:name`;
      return `${name} = ${castParameter(values, item.json[column.name], column)}`;
    };
    const sets = columns.map(assign);
    const where = keys.map((key) => assign(keyCast(key)));
    if (sets.length === 0) throw new NodeOperationError(node, 'Name the columns to update', { itemIndex });
    return { itemIndex, text: `UPDATE $1:name.$2:name SET ${sets.join(', ')} WHERE ${where.join(' AND ')}${returningClause(returnFields, values)}`, values };
  });
}

/**
 * Runs the queries as the mode says: "multiple" all in one transaction (all or nothing), "transaction"
 * one by one in a transaction stopping at the first failure, "independently" one by one.
 * Rows come out paired with their item; a failed item under "continue on fail" is the item with
 * the error's code and message.
 */
async function runV1(
  context: IExecuteFunctions, client: pg.ClientBase, queries: V1Query[], items: INodeExecutionData[], mode: Mode,
): Promise<INodeExecutionData[]> {
  const output: INodeExecutionData[] = [];
  const paired = (rows: IDataObject[], itemIndex: number) => rows.map((json, index) => ({
    json, pairedItem: { item: itemIndex === -1 ? index : itemIndex },
  }));
  // One query sent whole is atomic by itself, and may be a statement that cannot run in a transaction block (VACUUM).
  const inTransaction = mode === 'transaction' || (mode === 'multiple' && (queries.length > 1 || queries.some(sentInPieces)));
  if (inTransaction) await client.query('BEGIN');
  for (const query of queries) {
    try {
      output.push(...paired(rowsOf(await runQuery(client, query)), query.itemIndex));
    } catch (failure) {
      if (mode === 'multiple' || !context.continueOnFail()) {
        if (inTransaction) await client.query('ROLLBACK').catch(() => undefined);
        throw postgresNodeError(context.getNode(), failure, { query: query.text, ...(query.itemIndex >= 0 ? { itemIndex: query.itemIndex } : {}) });
      }
      const error = failure as { code?: string; message?: string };
      const source = items[query.itemIndex]?.json;
      output.push({ json: { ...(source ?? {}), code: error.code ?? null, message: error.message ?? String(failure) }, pairedItem: { item: query.itemIndex } });
      if (mode === 'transaction') {
        await client.query('ROLLBACK').catch(() => undefined);
        return output;
      }
    }
  }
  if (inTransaction) await client.query('COMMIT');
  return output;
}
