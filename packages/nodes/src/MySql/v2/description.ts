import type { IDisplayOptions, INodeProperties } from '@weft/workflow';

const TABLE_CHOSEN = { hide: { table: [''] } };
const on = (operation: string, extra: IDisplayOptions['show'] = {}, hideUntilTable = true): IDisplayOptions => ({
  show: { ...extra, resource: ['database'], operation: [operation] }, ...(hideUntilTable ? TABLE_CHOSEN : {}),
});
const only = (...operation: string[]): IDisplayOptions => ({ show: { '/operation': operation } });

/** The options every operation shares (each shows where n8n shows it). */
const optionList: INodeProperties[] = [
  { displayName: 'Connection Timeout', name: 'connectionTimeoutMillis', type: 'number', default: 30, typeOptions: { minValue: 1 }, description: 'Seconds to wait for the connection (the credential\'s Connect Timeout applies)' },
  { displayName: 'Connections Limit', name: 'connectionLimit', type: 'number', default: 10, typeOptions: { minValue: 1 }, description: 'Most connections open at once (one is used per execution)' },
  {
    displayName: 'Query Batching', name: 'queryBatching', type: 'options', noDataExpression: true, default: 'single',
    description: 'How the queries of the input items are sent',
    options: [
      { name: 'Single Query', value: 'single', description: 'One batch for all items' },
      { name: 'Independently', value: 'independently', description: 'Each item\'s query on its own: one failing does not stop the others' },
      { name: 'Transaction', value: 'transaction', description: 'All items in one transaction: one failing rolls every item back' },
    ],
  },
  {
    displayName: 'Query Parameters', name: 'queryReplacement', type: 'string', default: '', displayOptions: only('executeQuery'),
    description: 'Comma-separated values for $1, $2, ... in the query (bound, never pasted in); $1:name takes a table or column name',
  },
  {
    displayName: 'Output Columns', name: 'outputColumns', type: 'multiOptions', default: [], displayOptions: only('select'),
    typeOptions: { loadOptionsMethod: 'getColumnsMultiOptions', loadOptionsDependsOn: ['table.value'] }, description: 'The columns to read; none or * reads all',
  },
  {
    displayName: 'Output Large-Format Numbers As', name: 'largeNumbersOutput', type: 'options', default: 'text', displayOptions: only('select', 'executeQuery'),
    options: [{ name: 'Numbers', value: 'numbers' }, { name: 'Text', value: 'text', description: 'BIGINT and DECIMAL as text, so no digit is lost' }],
  },
  { displayName: 'Output Decimals as Numbers', name: 'decimalNumbers', type: 'boolean', default: false, displayOptions: only('select', 'executeQuery') },
  {
    displayName: 'Priority', name: 'priority', type: 'options', default: 'LOW_PRIORITY', displayOptions: only('insert'),
    options: [{ name: 'Low Priority', value: 'LOW_PRIORITY' }, { name: 'High Priority', value: 'HIGH_PRIORITY' }],
  },
  { displayName: 'Replace Empty Strings with NULL', name: 'replaceEmptyStrings', type: 'boolean', default: false, displayOptions: only('insert', 'update', 'upsert', 'executeQuery'), description: 'Whether empty strings in the input items are written as NULL' },
  { displayName: 'Select Distinct', name: 'selectDistinct', type: 'boolean', default: false, displayOptions: only('select'), description: 'Whether to leave out repeated rows' },
  { displayName: 'Output Query Execution Details', name: 'detailedOutput', type: 'boolean', default: false, description: 'Whether to output each statement with what MySQL answered (affected rows, insert ID, ...) rather than the rows only' },
  { displayName: 'Skip on Conflict', name: 'skipOnConflict', type: 'boolean', default: false, displayOptions: only('insert'), description: 'Whether a row that would break a unique key is skipped (INSERT IGNORE)' },
];

const options = (operation: string): INodeProperties => ({
  displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {},
  displayOptions: operation === 'executeQuery' ? on(operation, {}, false) : on(operation), options: optionList,
});

