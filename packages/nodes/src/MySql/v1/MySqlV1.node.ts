import type { Connection } from 'mysql2/promise';
import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties, INodeType, INodeTypeDescription } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { mySqlDescription } from '../mysql.base-description.js';
import { getColumns, searchTables } from '../methods.js';
import { bindQueryParameters, expressionsAsParameters, quoteIdentifier, splitStatements } from '../sql-text.js';
import { mysqlConnectionTest, openConnection, runStatement, type MySqlCredentials } from '../transport.js';

const on = (...operation: string[]) => ({ show: { operation } });
const tableLocator = (operation: string): INodeProperties => ({
  displayName: 'Table', name: 'table', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true, displayOptions: on(operation),
  description: 'The table to write to',
  modes: [
    { displayName: 'From List', name: 'list', type: 'list', placeholder: 'Select a table...', typeOptions: { searchListMethod: 'searchTables', searchable: true } },
    { displayName: 'Name', name: 'name', type: 'string', placeholder: 'table_name' },
  ],
});

const properties: INodeProperties[] = [
  { displayName: 'A newer version of this node exists with more operations; add the node again to use it', name: 'oldVersionNotice', type: 'notice', default: '' },
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'insert',
    options: [
      { name: 'Execute Query', value: 'executeQuery', description: 'Run an SQL query', action: 'Execute a SQL query' },
      { name: 'Insert', value: 'insert', description: 'Insert rows in a table', action: 'Insert rows in a table' },
      { name: 'Update', value: 'update', description: 'Update rows of a table', action: 'Update rows in a table' },
    ],
  },
  {
    displayName: 'Query', name: 'query', type: 'string', default: '', required: true, noDataExpression: true, displayOptions: on('executeQuery'),
    typeOptions: { editor: 'sqlEditor', sqlDialect: 'MySQL' }, placeholder: 'SELECT id, name FROM product WHERE id < $1',
    description: 'The SQL to run; values go in Query Parameters as $1, $2, ...',
  },
  tableLocator('insert'),
  { displayName: 'Columns', name: 'columns', type: 'string', default: '', displayOptions: on('insert'), placeholder: 'id,name,description', description: 'Comma-separated columns, filled from the input fields of the same names' },
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: on('insert', 'executeQuery'),
    options: [
      { displayName: 'Query Parameters', name: 'queryReplacement', type: 'string', default: '', displayOptions: { show: { '/operation': ['executeQuery'] } }, description: 'Comma-separated values for $1, $2, ... in the query (bound, never pasted in)' },
      { displayName: 'Ignore', name: 'ignore', type: 'boolean', default: true, displayOptions: { show: { '/operation': ['insert'] } }, description: 'Whether rows that would break a unique key are skipped (INSERT IGNORE)' },
      {
        displayName: 'Priority', name: 'priority', type: 'options', default: 'LOW_PRIORITY', displayOptions: { show: { '/operation': ['insert'] } },
        options: [{ name: 'Low Priority', value: 'LOW_PRIORITY' }, { name: 'High Priority', value: 'HIGH_PRIORITY' }],
      },
    ],
  },
  tableLocator('update'),
  { displayName: 'Update Key', name: 'updateKey', type: 'string', default: 'id', required: true, displayOptions: on('update'), description: 'The column that identifies the row to update' },
  { displayName: 'Columns', name: 'columns', type: 'string', default: '', displayOptions: on('update'), placeholder: 'name,description', description: 'Comma-separated columns to update, from the input fields of the same names' },
];

/** A row as an item's JSON: dates (Date objects without date strings) as ISO text, as they would serialize. */
function json(row: unknown): IDataObject {
  return Object.fromEntries(Object.entries(row as IDataObject).map(([key, value]) => [key, (value as unknown) instanceof Date ? (value as unknown as Date).toISOString() : value]));
}
const asItems = (result: unknown): IDataObject[] => (Array.isArray(result) ? result.map(json) : [json(result)]);

function columnList(context: IExecuteFunctions, text: string): string[] {
  const columns = text.split(',').map((column) => column.trim()).filter(Boolean);
  if (columns.length === 0) throw new NodeOperationError(context.getNode(), 'Columns: name at least one column, comma-separated');
  return columns;
}

