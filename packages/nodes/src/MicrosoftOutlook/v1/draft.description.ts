import type { INodeProperties } from '@weft/workflow';

/** Version 1 drafts: create, delete, get, send, update (by message ID). */
export const draftProperties: INodeProperties[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', default: 'create', noDataExpression: true, displayOptions: { show: { resource: ['draft'] } },
    options: [{ name: 'Create', value: 'create' }, { name: 'Delete', value: 'delete' }, { name: 'Get', value: 'get' }, { name: 'Send', value: 'send' }, { name: 'Update', value: 'update' }],
  },
  { displayName: 'Message', name: 'messageId', type: 'string', default: '', required: true, displayOptions: { show: { resource: ['draft'], operation: ['delete', 'get', 'send', 'update'] } } },
  { displayName: 'Subject', name: 'subject', type: 'string', default: '', displayOptions: { show: { resource: ['draft'], operation: ['create'] } } },
  { displayName: 'Message', name: 'bodyContent', type: 'string', default: '', displayOptions: { show: { resource: ['draft'], operation: ['create'] } } },
  {
    displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', default: {}, placeholder: 'Add Field', displayOptions: { show: { resource: ['draft'], operation: ['create'] } },
    options: [
      {
        displayName: 'Attachments', name: 'attachments', type: 'fixedCollection', default: {}, typeOptions: { multipleValues: true },
        options: [
          {
            name: 'attachments', displayName: 'Attachments',
            values: [
              { displayName: 'Put Output File in Field', name: 'binaryPropertyName', type: 'string', default: '' },
            ],
          },
        ],
      },
      { displayName: 'BCC', name: 'bccRecipients', type: 'string', default: '' },
      {
        displayName: 'Message Type', name: 'bodyContentType', type: 'options', default: 'html',
        options: [{ name: 'HTML', value: 'html' }, { name: 'Text', value: 'Text' }],
      },
      { displayName: 'Categories', name: 'categories', type: 'multiOptions', default: [], typeOptions: { loadOptionsMethod: 'getCategories' } },
      { displayName: 'CC', name: 'ccRecipients', type: 'string', default: '' },
      {
        displayName: 'Headers', name: 'internetMessageHeaders', type: 'fixedCollection', default: {}, typeOptions: { multipleValues: true },
        options: [
          {
            name: 'headers', displayName: 'Headers',
            values: [
              { displayName: 'Name', name: 'name', type: 'string', default: '' },
              { displayName: 'Value', name: 'value', type: 'string', default: '' },
            ],
          },
        ],
      },
      { displayName: 'From', name: 'from', type: 'string', default: '' },
      {
        displayName: 'Importance', name: 'importance', type: 'options', default: 'Low',
        options: [{ name: 'Low', value: 'Low' }, { name: 'Normal', value: 'Normal' }, { name: 'High', value: 'High' }],
      },
      { displayName: 'Request Read Receipt', name: 'isReadReceiptRequested', type: 'boolean', default: false },
      { displayName: 'To', name: 'toRecipients', type: 'string', default: '' },
      { displayName: 'Reply To', name: 'replyTo', type: 'string', default: '' },
    ],
  },
  {
    displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', default: {}, placeholder: 'Add Field', displayOptions: { show: { resource: ['draft'], operation: ['send'] } },
    options: [
      { displayName: 'Recipients', name: 'recipients', type: 'string', default: '' },
    ],
  }
,
];
