import type { INodeProperties } from '@weft/workflow';
import { mailFields } from '../../mail-field-descriptions.js';
import { locatorModes } from '../locator-modes.js';
import { messageOutput } from './message-list.description.js';

/** Drafts: create (with attachments), delete, get, send (optionally to new recipients), update. */
export const draftProperties: INodeProperties[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', default: 'create', noDataExpression: true, displayOptions: { show: { resource: ['draft'] } },
    options: [{ name: 'Create', value: 'create' }, { name: 'Delete', value: 'delete' }, { name: 'Get', value: 'get' }, { name: 'Send', value: 'send' }, { name: 'Update', value: 'update' }],
  },
  { displayName: 'Subject', name: 'subject', type: 'string', default: '', displayOptions: { show: { resource: ['draft'], operation: ['create'] } } },
  { displayName: 'Message', name: 'bodyContent', type: 'string', default: '', typeOptions: { rows: 2 }, displayOptions: { show: { resource: ['draft'], operation: ['create'] } } },
  {
    displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', default: {}, placeholder: 'Add Field', displayOptions: { show: { resource: ['draft'], operation: ['create'] } },
    options: [
      ...mailFields(2, 'attachments', 'bccRecipients', 'categories', 'ccRecipients', 'internetMessageHeaders', 'from', 'importance', 'bodyContentType', 'isReadReceiptRequested', 'replyTo', 'toRecipients'),
    ],
  },
  { displayName: 'Draft', name: 'draftId', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true, displayOptions: { show: { resource: ['draft'], operation: ['delete'] } }, modes: locatorModes('draft', ['list', 'id']) },
  { displayName: 'Draft', name: 'draftId', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true, displayOptions: { show: { resource: ['draft'], operation: ['get'] } }, modes: locatorModes('draft', ['list', 'id']) },
  ...messageOutput('draft', 'get'),
  {
    displayName: 'Options', name: 'options', type: 'collection', default: {}, placeholder: 'Add Field', displayOptions: { show: { resource: ['draft'], operation: ['get'] } },
    options: [
      { displayName: 'Attachments Prefix', name: 'attachmentsPrefix', type: 'string', default: 'attachment_' },
      { displayName: 'Download Attachments', name: 'downloadAttachments', type: 'boolean', default: false },
    ],
  },
  { displayName: 'Draft', name: 'draftId', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true, displayOptions: { show: { resource: ['draft'], operation: ['send'] } }, modes: locatorModes('draft', ['list', 'id']) },
  { displayName: 'To', name: 'to', type: 'string', default: '', displayOptions: { show: { resource: ['draft'], operation: ['send'] } } },
  { displayName: 'Draft', name: 'draftId', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true, displayOptions: { show: { resource: ['draft'], operation: ['update'] } }, modes: locatorModes('draft', ['list', 'id']) },
  {
    displayName: 'Update Fields', name: 'updateFields', type: 'collection', default: {}, placeholder: 'Add Field', displayOptions: { show: { resource: ['draft'], operation: ['update'] } },
    options: [
      ...mailFields(2, 'bccRecipients', 'categories', 'ccRecipients', 'internetMessageHeaders', 'from', 'importance', 'isRead', 'bodyContent', 'bodyContentType', 'isReadReceiptRequested', 'replyTo', 'subject', 'toRecipients'),
    ],
  },
];
