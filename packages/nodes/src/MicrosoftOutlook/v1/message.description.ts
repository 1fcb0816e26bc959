import type { INodeProperties } from '@weft/workflow';
import { mailFields } from '../mail-field-descriptions.js';

/** Version 1 messages: delete, get, list, get MIME content, move, reply (or reply all), send, update. */
export const messageProperties: INodeProperties[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', default: 'send', noDataExpression: true, displayOptions: { show: { resource: ['message'] } },
    options: [{ name: 'Delete', value: 'delete' }, { name: 'Get', value: 'get' }, { name: 'Get Many', value: 'getAll' }, { name: 'Get MIME Content', value: 'getMime' }, { name: 'Move', value: 'move' }, { name: 'Reply', value: 'reply' }, { name: 'Send', value: 'send' }, { name: 'Update', value: 'update' }],
  },
  { displayName: 'Message', name: 'messageId', type: 'string', default: '', required: true, displayOptions: { show: { resource: ['message'], operation: ['addAttachment', 'delete', 'get', 'getAttachment', 'getMime', 'move', 'update', 'reply'] } } },
  {
    displayName: 'Reply Type', name: 'replyType', type: 'options', default: 'reply', required: true, displayOptions: { show: { resource: ['message'], operation: ['reply'] } },
    options: [{ name: 'Reply', value: 'reply' }, { name: 'Reply All', value: 'replyAll' }],
  },
  { displayName: 'Comment', name: 'comment', type: 'string', default: '', displayOptions: { show: { resource: ['message'], operation: ['reply'] } } },
  { displayName: 'Send', name: 'send', type: 'boolean', default: true, displayOptions: { show: { resource: ['message'], operation: ['reply'] } } },
  {
    displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', default: {}, placeholder: 'Add Field', displayOptions: { show: { resource: ['message'], operation: ['reply'], replyType: ['reply'] } },
    options: [
      ...mailFields(1, 'attachments', 'bccRecipients', 'bodyContent', 'bodyContentType', 'ccRecipients', 'internetMessageHeaders', 'from', 'importance', 'isReadReceiptRequested', 'toRecipients', 'replyTo', 'subject'),
    ],
  },
  { displayName: 'Return All', name: 'returnAll', type: 'boolean', default: false, displayOptions: { show: { resource: ['message'], operation: ['getAll'] } } },
  { displayName: 'Limit', name: 'limit', type: 'number', default: 100, typeOptions: { minValue: 1, maxValue: 500 }, displayOptions: { show: { resource: ['message'], operation: ['getAll'], returnAll: [false] } } },
  { displayName: 'Subject', name: 'subject', type: 'string', default: '', displayOptions: { show: { resource: ['message'], operation: ['create', 'send'] } } },
  { displayName: 'Message', name: 'bodyContent', type: 'string', default: '', displayOptions: { show: { resource: ['message'], operation: ['create', 'send'] } } },
  { displayName: 'To', name: 'toRecipients', type: 'string', default: '', required: true, displayOptions: { show: { resource: ['message'], operation: ['send'] } } },
  {
    displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', default: {}, placeholder: 'Add Field', displayOptions: { show: { resource: ['message'], operation: ['send'] } },
    options: [
      ...mailFields(1, 'attachments', 'bccRecipients', 'bodyContentType', 'categories', 'ccRecipients', 'internetMessageHeaders', 'from', 'importance', 'isReadReceiptRequested', 'toRecipients', 'replyTo', 'saveToSentItems'),
    ],
  },
  { displayName: 'Put Output File in Field', name: 'binaryPropertyName', type: 'string', default: 'data', required: true, displayOptions: { show: { resource: ['message'], operation: ['getMime'] } } },
  { displayName: 'Folder', name: 'folderId', type: 'string', default: '', required: true, displayOptions: { show: { resource: ['message'], operation: ['move'] } } }
,
];
