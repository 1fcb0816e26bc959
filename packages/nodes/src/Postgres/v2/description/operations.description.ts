import type { INodeProperties } from '@weft/workflow';
import { combineConditions, forOperation, optionsCollection, sortRules, whereConditions } from './common.description.js';

/* Each Postgres 2.x operation's own parameters, in n8n's order. */

const deleteTable = forOperation('deleteTable', [
  {
    displayName: 'Command', name: 'deleteCommand', type: 'options', default: 'truncate',
    options: [
      { name: 'Truncate', value: 'truncate', description: 'Empty the table, keeping its structure' },
      { name: 'Delete', value: 'delete', description: 'Delete the rows that meet the conditions below (every row when there are none)' },
      { name: 'Drop', value: 'drop', description: 'Remove the table, its rows and its structure, for good' },
    ],
  },
  {
    displayName: 'Restart Sequences', name: 'restartSequences', type: 'boolean', default: false,
    description: 'Whether identity (auto-increment) columns start again from their first value',
    displayOptions: { show: { deleteCommand: ['truncate'] } },
  },
  { ...whereConditions, displayOptions: { show: { deleteCommand: ['delete'] } } },
  { ...combineConditions, displayOptions: { show: { deleteCommand: ['delete'] } } },
  optionsCollection,
]);

const executeQuery = forOperation('executeQuery', [
  {
    displayName: 'Query', name: 'query', type: 'string', default: '', required: true, noDataExpression: true,
    placeholder: 'e.g. SELECT id, name FROM product WHERE quantity > $1 AND price <= $2',
    description: 'The SQL to run; refer to Query Parameters (in Options) as $1, $2, ...',
    typeOptions: { editor: 'sqlEditor', sqlDialect: 'PostgreSQL' },
  },
  optionsCollection,
], false);

const dataMode = (versions: number[]): INodeProperties => ({
  displayName: 'Data Mode', name: 'dataMode', type: 'options', default: 'autoMapInputData',
  description: 'Whether the input fields map to columns by name, or each column gets its value below',
  options: [
    { name: 'Auto-Map Input Data to Columns', value: 'autoMapInputData', description: 'Each input field goes to the column of the same name' },
    { name: 'Map Each Column Manually', value: 'defineBelow', description: 'Give each column its value' },
  ],
  displayOptions: { show: { '@version': versions } },
});

const autoMapNotice = (versions: number[]): INodeProperties => ({
  displayName: 'The input fields must be named as the table\'s columns; rename them first (for example with an Edit Fields node) if they are not.',
  name: 'notice', type: 'notice', default: '',
  displayOptions: { show: { dataMode: ['autoMapInputData'], '@version': versions } },
});

const valuesToSend = (loadOptionsMethod: string): INodeProperties => ({
  displayName: 'Values to Send', name: 'valuesToSend', placeholder: 'Add Value', type: 'fixedCollection', default: {},
  typeOptions: { multipleValueButtonText: 'Add Value', multipleValues: true },
  displayOptions: { show: { dataMode: ['defineBelow'], '@version': [2, 2.1] } },
  options: [{
    displayName: 'Values', name: 'values',
    values: [
      {
        displayName: 'Column', name: 'column', type: 'options', default: [],
        description: 'Choose from the list, or give a column name with an expression',
        typeOptions: { loadOptionsMethod, loadOptionsDependsOn: ['schema.value', 'table.value'] },
      },
      { displayName: 'Value', name: 'value', type: 'string', default: '' },
    ],
  }],
});

const columnToMatchOn: INodeProperties = {
  displayName: 'Column to Match On', name: 'columnToMatchOn', type: 'options', required: true, default: '',
  description: 'The column that finds the row of each input item, usually an ID',
  typeOptions: { loadOptionsMethod: 'getColumns', loadOptionsDependsOn: ['schema.value', 'table.value'] },
  displayOptions: { show: { '@version': [2, 2.1] } },
};

const valueToMatchOn: INodeProperties = {
  displayName: 'Value of Column to Match On', name: 'valueToMatchOn', type: 'string', default: '',
  description: 'The rows whose match column holds this value are the ones written',
  displayOptions: { show: { dataMode: ['defineBelow'], '@version': [2, 2.1] } },
};

const columnsMapper = (mode: 'add' | 'update' | 'upsert'): INodeProperties => ({
  displayName: 'Columns', name: 'columns', type: 'resourceMapper', noDataExpression: true, required: true,
  default: { mappingMode: 'defineBelow', value: null },
  typeOptions: {
    loadOptionsDependsOn: ['table.value', 'operation'],
    resourceMapper: { resourceMapperMethod: 'getMappingColumns', mode, fieldWords: { singular: 'column', plural: 'columns' }, addAllFields: true, multiKeyMatch: true },
  },
  displayOptions: { show: { '@version': [{ _cnd: { gte: 2.2 } }] } },
});

const insert = forOperation('insert', [
  dataMode([2, 2.1]), autoMapNotice([2, 2.1]), valuesToSend('getColumns'), columnsMapper('add'), optionsCollection,
]);

const select = forOperation('select', [
  { displayName: 'Return All', name: 'returnAll', type: 'boolean', default: false, description: 'Whether to return every matching row or only up to a given limit' },
  {
    displayName: 'Limit', name: 'limit', type: 'number', default: 50, typeOptions: { minValue: 1 },
    description: 'The most rows to return', displayOptions: { show: { returnAll: [false] } },
  },
  whereConditions, combineConditions, sortRules, optionsCollection,
]);

const update = forOperation('update', [
  dataMode([2, 2.1]), autoMapNotice([2]), columnToMatchOn, valueToMatchOn, valuesToSend('getColumnsWithoutColumnToMatchOn'),
  columnsMapper('update'), optionsCollection,
]);

const upsert = forOperation('upsert', [
  dataMode([2, 2.1]), autoMapNotice([2, 2.1]), columnToMatchOn, valueToMatchOn, valuesToSend('getColumnsWithoutColumnToMatchOn'),
  columnsMapper('upsert'), optionsCollection,
]);

export const operationProperties: INodeProperties[] = [...deleteTable, ...executeQuery, ...insert, ...select, ...update, ...upsert];
