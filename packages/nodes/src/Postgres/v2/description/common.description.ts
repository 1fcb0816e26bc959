import type { INodeProperties } from '@weft/workflow';

/* The parameters several Postgres 2.x operations share, with n8n's names, defaults and options. */

export const schemaLocator: INodeProperties = {
  displayName: 'Schema', name: 'schema', type: 'resourceLocator', default: { mode: 'list', value: 'public' }, required: true,
  description: 'The schema that holds the table',
  modes: [
    { displayName: 'From List', name: 'list', type: 'list', placeholder: 'Select a schema', typeOptions: { searchListMethod: 'schemaSearch' } },
    { displayName: 'By Name', name: 'name', type: 'string', placeholder: 'e.g. public' },
  ],
};

export const tableLocator: INodeProperties = {
  displayName: 'Table', name: 'table', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true,
  description: 'The table to work on',
  modes: [
    { displayName: 'From List', name: 'list', type: 'list', placeholder: 'Select a table', typeOptions: { searchListMethod: 'tableSearch' } },
    { displayName: 'By Name', name: 'name', type: 'string', placeholder: 'e.g. customers' },
  ],
};

export const whereConditions: INodeProperties = {
  displayName: 'Select Rows', name: 'where', type: 'fixedCollection', typeOptions: { multipleValues: true }, placeholder: 'Add Condition', default: {},
  description: 'Conditions a row must meet; without any, every row of the table qualifies',
  options: [{
    displayName: 'Values', name: 'values',
    values: [
      {
        displayName: 'Column', name: 'column', type: 'options', default: '',
        description: 'Choose from the list, or give a column name with an expression',
        typeOptions: { loadOptionsMethod: 'getColumns', loadOptionsDependsOn: ['schema.value', 'table.value'] },
      },
      {
        displayName: 'Operator', name: 'condition', type: 'options', default: 'equal',
        description: 'How the column compares with the value (greater and less than compare numbers)',
        options: [
          { name: 'Equal', value: 'equal' }, { name: 'Not Equal', value: '!=' }, { name: 'Like', value: 'LIKE' },
          { name: 'Greater Than', value: '>' }, { name: 'Less Than', value: '<' }, { name: 'Greater Than Or Equal', value: '>=' },
          { name: 'Less Than Or Equal', value: '<=' }, { name: 'Is Null', value: 'IS NULL' }, { name: 'Is Not Null', value: 'IS NOT NULL' },
        ],
      },
      { displayName: 'Value', name: 'value', type: 'string', default: '', displayOptions: { hide: { condition: ['IS NULL', 'IS NOT NULL'] } } },
    ],
  }],
};

export const combineConditions: INodeProperties = {
  displayName: 'Combine Conditions', name: 'combineConditions', type: 'options', default: 'AND',
  description: 'Whether a row must meet every condition or any one of them',
  options: [
    { name: 'AND', value: 'AND', description: 'Every condition must hold' },
    { name: 'OR', value: 'OR', description: 'At least one condition must hold' },
  ],
};

export const sortRules: INodeProperties = {
  displayName: 'Sort', name: 'sort', type: 'fixedCollection', typeOptions: { multipleValues: true }, placeholder: 'Add Sort Rule', default: {},
  options: [{
    displayName: 'Values', name: 'values',
    values: [
      {
        displayName: 'Column', name: 'column', type: 'options', default: '',
        description: 'Choose from the list, or give a column name with an expression',
        typeOptions: { loadOptionsMethod: 'getColumns', loadOptionsDependsOn: ['schema.value', 'table.value'] },
      },
      { displayName: 'Direction', name: 'direction', type: 'options', default: 'ASC', options: [{ name: 'ASC', value: 'ASC' }, { name: 'DESC', value: 'DESC' }] },
    ],
  }],
};

export const optionsCollection: INodeProperties = {
  displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {},
  options: [
    {
      displayName: 'Cascade', name: 'cascade', type: 'boolean', default: false,
      description: 'Whether to also drop or truncate the objects that depend on the table (CASCADE)',
      displayOptions: { show: { '/operation': ['deleteTable'] }, hide: { '/deleteCommand': ['delete'] } },
    },
    { displayName: 'Connection Timeout', name: 'connectionTimeout', type: 'number', default: 30, description: 'Seconds to wait for a connection to the server' },
    {
      displayName: 'Delay Closing Idle Connection', name: 'delayClosingIdleConnection', type: 'number', default: 0, typeOptions: { minValue: 0 },
      description: 'Seconds an idle connection waits before its first keep-alive check',
    },
    {
      displayName: 'Query Batching', name: 'queryBatching', type: 'options', noDataExpression: true, default: 'single',
      description: 'How the queries of several input items are sent',
      options: [
        { name: 'Single Query', value: 'single', description: 'All items\' queries together, kept only if every one succeeds' },
        { name: 'Independent', value: 'independently', description: 'One query per item, each kept on its own' },
        { name: 'Transaction', value: 'transaction', description: 'One query per item in one transaction, undone entirely when one fails' },
      ],
    },
    {
      displayName: 'Query Parameters', name: 'queryReplacement', type: 'string', default: '', placeholder: 'e.g. value1,value2,value3',
      description: 'Comma-separated values (or an expression giving a list) bound to $1, $2, ... in the query, never pasted into it',
      displayOptions: { show: { '/operation': ['executeQuery'] } },
    },
    {
      displayName: 'Treat query parameters in single quotes as text', name: 'treatQueryParametersInSingleQuotesAsText', type: 'boolean', default: false,
      description: 'Whether a quoted \'$1\' in the query is the text "$1" rather than a parameter',
      displayOptions: { show: { queryReplacement: [{ _cnd: { exists: true } }] } },
    },
    {
      displayName: 'Output Columns', name: 'outputColumns', type: 'multiOptions', default: [],
      description: 'The columns each output row has; none chosen gives them all',
      typeOptions: { loadOptionsMethod: 'getColumnsMultiOptions', loadOptionsDependsOn: ['table.value'] },
      displayOptions: { show: { '/operation': ['select', 'insert', 'update', 'upsert'] } },
    },
    {
      displayName: 'Output Large-Format Numbers As', name: 'largeNumbersOutput', type: 'options', default: 'text',
      description: 'Whether BIGINT and NUMERIC values come out as numbers (which may lose precision) or as text',
      options: [{ name: 'Numbers', value: 'numbers' }, { name: 'Text', value: 'text' }],
    },
    {
      displayName: 'Skip on Conflict', name: 'skipOnConflict', type: 'boolean', default: false,
      description: 'Whether a row that breaks a unique constraint is skipped instead of failing the node',
      displayOptions: { show: { '/operation': ['insert'] } },
    },
    {
      displayName: 'Replace Empty Strings with NULL', name: 'replaceEmptyStrings', type: 'boolean', default: false,
      description: 'Whether empty text in the input becomes NULL in the table',
      displayOptions: { show: { '/operation': ['insert', 'update', 'upsert', 'executeQuery'] } },
    },
  ],
};

/** A property shown only for one operation of the database resource (and, unless said otherwise, once a table is chosen). */
export function forOperation(operation: string, properties: INodeProperties[], needsTable = true): INodeProperties[] {
  return properties.map((property) => ({
    ...property,
    displayOptions: {
      ...property.displayOptions,
      show: { ...property.displayOptions?.show, resource: ['database'], operation: [operation] },
      ...(needsTable ? { hide: { ...property.displayOptions?.hide, table: [''] } } : {}),
    },
  }));
}
