import type { INodeProperties } from '@weft/workflow';
import { locatorModes } from '../locator-modes.js';
import { messageListFilters, messageOutput } from './message-list.description.js';

/** Messages of one folder, with filters or a search. */
export const folderMessageProperties: INodeProperties[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', default: 'getAll', noDataExpression: true, displayOptions: { show: { resource: ['folderMessage'] } },
    options: [{ name: 'Get Many', value: 'getAll' }],
  },
  { displayName: 'Folder', name: 'folderId', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true, displayOptions: { show: { resource: ['folderMessage'], operation: ['getAll'] } }, modes: locatorModes('folder', ['list', 'url', 'id']) },
  { displayName: 'Return All', name: 'returnAll', type: 'boolean', default: false, displayOptions: { show: { resource: ['folderMessage'], operation: ['getAll'] } } },
  { displayName: 'Limit', name: 'limit', type: 'number', default: 100, typeOptions: { minValue: 1 }, displayOptions: { show: { returnAll: [false], resource: ['folderMessage'], operation: ['getAll'] } } },
  ...messageOutput('folderMessage', 'getAll'),
  { displayName: 'Fetching a lot of messages may take a long time. Consider using filters to speed things up', name: 'filtersNotice', type: 'notice', default: '', displayOptions: { show: { returnAll: [true], resource: ['folderMessage'], operation: ['getAll'] } } },
  messageListFilters('folderMessage'),
  {
    displayName: 'Options', name: 'options', type: 'collection', default: {}, placeholder: 'Add Field', displayOptions: { show: { resource: ['folderMessage'], operation: ['getAll'] } },
    options: [
      { displayName: 'Attachments Prefix', name: 'attachmentsPrefix', type: 'string', default: 'attachment_' },
      { displayName: 'Download Attachments', name: 'downloadAttachments', type: 'boolean', default: false },
    ],
  },
];
