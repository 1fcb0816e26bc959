import type { INodeProperties } from '@weft/workflow';
import { conditionFields } from './filters.js';
import { blockLocator, databaseLocator, pageLocator } from './locators.js';
import { propertiesProperty } from './properties-ui.js';
import { blocksProperty } from './rich-text.js';

/* Every parameter of the Notion node, in n8n's order; `@version` display rules split 1 from 2-2.2. */

const on = (resource: string, operation: string | string[], more: Record<string, unknown[]> = {}) =>
  ({ show: { resource: [resource], operation: [operation].flat(), ...more } });
const notV1 = { '@version': [1] };
const from22 = [{ _cnd: { gte: 2.2 } }];

const returnAll = (resource: string, operation: string): INodeProperties => ({
  displayName: 'Return All', name: 'returnAll', type: 'boolean', default: false, description: 'Whether to return every result or only up to a limit', displayOptions: on(resource, operation),
});
const limit = (resource: string, operation: string): INodeProperties => ({
  displayName: 'Limit', name: 'limit', type: 'number', default: 50, typeOptions: { minValue: 1, maxValue: 100 }, description: 'The most results to return',
  displayOptions: on(resource, operation, { returnAll: [false] }),
});
const simple = (displayOptions: INodeProperties['displayOptions']): INodeProperties => ({
  displayName: 'Simplify', name: 'simple', type: 'boolean', default: true, description: 'Whether to return a simpler version of the answer instead of Notion\'s raw object', displayOptions,
});
const iconOptions = (operation: string, resource: string): INodeProperties => ({
  displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: on(resource, operation),
  options: [
    { displayName: 'Icon Type', name: 'iconType', type: 'options', default: 'emoji', options: [{ name: 'Emoji', value: 'emoji' }, { name: 'File', value: 'file' }] },
    { displayName: 'Icon', name: 'icon', type: 'string', default: '', description: 'An emoji, or the URL of an image' },
  ],
});
const searchSort: INodeProperties = {
  displayName: 'Sort', name: 'sort', type: 'fixedCollection', placeholder: 'Add sort', default: {}, typeOptions: { multipleValues: false },
  options: [{
    displayName: 'Sort', name: 'sortValue',
    values: [
      { displayName: 'Direction', name: 'direction', type: 'options', default: 'descending', options: [{ name: 'Ascending', value: 'ascending' }, { name: 'Descending', value: 'descending' }] },
      { displayName: 'Timestamp', name: 'timestamp', type: 'options', default: 'last_edited_time', options: [{ name: 'Last Edited Time', value: 'last_edited_time' }] },
    ],
  }],
};
const operation = (resource: string, values: Array<[string, string, string]>, defaultValue: string, displayOptions: INodeProperties['displayOptions']): INodeProperties => ({
  displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: defaultValue, displayOptions,
  options: values.map(([value, name, action]) => ({ name, value, action, description: action })),
});

const blockProperties: INodeProperties[] = [
  operation('block', [['append', 'Append After', 'Append a block'], ['getAll', 'Get Child Blocks', 'Get many child blocks']], 'append', { show: { resource: ['block'] } }),
  blockLocator({ show: { resource: ['block'], operation: ['append'] }, hide: { '@version': from22 } }, true),
  blockLocator({ show: { resource: ['block'], operation: ['append'], '@version': from22 } }, false),
  blocksProperty(on('block', 'append')),
  blockLocator({ show: { resource: ['block'], operation: ['getAll'] }, hide: { '@version': from22 } }, true),
  blockLocator({ show: { resource: ['block'], operation: ['getAll'], '@version': from22 } }, false),
  returnAll('block', 'getAll'),
  limit('block', 'getAll'),
  { displayName: 'Also Fetch Nested Blocks', name: 'fetchNestedBlocks', type: 'boolean', default: false, description: 'Whether to also read the children of child blocks', displayOptions: on('block', 'getAll') },
  {
    displayName: 'Simplify Output', name: 'simplifyOutput', type: 'boolean', default: true, description: 'Whether to give each block its text as "content" and leave out timestamps',
    displayOptions: { show: { resource: ['block'], operation: ['getAll'] }, hide: { '@version': [1, 2] } },
  },
];

const databaseProperties: INodeProperties[] = [
  operation('database', [['get', 'Get', 'Get a database'], ['getAll', 'Get Many', 'Get many databases'], ['search', 'Search', 'Search databases by title']], 'get', { show: { resource: ['database'] }, hide: notV1 }),
  operation('database', [['get', 'Get', 'Get a database'], ['getAll', 'Get Many', 'Get many databases']], 'get', { show: { '@version': [1], resource: ['database'] } }),
  databaseLocator(on('database', 'get')),
  returnAll('database', 'getAll'),
  limit('database', 'getAll'),
  simple({ show: { resource: ['database'], operation: ['getAll', 'get'] }, hide: notV1 }),
  { displayName: 'Search Text', name: 'text', type: 'string', default: '', description: 'Text the database titles must contain', displayOptions: on('database', 'search') },
  returnAll('database', 'search'),
  limit('database', 'search'),
  simple(on('database', 'search')),
  { displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: on('database', 'search'), options: [searchSort] },
];

