import type { INodeProperties } from '@weft/workflow';

/* The Row resource's fields, as n8n saves them: the conditions of update, delete and get many, the columns to send. */

const show = (operation: string[], more: Record<string, unknown[]> = {}) => ({ show: { resource: ['row'], operation, ...more } });

const CONDITIONS = [
  { name: 'Equals', value: 'eq' }, { name: 'Full-Text', value: 'fullText' }, { name: 'Greater Than', value: 'gt' },
  { name: 'Greater Than or Equal', value: 'gte' }, { name: 'ILIKE Operator', value: 'ilike', description: 'Case-insensitive LIKE; % matches any text' },
  { name: 'Is', value: 'is', description: 'Checks for exact equality (null, true, false, unknown)' }, { name: 'Less Than', value: 'lt' },
  { name: 'Less Than or Equal', value: 'lte' }, { name: 'LIKE Operator', value: 'like', description: 'Case-sensitive LIKE; % matches any text' },
  { name: 'Not Equals', value: 'neq' },
];

const SEARCH_FUNCTIONS = [
  { name: 'to_tsquery', value: 'fts' }, { name: 'plainto_tsquery', value: 'plfts' },
  { name: 'phraseto_tsquery', value: 'phfts' }, { name: 'websearch_to_tsquery', value: 'wfts' },
];

const column = (name: string): INodeProperties => ({
  displayName: 'Field Name or ID', name, type: 'options', default: '',
  description: 'Choose from the list, or give a column name with an expression',
  typeOptions: { loadOptionsDependsOn: ['tableId'], loadOptionsMethod: 'getTableColumns' },
});

/** How the rows an operation works on are picked: conditions built in the editor, or a PostgREST filter string. */
function rowFilter(operation: string, filterTypes: string[]): INodeProperties[] {
  const labels: Record<string, string> = { none: 'None', manual: 'Build Manually', string: 'String' };
  return [
    {
      displayName: 'Select Type', name: 'filterType', type: 'options', default: 'manual', displayOptions: show([operation]),
      options: filterTypes.map((value) => ({ name: labels[value] ?? value, value })),
    },
    {
      displayName: 'Must Match', name: 'matchType', type: 'options', default: 'anyFilter', displayOptions: show([operation], { filterType: ['manual'] }),
      options: [{ name: 'Any Filter', value: 'anyFilter' }, { name: 'All Filters', value: 'allFilters' }],
    },
    {
      displayName: 'Conditions', name: 'filters', type: 'fixedCollection', default: {}, placeholder: 'Add Condition',
      displayOptions: show([operation], { filterType: ['manual'] }), typeOptions: { multipleValues: true },
      options: [{
        displayName: 'Conditions', name: 'conditions', values: [
          column('keyName'),
          { displayName: 'Condition', name: 'condition', type: 'options', default: '', options: CONDITIONS },
          { displayName: 'Search Function', name: 'searchFunction', type: 'options', default: '', displayOptions: { show: { condition: ['fullText'] } }, options: SEARCH_FUNCTIONS },
          { displayName: 'Field Value', name: 'keyValue', type: 'string', default: '' },
        ],
      }],
    },
    {
      displayName: 'Write the filter in PostgREST\'s syntax, e.g. name=eq.jhon&age=gt.18; $1, $2... stand for the filter parameters below, sent URL-encoded',
      name: 'jsonNotice', type: 'notice', default: '', displayOptions: show([operation], { filterType: ['string'] }),
    },
    { displayName: 'Filters (String)', name: 'filterString', type: 'string', default: '', placeholder: 'name=eq.jhon', displayOptions: show([operation], { filterType: ['string'] }) },
    {
      displayName: 'Filter Parameters', name: 'filterStringParameters', type: 'fixedCollection', default: {}, placeholder: 'Add Parameter',
      displayOptions: show([operation], { filterType: ['string'] }), typeOptions: { multipleValues: true },
      options: [{ displayName: 'Values', name: 'values', values: [{ displayName: 'Value', name: 'value', type: 'string', default: '' }] }],
    },
  ];
}

const ALL = ['create', 'delete', 'get', 'getAll', 'update'];

export const rowProperties: INodeProperties[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', default: 'create', noDataExpression: true,
    displayOptions: { show: { resource: ['row'] } },
    options: [
      { name: 'Create', value: 'create', action: 'Create a row' },
      { name: 'Delete', value: 'delete', action: 'Delete a row' },
      { name: 'Get', value: 'get', action: 'Get a row' },
      { name: 'Get Many', value: 'getAll', action: 'Get many rows' },
      { name: 'Update', value: 'update', action: 'Update a row' },
    ],
  },
  {
    displayName: 'Table Name or ID', name: 'tableId', type: 'options', default: '', required: true, displayOptions: show(ALL),
    description: 'Choose from the list, or give a table name with an expression',
    typeOptions: { loadOptionsDependsOn: ['useCustomSchema', 'schema'], loadOptionsMethod: 'getTables' },
  },
  ...rowFilter('update', ['manual', 'string']),
  {
    displayName: 'Data to Send', name: 'dataToSend', type: 'options', default: 'defineBelow', displayOptions: show(['create', 'update']),
    options: [
      { name: 'Auto-Map Input Data to Columns', value: 'autoMapInputData', description: 'Each input field goes to the column of the same name' },
      { name: 'Define Below for Each Column', value: 'defineBelow', description: 'Set the value of each column' },
    ],
  },
  {
    displayName: 'Inputs to Ignore', name: 'inputsToIgnore', type: 'string', default: '', placeholder: 'id, created_at',
    description: 'Input fields not to send, separated by commas', displayOptions: show(['create', 'update'], { dataToSend: ['autoMapInputData'] }),
  },
  {
    displayName: 'Fields to Send', name: 'fieldsUi', type: 'fixedCollection', default: {}, placeholder: 'Add Field',
    displayOptions: show(['create', 'update'], { dataToSend: ['defineBelow'] }),
    typeOptions: { multipleValueButtonText: 'Add Field to Send', multipleValues: true },
    options: [{ displayName: 'Field', name: 'fieldValues', values: [column('fieldId'), { displayName: 'Field Value', name: 'fieldValue', type: 'string', default: '' }] }],
  },
  ...rowFilter('delete', ['manual', 'string']),
  {
    displayName: 'Select Conditions', name: 'filters', type: 'fixedCollection', default: {}, placeholder: 'Add Condition',
    description: 'The row is the one whose columns equal all these values', displayOptions: show(['get']), typeOptions: { multipleValues: true },
    options: [{ displayName: 'Conditions', name: 'conditions', values: [column('keyName'), { displayName: 'Field Value', name: 'keyValue', type: 'string', default: '' }] }],
  },
  {
    displayName: 'Return All', name: 'returnAll', type: 'boolean', default: false, noDataExpression: true,
    description: 'Whether to return every matching row or only up to a given limit', displayOptions: show(['getAll']),
  },
  {
    displayName: 'Limit', name: 'limit', type: 'number', default: 50, description: 'Max number of rows to return',
    displayOptions: show(['getAll'], { returnAll: [false] }), typeOptions: { minValue: 1 },
  },
  ...rowFilter('getAll', ['none', 'manual', 'string']),
];