async function executeQuery(context: IExecuteFunctions, connection: Connection, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
  const output: INodeExecutionData[] = [];
  for (let index = 0; index < items.length; index++) {
    const sql = (context.getNodeParameter('query', index) as string).trim();
    const { queryReplacement } = context.getNodeParameter('options', index, {}) as { queryReplacement?: unknown };
    let replacements: unknown[] = [];
    if (typeof queryReplacement === 'string' && queryReplacement !== '') replacements = queryReplacement.split(',').map((value) => value.trim());
    else if (Array.isArray(queryReplacement)) replacements = queryReplacement;
    else if (queryReplacement !== undefined && queryReplacement !== '') throw new NodeOperationError(context.getNode(), 'Query Parameters must be comma-separated values or an array of values', { itemIndex: index });
    const expanded = expressionsAsParameters(sql, replacements, (expression) => context.evaluateExpression(expression, index));
    const bound = bindQueryParameters(expanded.sql, expanded.replacements);
    for (const statement of splitStatements(bound.sql, bound.values)) {
      const result = await runStatement(connection, statement.sql, statement.values);
      output.push(...asItems(result).map((row) => ({ json: row, pairedItem: { item: index } })));
    }
  }
  return output;
}

async function insert(context: IExecuteFunctions, connection: Connection, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
  const table = quoteIdentifier(context.getNodeParameter('table', 0, '', { extractValue: true }) as string);
  const columns = columnList(context, context.getNodeParameter('columns', 0) as string);
  const { ignore, priority } = context.getNodeParameter('options', 0, {}) as { ignore?: boolean; priority?: string };
  const prefix = `INSERT${priority === 'LOW_PRIORITY' || priority === 'HIGH_PRIORITY' ? ` ${priority}` : ''}${ignore ? ' IGNORE' : ''} INTO`;
  const row = `(${columns.map(() => '?').join(', ')})`;
  const sql = `${prefix} ${table} (${columns.map(quoteIdentifier).join(', ')}) VALUES ${items.map(() => row).join(', ')}`;
  const values = items.flatMap((item) => columns.map((column) => item.json[column] ?? null));
  return asItems(await runStatement(connection, sql, values)).map((result) => ({ json: result, pairedItem: items.map((_, item) => ({ item })) }));
}

async function update(context: IExecuteFunctions, connection: Connection, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
  const table = quoteIdentifier(context.getNodeParameter('table', 0, '', { extractValue: true }) as string);
  const key = context.getNodeParameter('updateKey', 0) as string;
  const columns = columnList(context, context.getNodeParameter('columns', 0) as string);
  if (!columns.includes(key)) columns.unshift(key);
  const sql = `UPDATE ${table} SET ${columns.map((column) => `${quoteIdentifier(column)} = ?`).join(', ')} WHERE ${quoteIdentifier(key)} = ?`;
  const output: INodeExecutionData[] = [];
  for (const [index, item] of items.entries()) {
    const values = [...columns.map((column) => item.json[column] ?? null), item.json[key] ?? null];
    output.push(...asItems(await runStatement(connection, sql, values)).map((result) => ({ json: result, pairedItem: { item: index } })));
  }
  return output;
}

const OPERATIONS: Record<string, typeof insert> = { executeQuery, insert, update };

/** MySQL 1: Execute Query, Insert and Update; writes answer MySQL's summary (affected rows, insert ID). */
export class MySqlV1 implements INodeType {
  description: INodeTypeDescription = mySqlDescription({ version: 1, properties });

  methods = { listSearch: { searchTables }, loadOptions: { getColumns }, credentialTest: { mysqlConnectionTest } };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const operation = this.getNodeParameter('operation', 0) as string;
    const run = OPERATIONS[operation];
    if (!run) throw new NodeOperationError(this.getNode(), `The operation "${operation}" is not known`);
    const credentials = await this.getCredentials<MySqlCredentials>('mySql');
    let connection: Connection;
    try {
      connection = await openConnection(credentials);
    } catch (error) {
      throw new NodeOperationError(this.getNode(), error as Error);
    }
    try {
      return [await run(this, connection, this.getInputData())];
    } catch (error) {
      const message = (error as { sqlMessage?: string }).sqlMessage ?? (error as Error).message;
      if (this.continueOnFail()) return [[{ json: { error: message } }]];
      throw error instanceof NodeOperationError ? error : new NodeOperationError(this.getNode(), error as Error, { message });
    } finally {
      await connection.end().catch(() => connection.destroy());
    }
  }
}