const CONDITIONS = ['equal', '!=', 'LIKE', '>', '<', '>=', '<=', 'IS NULL', 'IS NOT NULL'];
const CONDITION_NAMES: Record<string, string> = { equal: 'Equal', '!=': 'Not Equal', LIKE: 'Like', '>': 'Greater Than', '<': 'Less Than', '>=': 'Greater Than Or Equal', '<=': 'Less Than Or Equal', 'IS NULL': 'Is Null', 'IS NOT NULL': 'Is Not Null' };

const columnChoice = (loadOptionsMethod: string, dependsOn: string[], fallback: string | string[]): INodeProperties => ({
  displayName: 'Column', name: 'column', type: 'options', default: fallback as string,
  typeOptions: { loadOptionsMethod, loadOptionsDependsOn: dependsOn }, description: 'Choose from the list, or specify a name using an expression',
});

const where = (displayOptions: IDisplayOptions): INodeProperties => ({
  displayName: 'Select Rows', name: 'where', type: 'fixedCollection', typeOptions: { multipleValues: true }, placeholder: 'Add condition', default: {},
  description: 'Rows that meet the conditions; none selects every row', displayOptions,
  options: [{
    displayName: 'Values', name: 'values',
    values: [
      columnChoice('getColumns', ['schema.value', 'table.value'], ''),
      { displayName: 'Operator', name: 'condition', type: 'options', default: 'equal', options: CONDITIONS.map((value) => ({ name: CONDITION_NAMES[value] as string, value })) },
      { displayName: 'Value', name: 'value', type: 'string', default: '', displayOptions: { hide: { condition: ['IS NULL', 'IS NOT NULL'] } } },
    ],
  }],
});

const combineConditions = (displayOptions: IDisplayOptions): INodeProperties => ({
  displayName: 'Combine Conditions', name: 'combineConditions', type: 'options', default: 'AND', displayOptions,
  options: [{ name: 'AND', value: 'AND', description: 'Rows that meet every condition' }, { name: 'OR', value: 'OR', description: 'Rows that meet any condition' }],
});

const dataMode = (operation: string): INodeProperties[] => [
  {
    displayName: 'Data Mode', name: 'dataMode', type: 'options', default: 'autoMapInputData', displayOptions: on(operation),
    options: [
      { name: 'Auto-Map Input Data to Columns', value: 'autoMapInputData', description: 'Each input field goes to the column of the same name' },
      { name: 'Map Each Column Below', value: 'defineBelow', description: 'Give the value of each column' },
    ],
  },
  {
    displayName: 'In this mode, make sure the incoming data fields are named the same as the columns in MySQL', name: 'notice', type: 'notice', default: '',
    displayOptions: on(operation, { dataMode: ['autoMapInputData'] }),
  },
];

const valuesToSend = (operation: string, loadOptionsMethod: string, dependsOn: string[]): INodeProperties => ({
  displayName: 'Values to Send', name: 'valuesToSend', type: 'fixedCollection', placeholder: 'Add value', default: {},
  typeOptions: { multipleValueButtonText: 'Add Value', multipleValues: true }, displayOptions: on(operation, { dataMode: ['defineBelow'] }),
  options: [{
    displayName: 'Values', name: 'values',
    values: [columnChoice(loadOptionsMethod, dependsOn, []), { displayName: 'Value', name: 'value', type: 'string', default: '' }],
  }],
});

const matching = (operation: string): INodeProperties[] => [
  ...dataMode(operation),
  {
    displayName: 'Column to Match On', name: 'columnToMatchOn', type: 'options', required: true, default: '', displayOptions: on(operation),
    typeOptions: { loadOptionsMethod: 'getColumns', loadOptionsDependsOn: ['schema.value', 'table.value'] },
    description: 'The column that identifies the row. Choose from the list, or specify a name using an expression',
  },
  {
    displayName: 'Value of Column to Match On', name: 'valueToMatchOn', type: 'string', default: '', displayOptions: on(operation, { dataMode: ['defineBelow'] }),
    description: 'Rows whose column holds this value are written',
  },
  valuesToSend(operation, 'getColumnsWithoutColumnToMatchOn', ['schema.value', 'table.value']),
  options(operation),
];

