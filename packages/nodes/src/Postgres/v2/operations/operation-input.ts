import type pg from 'pg';
import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import type { PreparedQuery } from '../../transport/run-query.js';

/** What each operation is given: the node's items (empty strings already replaced if asked) and its options. */
export interface OperationInput {
  context: IExecuteFunctions;
  client: pg.ClientBase;
  items: INodeExecutionData[];
  nodeVersion: number;
}

export type BuildQueries = (input: OperationInput) => Promise<PreparedQuery[]>;

export function schemaAndTable(context: IExecuteFunctions, itemIndex: number): { schema: string; table: string } {
  const schema = String(context.getNodeParameter('schema', itemIndex, 'public', { extractValue: true }) ?? 'public');
  const table = String(context.getNodeParameter('table', itemIndex, '', { extractValue: true }) ?? '');
  return { schema, table };
}

export function outputColumns(context: IExecuteFunctions, itemIndex: number): string[] {
  const chosen = context.getNodeParameter('options.outputColumns', itemIndex, ['*']) as string[] | string;
  const list = Array.isArray(chosen) ? chosen : String(chosen).split(',').map((name) => name.trim()).filter(Boolean);
  return list.length === 0 ? ['*'] : list;
}

/** ` RETURNING *`, or the chosen columns as a `:name` placeholder added to `values`. */
export function returning(columns: string[], values: unknown[]): string {
  if (columns.includes('*')) return ' RETURNING *';
  values.push(columns);
  return ` RETURNING $${values.length}:name`;
}

/** A "Values to Send" list (2.0 and 2.1) as one row. */
export function rowOfValuesToSend(values: Array<{ column?: string; value?: unknown }> | undefined): IDataObject {
  return Object.fromEntries((values ?? []).filter((entry) => entry.column).map((entry) => [String(entry.column), entry.value as IDataObject[string]]));
}
