import type { INodeProperties, INodeTypeDescription } from '@weft/workflow';

const on = (...operation: string[]) => ({ show: { operation } });
const table = (operation: string, description: string): INodeProperties => ({
  displayName: 'Table', name: 'table', type: 'string', default: '', required: true, displayOptions: on(operation), placeholder: 'dbo.orders', description,
});

const properties: INodeProperties[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'insert',
    options: [
      { name: 'Execute Query', value: 'executeQuery', description: 'Run T-SQL', action: 'Execute a SQL query' },
      { name: 'Insert', value: 'insert', description: 'Add a row per item', action: 'Insert rows in database' },
      { name: 'Update', value: 'update', description: 'Change the row of each item', action: 'Update rows in database' },
      { name: 'Delete', value: 'delete', description: 'Remove the row of each item', action: 'Delete rows in database' },
    ],
  },
  {
    displayName: 'Query', name: 'query', type: 'string', default: '', required: true, noDataExpression: true, displayOptions: on('executeQuery'),
    typeOptions: { editor: 'sqlEditor', sqlDialect: 'MSSQL' }, placeholder: 'SELECT id, name FROM product WHERE id = {{ $json.id }}',
    description: 'The T-SQL to run. Values written as {{ }} are sent as bound parameters, never pasted into the SQL.',
  },
  table('insert', 'The table to add rows to'),
  {
    displayName: 'Columns', name: 'columns', type: 'string', default: '', displayOptions: on('insert'), placeholder: 'id,name,description',
    description: 'Comma-separated columns, each filled from the input field of the same name (missing fields are NULL)',
  },
  table('update', 'The table whose rows change'),
  {
    displayName: 'Update Key', name: 'updateKey', type: 'string', default: 'id', required: true, displayOptions: on('update'),
    description: 'The column (and input field) that identifies the row to change, usually "id"',
  },
  {
    displayName: 'Columns', name: 'columns', type: 'string', default: '', displayOptions: on('update'), placeholder: 'name,description',
    description: 'Comma-separated columns to set, from the input fields of the same names',
  },
  table('delete', 'The table to remove rows from'),
  {
    displayName: 'Delete Key', name: 'deleteKey', type: 'string', default: 'id', required: true, displayOptions: on('delete'),
    description: 'The column (and input field) that identifies the rows to remove, usually "id"',
  },
];

export const microsoftSqlDescription: INodeTypeDescription = {
  displayName: 'Microsoft SQL',
  name: 'n8n-nodes-base.microsoftSql',
  icon: 'file:mssql.svg',
  group: ['input'],
  version: [1, 1.1],
  description: 'Runs T-SQL on Microsoft SQL Server, or inserts, updates and deletes its rows',
  subtitle: '={{$parameter["operation"]}}',
  defaults: { name: 'Microsoft SQL' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: [{ name: 'microsoftSql', required: true, testedBy: 'microsoftSqlConnectionTest' }],
  codex: { categories: ['Development', 'Data & Storage'], alias: ['mssql', 'sql server', 'azure sql', 'sql', 'database'] },
  properties,
} as INodeTypeDescription;
