import type { INodeProperties } from '@weft/workflow';
import { mailFields } from '../mail-field-descriptions.js';

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
      ...mailFields(1, 'attachments', 'bccRecipients', 'bodyContentType', 'categories', 'ccRecipients', 'internetMessageHeaders', 'from', 'importance', 'isReadReceiptRequested', 'toRecipients', 'replyTo'),
    ],
  },
  {
    displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', default: {}, placeholder: 'Add Field', displayOptions: { show: { resource: ['draft'], operation: ['send'] } },
    options: [
      { displayName: 'Recipients', name: 'recipients', type: 'string', default: '' },
    ],
  },
];
