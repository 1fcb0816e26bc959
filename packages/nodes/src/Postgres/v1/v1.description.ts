import type { INodeProperties } from '@weft/workflow';

/* Postgres 1's parameters, with n8n's names and defaults. */

export const v1Properties: INodeProperties[] = [
  {
    displayName: 'This is an old version of the Postgres node: add a new Postgres node to get the newer operations and column mapping.',
    name: 'oldVersionNotice', type: 'notice', default: '',
  },
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'insert',
    options: [
      { name: 'Execute Query', value: 'executeQuery', description: 'Run SQL', action: 'Execute a SQL query' },
      { name: 'Insert', value: 'insert', description: 'Add rows to a table', action: 'Insert rows in a table' },
      { name: 'Update', value: 'update', description: 'Change rows of a table', action: 'Update rows in a table' },
    ],
  },
  {
    displayName: 'Query', name: 'query', type: 'string', noDataExpression: true, required: true, default: '',
    typeOptions: { editor: 'sqlEditor', sqlDialect: 'PostgreSQL' },
    displayOptions: { show: { operation: ['executeQuery'] } },
    placeholder: 'SELECT id, name FROM product WHERE quantity > $1 AND price <= $2',
    description: 'The SQL to run; $1, $2, ... are the item fields named in Query Parameters',
  },
  { displayName: 'Schema', name: 'schema', type: 'string', required: true, default: 'public', displayOptions: { show: { operation: ['insert'] } }, description: 'The schema that holds the table' },
  { displayName: 'Table', name: 'table', type: 'string', required: true, default: '', displayOptions: { show: { operation: ['insert'] } }, description: 'The table to add rows to' },
  {
    displayName: 'Columns', name: 'columns', type: 'string', default: '', placeholder: 'id:int,name:text,description',
    displayOptions: { show: { operation: ['insert'] } },
    description: 'Comma-separated columns to fill from the item fields of the same names; "name:type" casts the value',
  },
  { displayName: 'Schema', name: 'schema', type: 'string', default: 'public', displayOptions: { show: { operation: ['update'] } }, description: 'The schema that holds the table' },
  { displayName: 'Table', name: 'table', type: 'string', required: true, default: '', displayOptions: { show: { operation: ['update'] } }, description: 'The table whose rows change' },
  {
    displayName: 'Update Key', name: 'updateKey', type: 'string', required: true, default: 'id', placeholder: 'id',
    displayOptions: { show: { operation: ['update'] } },
    description: 'Comma-separated columns that find the row of each item (usually "id"); "name:type" casts the value',
  },
  {
    displayName: 'Columns', name: 'columns', type: 'string', default: '', placeholder: 'name:text,description',
    displayOptions: { show: { operation: ['update'] } },
    description: 'Comma-separated columns to set from the item fields of the same names; "name:type" casts the value',
  },
  {
    displayName: 'Return Fields', name: 'returnFields', type: 'string', default: '*',
    displayOptions: { show: { operation: ['insert', 'update'] } },
    description: 'Comma-separated columns of each written row to output; * gives them all',
  },
  {
    displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', placeholder: 'Add Field', default: {},
    options: [
      {
        displayName: 'Mode', name: 'mode', type: 'options', default: 'multiple',
        description: 'How the queries of several items are sent',
        options: [
          { name: 'Independently', value: 'independently', description: 'One query per item, each kept on its own' },
          { name: 'Multiple Queries', value: 'multiple', description: 'All items at once, kept only if every one succeeds' },
          { name: 'Transaction', value: 'transaction', description: 'One query per item in one transaction, undone entirely when one fails' },
        ],
      },
      {
        displayName: 'Output Large-Format Numbers As', name: 'largeNumbersOutput', type: 'options', default: 'text',
        description: 'Whether BIGINT and NUMERIC values come out as numbers (which may lose precision) or as text',
        options: [{ name: 'Numbers', value: 'numbers' }, { name: 'Text', value: 'text' }],
      },
      {
        displayName: 'Query Parameters', name: 'queryParams', type: 'string', default: '', placeholder: 'quantity,price',
        displayOptions: { show: { '/operation': ['executeQuery'] } },
        description: 'Comma-separated item fields whose values are bound to $1, $2, ... in the query',
      },
    ],
  },
];
