import type { INodeProperties } from '@weft/workflow';

/** Version 1 attachments: add, download, get, list. */
export const messageAttachmentProperties: INodeProperties[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', default: 'add', noDataExpression: true, displayOptions: { show: { resource: ['messageAttachment'] } },
    options: [{ name: 'Add', value: 'add' }, { name: 'Download', value: 'download' }, { name: 'Get', value: 'get' }, { name: 'Get Many', value: 'getAll' }],
  },
  { displayName: 'Message', name: 'messageId', type: 'string', default: '', required: true, displayOptions: { show: { resource: ['messageAttachment'], operation: ['add', 'download', 'get', 'getAll'] } } },
  { displayName: 'Attachment', name: 'attachmentId', type: 'string', default: '', required: true, displayOptions: { show: { resource: ['messageAttachment'], operation: ['download', 'get'] } } },
  { displayName: 'Return All', name: 'returnAll', type: 'boolean', default: false, displayOptions: { show: { resource: ['messageAttachment'], operation: ['getAll'] } } },
  { displayName: 'Limit', name: 'limit', type: 'number', default: 100, typeOptions: { minValue: 1, maxValue: 500 }, displayOptions: { show: { resource: ['messageAttachment'], operation: ['getAll'], returnAll: [false] } } },
  { displayName: 'Put Output File in Field', name: 'binaryPropertyName', type: 'string', default: 'data', required: true, displayOptions: { show: { resource: ['messageAttachment'], operation: ['add', 'download'] } } },
  {
    displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', default: {}, placeholder: 'Add Field', displayOptions: { show: { resource: ['messageAttachment'], operation: ['add'] } },
    options: [
      { displayName: 'File Name', name: 'fileName', type: 'string', default: '' },
    ],
  },
  {
    displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', default: {}, placeholder: 'Add Field', displayOptions: { show: { resource: ['messageAttachment'], operation: ['get', 'getAll'] } },
    options: [
      { displayName: 'Fields', name: 'fields', type: 'string', default: '' },
      { displayName: 'Filter', name: 'filter', type: 'string', default: '' },
    ],
  }
,
];
