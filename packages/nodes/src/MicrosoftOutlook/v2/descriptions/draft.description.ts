import type { INodeProperties } from '@weft/workflow';
import { mailFields } from '../../mail-field-descriptions.js';
import { locatorModes } from '../locator-modes.js';

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
  {
    displayName: 'Output', name: 'output', type: 'options', default: 'simple', displayOptions: { show: { resource: ['draft'], operation: ['get'] } },
    options: [{ name: 'Simplified', value: 'simple' }, { name: 'Raw', value: 'raw' }, { name: 'Selected Fields', value: 'fields' }],
  },
  {
    displayName: 'Fields', name: 'fields', type: 'multiOptions', default: [], displayOptions: { show: { output: ['fields'], resource: ['draft'], operation: ['get'] } },
    options: [{ name: 'BCC', value: 'bccRecipients' }, { name: 'Body', value: 'body' }, { name: 'Body Preview', value: 'bodyPreview' }, { name: 'Categories', value: 'categories' }, { name: 'CC', value: 'ccRecipients' }, { name: 'Change Key', value: 'changeKey' }, { name: 'Conversation Id', value: 'conversationId' }, { name: 'Created Date Time', value: 'createdDateTime' }, { name: 'Flag', value: 'flag' }, { name: 'From', value: 'from' }, { name: 'Has Attachments', value: 'hasAttachments' }, { name: 'Importance', value: 'importance' }, { name: 'Inference Classification', value: 'inferenceClassification' }, { name: 'Internet Message Id', value: 'internetMessageId' }, { name: 'Is Delivery Receipt Requested', value: 'isDeliveryReceiptRequested' }, { name: 'Is Draft', value: 'isDraft' }, { name: 'Is Read', value: 'isRead' }, { name: 'Request Read Receipt', value: 'isReadReceiptRequested' }, { name: 'Last Modified Date Time', value: 'lastModifiedDateTime' }, { name: 'Parent Folder Id', value: 'parentFolderId' }, { name: 'Received Date Time', value: 'receivedDateTime' }, { name: 'Reply To', value: 'replyTo' }, { name: 'Sender', value: 'sender' }, { name: 'Sent Date Time', value: 'sentDateTime' }, { name: 'Subject', value: 'subject' }, { name: 'To', value: 'toRecipients' }, { name: 'Web Link', value: 'webLink' }],
  },
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
