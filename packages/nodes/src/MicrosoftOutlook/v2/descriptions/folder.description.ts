import type { INodeProperties } from '@weft/workflow';
import { locatorModes } from '../locator-modes.js';

/** Mail folders: create (top level or in a folder), delete, get, list (with child folders), rename. */
export const folderProperties: INodeProperties[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', default: 'create', noDataExpression: true, displayOptions: { show: { resource: ['folder'] } },
    options: [{ name: 'Create', value: 'create' }, { name: 'Delete', value: 'delete' }, { name: 'Get', value: 'get' }, { name: 'Get Many', value: 'getAll' }, { name: 'Update', value: 'update' }],
  },
  { displayName: 'Name', name: 'displayName', type: 'string', default: '', required: true, displayOptions: { show: { resource: ['folder'], operation: ['create'] } } },
  {
    displayName: 'Options', name: 'options', type: 'collection', default: {}, placeholder: 'Add Field', displayOptions: { show: { resource: ['folder'], operation: ['create'] } },
    options: [
      { displayName: 'Folder', name: 'folderId', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: false, modes: locatorModes('folder', ['list', 'url', 'id']) },
    ],
  },
  { displayName: 'Folder', name: 'folderId', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true, displayOptions: { show: { resource: ['folder'], operation: ['delete'] } }, modes: locatorModes('folder', ['list', 'url', 'id']) },
  { displayName: 'Folder', name: 'folderId', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true, displayOptions: { show: { resource: ['folder'], operation: ['get'] } }, modes: locatorModes('folder', ['list', 'url', 'id']) },
  {
    displayName: 'Options', name: 'options', type: 'collection', default: {}, placeholder: 'Add Field', displayOptions: { show: { resource: ['folder'], operation: ['get'] } },
    options: [
      {
        displayName: 'Fields', name: 'fields', type: 'multiOptions', default: [],
        options: [{ name: 'Child Folder Count', value: 'childFolderCount' }, { name: 'Name', value: 'displayName' }, { name: 'Is Hidden', value: 'isHidden' }, { name: 'Parent Folder Id', value: 'parentFolderId' }, { name: 'Total Item Count', value: 'totalItemCount' }, { name: 'Unread Item Count', value: 'unreadItemCount' }],
      },
    ],
  },
  { displayName: 'Return All', name: 'returnAll', type: 'boolean', default: false, displayOptions: { show: { resource: ['folder'], operation: ['getAll'] } } },
  { displayName: 'Limit', name: 'limit', type: 'number', default: 100, typeOptions: { minValue: 1 }, displayOptions: { show: { returnAll: [false], resource: ['folder'], operation: ['getAll'] } } },
  {
    displayName: 'Filters', name: 'filters', type: 'collection', default: {}, placeholder: 'Add Field', displayOptions: { show: { resource: ['folder'], operation: ['getAll'] } },
    options: [
      { displayName: 'Filter', name: 'filter', type: 'string', default: '' },
    ],
  },
  {
    displayName: 'Options', name: 'options', type: 'collection', default: {}, placeholder: 'Add Field', displayOptions: { show: { resource: ['folder'], operation: ['getAll'] } },
    options: [
      {
        displayName: 'Fields', name: 'fields', type: 'multiOptions', default: [],
        options: [{ name: 'Child Folder Count', value: 'childFolderCount' }, { name: 'Name', value: 'displayName' }, { name: 'Is Hidden', value: 'isHidden' }, { name: 'Parent Folder Id', value: 'parentFolderId' }, { name: 'Total Item Count', value: 'totalItemCount' }, { name: 'Unread Item Count', value: 'unreadItemCount' }],
      },
      { displayName: 'Include Child Folders', name: 'includeChildFolders', type: 'boolean', default: false },
      { displayName: 'Folder', name: 'folderId', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: false, modes: locatorModes('folder', ['list', 'url', 'id']) },
    ],
  },
  { displayName: 'Folder', name: 'folderId', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true, displayOptions: { show: { resource: ['folder'], operation: ['update'] } }, modes: locatorModes('folder', ['list', 'url', 'id']) },
  { displayName: 'Name', name: 'displayName', type: 'string', default: '', required: true, displayOptions: { show: { resource: ['folder'], operation: ['update'] } } }
,
];
