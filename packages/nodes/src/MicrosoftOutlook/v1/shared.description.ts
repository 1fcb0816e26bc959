import type { INodeProperties } from '@weft/workflow';

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
      { displayName: 'BCC', name: 'bccRecipients', type: 'string', default: '' },
      { displayName: 'Message', name: 'bodyContent', type: 'string', default: '' },
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
      { displayName: 'Is Read', name: 'isRead', type: 'boolean', default: false },
      { displayName: 'Request Read Receipt', name: 'isReadReceiptRequested', type: 'boolean', default: false },
      { displayName: 'To', name: 'toRecipients', type: 'string', default: '' },
      { displayName: 'Reply To', name: 'replyTo', type: 'string', default: '' },
      { displayName: 'Subject', name: 'subject', type: 'string', default: '' },
    ],
  }
,
];
