import type { INodeProperties } from '@weft/workflow';

/** Version 1 folders (create, search folders too; delete, get, children, list) and a folder's messages. */
export const folderProperties: INodeProperties[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', default: 'create', noDataExpression: true, displayOptions: { show: { resource: ['folder'] } },
    options: [{ name: 'Create', value: 'create' }, { name: 'Delete', value: 'delete' }, { name: 'Get', value: 'get' }, { name: 'Get Children', value: 'getChildren' }, { name: 'Get Many', value: 'getAll' }],
  },
  { displayName: 'Folder', name: 'folderId', type: 'string', default: '', required: true, displayOptions: { show: { resource: ['folder'], operation: ['delete', 'get', 'getChildren', 'update'] } } },
  { displayName: 'Return All', name: 'returnAll', type: 'boolean', default: false, displayOptions: { show: { resource: ['folder'], operation: ['getAll', 'getChildren'] } } },
  { displayName: 'Limit', name: 'limit', type: 'number', default: 100, typeOptions: { minValue: 1, maxValue: 500 }, displayOptions: { show: { resource: ['folder'], operation: ['getAll', 'getChildren'], returnAll: [false] } } },
  {
    displayName: 'Folder Type', name: 'folderType', type: 'options', default: 'folder', displayOptions: { show: { resource: ['folder'], operation: ['create'] } },
    options: [{ name: 'Folder', value: 'folder' }, { name: 'Search Folder', value: 'searchFolder' }],
  },
  { displayName: 'Name', name: 'displayName', type: 'string', default: '', required: true, displayOptions: { show: { resource: ['folder'], operation: ['create'] } } },
  { displayName: 'Include Nested Folders', name: 'includeNestedFolders', type: 'boolean', default: false, displayOptions: { show: { resource: ['folder'], operation: ['create'], folderType: ['searchFolder'] } } },
  { displayName: 'Source Folder IDs', name: 'sourceFolderIds', type: 'string', default: [], typeOptions: { multipleValues: true }, displayOptions: { show: { resource: ['folder'], operation: ['create'], folderType: ['searchFolder'] } } },
  { displayName: 'Filter Query', name: 'filterQuery', type: 'string', default: '', required: true, displayOptions: { show: { resource: ['folder'], operation: ['create'], folderType: ['searchFolder'] } } },
  {
    displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', default: {}, placeholder: 'Add Field', displayOptions: { show: { resource: ['folder'], operation: ['get', 'getAll', 'getChildren'] } },
    options: [
      { displayName: 'Fields', name: 'fields', type: 'string', default: '' },
      { displayName: 'Filter', name: 'filter', type: 'string', default: '' },
    ],
  },
  {
    displayName: 'Update Fields', name: 'updateFields', type: 'collection', default: {}, placeholder: 'Add Field', displayOptions: { show: { resource: ['folder'], operation: ['update'] } },
    options: [
      { displayName: 'Name', name: 'displayName', type: 'string', default: '' },
      { displayName: 'Filter Query', name: 'filterQuery', type: 'string', default: '' },
      { displayName: 'Include Nested Folders', name: 'includeNestedFolders', type: 'boolean', default: false },
      { displayName: 'Source Folder IDs', name: 'sourceFolderIds', type: 'string', default: [], typeOptions: { multipleValues: true } },
    ],
  },
  {
    displayName: 'Operation', name: 'operation', type: 'options', default: 'create', noDataExpression: true, displayOptions: { show: { resource: ['folderMessage'] } },
    options: [{ name: 'Get Many', value: 'getAll' }],
  },
  { displayName: 'Folder', name: 'folderId', type: 'string', default: '', required: true, displayOptions: { show: { resource: ['folderMessage'], operation: ['getAll'] } } },
  { displayName: 'Return All', name: 'returnAll', type: 'boolean', default: false, displayOptions: { show: { resource: ['folderMessage'], operation: ['getAll'] } } },
  { displayName: 'Limit', name: 'limit', type: 'number', default: 100, typeOptions: { minValue: 1, maxValue: 500 }, displayOptions: { show: { resource: ['folderMessage'], operation: ['getAll'], returnAll: [false] } } },
  {
    displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', default: {}, placeholder: 'Add Field', displayOptions: { show: { resource: ['folderMessage'], operation: ['getAll'] } },
    options: [
      { displayName: 'Fields', name: 'fields', type: 'string', default: '' },
      { displayName: 'Filter', name: 'filter', type: 'string', default: '' },
    ],
  }
,
];
