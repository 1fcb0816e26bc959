import type { INodeProperties } from '@weft/workflow';
import { mailFields } from '../mail-field-descriptions.js';

/** The version's notice and resource, and the fields drafts and messages share (get/list options, update). */
export const sharedProperties: INodeProperties[] = [
  { displayName: 'This node is on an older version. Add a new Microsoft Outlook node for calendars, contacts and events.', name: 'oldVersionNotice', type: 'notice', default: '' },
  {
    displayName: 'Resource', name: 'resource', type: 'options', default: 'message', noDataExpression: true,
    options: [{ name: 'Draft', value: 'draft' }, { name: 'Folder', value: 'folder' }, { name: 'Folder Message', value: 'folderMessage' }, { name: 'Message', value: 'message' }, { name: 'Message Attachment', value: 'messageAttachment' }],
  },
  {
    displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', default: {}, placeholder: 'Add Field', displayOptions: { show: { resource: ['draft', 'message'], operation: ['get', 'getAll'] } },
    options: [
      { displayName: 'Attachments Prefix', name: 'dataPropertyAttachmentsPrefixName', type: 'string', default: 'attachment_' },
      { displayName: 'Fields', name: 'fields', type: 'string', default: '' },
      { displayName: 'Filter', name: 'filter', type: 'string', default: '' },
    ],
  },
  {
    displayName: 'Update Fields', name: 'updateFields', type: 'collection', default: {}, placeholder: 'Add Field', displayOptions: { show: { resource: ['draft', 'message'], operation: ['update'] } },
    options: [
      ...mailFields(1, 'bccRecipients', 'bodyContent', 'bodyContentType', 'categories', 'ccRecipients', 'internetMessageHeaders', 'from', 'importance', 'isRead', 'isReadReceiptRequested', 'toRecipients', 'replyTo', 'subject'),
    ],
  },
];