/** n8n's MySQL 2 to 2.5 parameters, in its order. */
export const mySqlV2Properties: INodeProperties[] = [
  { displayName: 'Resource', name: 'resource', type: 'hidden', noDataExpression: true, default: 'database' },
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'insert', displayOptions: { show: { resource: ['database'] } },
    options: [
      { name: 'Delete', value: 'deleteTable', description: 'Delete a table, or some or all of its rows', action: 'Delete table or rows' },
      { name: 'Execute SQL', value: 'executeQuery', description: 'Run an SQL query', action: 'Execute a SQL query' },
      { name: 'Insert', value: 'insert', description: 'Insert rows in a table', action: 'Insert rows in a table' },
      { name: 'Insert or Update', value: 'upsert', description: 'Insert a row, or update it when its key exists', action: 'Insert or update rows in a table' },
      { name: 'Select', value: 'select', description: 'Read rows from a table', action: 'Select rows from a table' },
      { name: 'Update', value: 'update', description: 'Update rows of a table', action: 'Update rows in a table' },
    ],
  },
  {
    displayName: 'Table', name: 'table', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true,
    displayOptions: { hide: { operation: ['executeQuery'] } }, description: 'The table to work on',
    modes: [
      { displayName: 'From List', name: 'list', type: 'list', placeholder: 'Select a table...', typeOptions: { searchListMethod: 'searchTables', searchable: true } },
      { displayName: 'Name', name: 'name', type: 'string', placeholder: 'table_name' },
    ],
  },
  {
    displayName: 'Command', name: 'deleteCommand', type: 'options', default: 'truncate', displayOptions: on('deleteTable'),
    options: [
      { name: 'Truncate', value: 'truncate', description: 'Remove every row, keep the table' },
      { name: 'Delete', value: 'delete', description: 'Remove the rows that meet the conditions' },
      { name: 'Drop', value: 'drop', description: 'Remove the table itself' },
    ],
  },
  where(on('deleteTable', { deleteCommand: ['delete'] })),
  combineConditions(on('deleteTable', { deleteCommand: ['delete'] })),
  options('deleteTable'),
  {
    displayName: 'Query', name: 'query', type: 'string', default: '', required: true, noDataExpression: true, placeholder: 'e.g. SELECT id, name FROM product WHERE id < $1',
    typeOptions: { editor: 'sqlEditor', sqlDialect: 'MySQL' }, displayOptions: on('executeQuery', {}, false),
    description: 'The SQL to run; {{ }} expressions are replaced per item. Put values in Query Parameters and refer to them as $1, $2, ...',
  },
  options('executeQuery'),
  ...dataMode('insert'),
  valuesToSend('insert', 'getColumns', ['table.value']),
  options('insert'),
  { displayName: 'Return All', name: 'returnAll', type: 'boolean', default: false, displayOptions: on('select'), description: 'Whether to return all rows or only up to a limit' },
  { displayName: 'Limit', name: 'limit', type: 'number', default: 50, typeOptions: { minValue: 1 }, displayOptions: on('select', { returnAll: [false] }), description: 'Max number of rows to return' },
  where(on('select')),
  combineConditions(on('select')),
  {
    displayName: 'Sort', name: 'sort', type: 'fixedCollection', typeOptions: { multipleValues: true }, placeholder: 'Add sort rule', default: {}, displayOptions: on('select'),
    options: [{
      displayName: 'Values', name: 'values',
      values: [
        columnChoice('getColumns', ['schema.value', 'table.value'], ''),
        { displayName: 'Direction', name: 'direction', type: 'options', default: 'ASC', options: [{ name: 'ASC', value: 'ASC' }, { name: 'DESC', value: 'DESC' }] },
      ],
    }],
  },
  options('select'),
  ...matching('update'),
  ...matching('upsert'),
];