const sortProperty: INodeProperties = {
  displayName: 'Sort', name: 'sort', placeholder: 'Add sort', type: 'fixedCollection', typeOptions: { multipleValues: true }, default: {},
  options: [{
    displayName: 'Sort', name: 'sortValue',
    values: [
      { displayName: 'Timestamp', name: 'timestamp', type: 'boolean', default: false, description: 'Whether to sort by a timestamp instead of a property' },
      {
        displayName: 'Property Name or ID', name: 'key', type: 'options', default: '', displayOptions: { show: { timestamp: [false] } },
        typeOptions: { loadOptionsMethod: 'getFilterProperties', loadOptionsDependsOn: ['datatabaseId'] }, description: 'The property to sort by',
      },
      {
        displayName: 'Property Name', name: 'key', type: 'options', default: '', displayOptions: { show: { timestamp: [true] } },
        options: [{ name: 'Created Time', value: 'created_time' }, { name: 'Last Edited Time', value: 'last_edited_time' }],
      },
      { displayName: 'Type', name: 'type', type: 'hidden', default: '={{$parameter["&key"].split("|")[1]}}', displayOptions: { show: { timestamp: [true] } } },
      { displayName: 'Direction', name: 'direction', type: 'options', default: '', options: [{ name: 'Ascending', value: 'ascending' }, { name: 'Descending', value: 'descending' }] },
    ],
  }],
};

const databasePageProperties: INodeProperties[] = [
  operation('databasePage', [['create', 'Create', 'Create a database page'], ['get', 'Get', 'Get a database page'], ['getAll', 'Get Many', 'Get many database pages'], ['update', 'Update', 'Update a database page']], 'create', { show: { resource: ['databasePage'] }, hide: notV1 }),
  operation('databasePage', [['create', 'Create', 'Create a database page'], ['getAll', 'Get Many', 'Get many database pages'], ['update', 'Update', 'Update a database page']], 'create', { show: { '@version': [1], resource: ['databasePage'] } }),
  databaseLocator(on('databasePage', 'create')),
  { displayName: 'Title', name: 'title', type: 'string', default: '', description: 'The page\'s title', displayOptions: { ...on('databasePage', 'create'), hide: notV1 } },
  simple(on('databasePage', 'create')),
  propertiesProperty('create'),
  blocksProperty(on('databasePage', 'create')),
  iconOptions('create', 'databasePage'),
  pageLocator(on('databasePage', 'update'), 'databasePage'),
  simple(on('databasePage', 'update')),
  propertiesProperty('update'),
  iconOptions('update', 'databasePage'),
  pageLocator({ ...on('databasePage', 'get'), hide: notV1 }, 'databasePage'),
  simple({ ...on('databasePage', 'get'), hide: notV1 }),
  databaseLocator(on('databasePage', 'getAll')),
  returnAll('databasePage', 'getAll'),
  limit('databasePage', 'getAll'),
  simple(on('databasePage', 'getAll')),
  {
    displayName: 'Filter', name: 'filterType', type: 'options', default: 'none', displayOptions: { ...on('databasePage', 'getAll'), hide: notV1 },
    options: [{ name: 'None', value: 'none' }, { name: 'Build Manually', value: 'manual' }, { name: 'JSON', value: 'json' }],
  },
  {
    displayName: 'Must Match', name: 'matchType', type: 'options', default: 'anyFilter', displayOptions: { ...on('databasePage', 'getAll', { filterType: ['manual'] }), hide: notV1 },
    options: [{ name: 'Any Filter', value: 'anyFilter' }, { name: 'All Filters', value: 'allFilters' }],
  },
  {
    displayName: 'Filters', name: 'filters', type: 'fixedCollection', typeOptions: { multipleValues: true }, default: {}, placeholder: 'Add condition',
    displayOptions: { ...on('databasePage', 'getAll', { filterType: ['manual'] }), hide: notV1 },
    options: [{ displayName: 'Conditions', name: 'conditions', values: conditionFields() }],
  },
  {
    displayName: 'The JSON filter is Notion\'s own filter object: see developers.notion.com/reference/post-database-query-filter.',
    name: 'jsonNotice', type: 'notice', default: '', displayOptions: { ...on('databasePage', 'getAll', { filterType: ['json'] }), hide: notV1 },
  },
  { displayName: 'Filters (JSON)', name: 'filterJson', type: 'string', default: '', displayOptions: { ...on('databasePage', 'getAll', { filterType: ['json'] }), hide: notV1 } },
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {},
    displayOptions: { show: { operation: ['getAll'], resource: ['databasePage'] } },
    options: [
      {
        displayName: 'Download Files', name: 'downloadFiles', type: 'boolean', default: false, description: 'Whether to download the files of file properties into binary data',
        displayOptions: { show: { '/resource': ['databasePage'], '/operation': ['getAll'] }, hide: notV1 },
      },
      {
        displayName: 'Filters', name: 'filter', type: 'fixedCollection', placeholder: 'Add filter', default: {}, typeOptions: { multipleValues: false },
        displayOptions: { show: { '@version': [1] } },
        options: [
          { displayName: 'Single Condition', name: 'singleCondition', values: conditionFields() },
          {
            displayName: 'Multiple Condition', name: 'multipleCondition',
            values: [{
              displayName: 'Condition', name: 'condition', placeholder: 'Add condition', type: 'fixedCollection', typeOptions: { multipleValues: true }, default: {},
              options: [
                { displayName: 'OR', name: 'or', values: conditionFields() },
                { displayName: 'AND', name: 'and', values: conditionFields() },
              ],
            }],
          },
        ],
      },
      sortProperty,
    ],
  },
];

const pageProperties: INodeProperties[] = [
  operation('page', [['create', 'Create', 'Create a page'], ['get', 'Get', 'Get a page'], ['search', 'Search', 'Search pages']], 'create', { show: { '@version': [1], resource: ['page'] } }),
  operation('page', [['archive', 'Archive', 'Archive a page'], ['create', 'Create', 'Create a page'], ['search', 'Search', 'Search pages']], 'create', { show: { resource: ['page'] }, hide: notV1 }),
  pageLocator({ ...on('page', 'archive'), hide: notV1 }),
  simple({ ...on('page', 'archive'), hide: notV1 }),
  { ...pageLocator(on('page', 'create')), displayName: 'Parent Page', description: 'The page the new page goes under' },
  { displayName: 'Title', name: 'title', type: 'string', default: '', required: true, description: 'The page\'s title', displayOptions: on('page', 'create') },
  simple(on('page', 'create')),
  blocksProperty(on('page', 'create')),
  iconOptions('create', 'page'),
  { displayName: 'Page Link or ID', name: 'pageId', type: 'string', default: '', required: true, description: 'The page\'s URL or id', displayOptions: { show: { '@version': [1], resource: ['page'], operation: ['get'] } } },
  simple({ show: { '@version': [1], resource: ['page'], operation: ['get'] } }),
  { displayName: 'Search Text', name: 'text', type: 'string', default: '', description: 'Text the titles must contain', displayOptions: on('page', 'search') },
  returnAll('page', 'search'),
  limit('page', 'search'),
  simple(on('page', 'search')),
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: on('page', 'search'),
    options: [
      {
        displayName: 'Filter', name: 'filter', type: 'fixedCollection', placeholder: 'Add filter', default: {}, typeOptions: { multipleValues: false },
        options: [{
          displayName: 'Filter', name: 'filters',
          values: [
            { displayName: 'Property Name', name: 'property', type: 'options', default: 'object', options: [{ name: 'Object', value: 'object' }] },
            { displayName: 'Value', name: 'value', type: 'options', default: '', options: [{ name: 'Database', value: 'database' }, { name: 'Page', value: 'page' }] },
          ],
        }],
      },
      searchSort,
    ],
  },
];

const userProperties: INodeProperties[] = [
  operation('user', [['get', 'Get', 'Get a user'], ['getAll', 'Get Many', 'Get many users']], 'get', { show: { resource: ['user'] } }),
  { displayName: 'User ID', name: 'userId', type: 'string', default: '', required: true, displayOptions: on('user', 'get') },
  returnAll('user', 'getAll'),
  limit('user', 'getAll'),
];

export function notionProperties(version: 1 | 2): INodeProperties[] {
  return [
    {
      displayName: 'In Notion, share each page and database with the integration (Connections) before the node can reach it.',
      name: 'notionNotice', type: 'notice', default: '',
    },
    ...(version === 2 ? [{ displayName: 'Credentials', name: 'Credentials', type: 'credentials' as const, default: '' }] : []),
    {
      displayName: 'Resource', name: 'resource', type: 'options', noDataExpression: true, default: 'page',
      options: [
        { name: 'Block', value: 'block' }, { name: 'Database', value: 'database' }, { name: 'Database Page', value: 'databasePage' },
        { name: 'Page', value: 'page' }, { name: 'User', value: 'user' },
      ],
    },
    ...blockProperties,
    ...databaseProperties,
    ...databasePageProperties,
    ...pageProperties,
    ...userProperties,
  ];
}
