import type { INodeProperties } from '@weft/workflow';
import { locatorModes } from '../locator-modes.js';

/** Messages of one folder, with filters or a search. */
export const folderMessageProperties: INodeProperties[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', default: 'getAll', noDataExpression: true, displayOptions: { show: { resource: ['folderMessage'] } },
    options: [{ name: 'Get Many', value: 'getAll' }],
  },
  { displayName: 'Folder', name: 'folderId', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true, displayOptions: { show: { resource: ['folderMessage'], operation: ['getAll'] } }, modes: locatorModes('folder', ['list', 'url', 'id']) },
  { displayName: 'Return All', name: 'returnAll', type: 'boolean', default: false, displayOptions: { show: { resource: ['folderMessage'], operation: ['getAll'] } } },
  { displayName: 'Limit', name: 'limit', type: 'number', default: 100, typeOptions: { minValue: 1 }, displayOptions: { show: { returnAll: [false], resource: ['folderMessage'], operation: ['getAll'] } } },
  {
    displayName: 'Output', name: 'output', type: 'options', default: 'simple', displayOptions: { show: { resource: ['folderMessage'], operation: ['getAll'] } },
    options: [{ name: 'Simplified', value: 'simple' }, { name: 'Raw', value: 'raw' }, { name: 'Selected Fields', value: 'fields' }],
  },
  {
    displayName: 'Fields', name: 'fields', type: 'multiOptions', default: [], displayOptions: { show: { output: ['fields'], resource: ['folderMessage'], operation: ['getAll'] } },
    options: [{ name: 'BCC', value: 'bccRecipients' }, { name: 'Body', value: 'body' }, { name: 'Body Preview', value: 'bodyPreview' }, { name: 'Categories', value: 'categories' }, { name: 'CC', value: 'ccRecipients' }, { name: 'Change Key', value: 'changeKey' }, { name: 'Conversation Id', value: 'conversationId' }, { name: 'Created Date Time', value: 'createdDateTime' }, { name: 'Flag', value: 'flag' }, { name: 'From', value: 'from' }, { name: 'Has Attachments', value: 'hasAttachments' }, { name: 'Importance', value: 'importance' }, { name: 'Inference Classification', value: 'inferenceClassification' }, { name: 'Internet Message Id', value: 'internetMessageId' }, { name: 'Is Delivery Receipt Requested', value: 'isDeliveryReceiptRequested' }, { name: 'Is Draft', value: 'isDraft' }, { name: 'Is Read', value: 'isRead' }, { name: 'Request Read Receipt', value: 'isReadReceiptRequested' }, { name: 'Last Modified Date Time', value: 'lastModifiedDateTime' }, { name: 'Parent Folder Id', value: 'parentFolderId' }, { name: 'Received Date Time', value: 'receivedDateTime' }, { name: 'Reply To', value: 'replyTo' }, { name: 'Sender', value: 'sender' }, { name: 'Sent Date Time', value: 'sentDateTime' }, { name: 'Subject', value: 'subject' }, { name: 'To', value: 'toRecipients' }, { name: 'Web Link', value: 'webLink' }],
  },
  { displayName: 'Fetching a lot of messages may take a long time. Consider using filters to speed things up', name: 'filtersNotice', type: 'notice', default: '', displayOptions: { show: { returnAll: [true], resource: ['folderMessage'], operation: ['getAll'] } } },
  {
    displayName: 'Filters', name: 'filtersUI', type: 'fixedCollection', default: {}, displayOptions: { show: { resource: ['folderMessage'], operation: ['getAll'] } },
    options: [
      {
        name: 'values', displayName: 'Values',
        values: [
          {
            displayName: 'Filter By', name: 'filterBy', type: 'options', default: 'filters',
            options: [{ name: 'Filters', value: 'filters' }, { name: 'Search', value: 'search' }],
          },
          { displayName: 'Search', name: 'search', type: 'string', default: '', displayOptions: { show: { filterBy: ['search'] } } },
          {
            displayName: 'Filters', name: 'filters', type: 'collection', default: {}, placeholder: 'Add Field', displayOptions: { show: { filterBy: ['filters'] } },
            options: [
              { displayName: 'Filter Query', name: 'custom', type: 'string', default: '' },
              { displayName: 'Has Attachments', name: 'hasAttachments', type: 'boolean', default: false },
              {
                displayName: 'Read Status', name: 'readStatus', type: 'options', default: 'unread',
                options: [{ name: 'Both', value: 'both' }, { name: 'Unread Only', value: 'unread' }, { name: 'Read Only', value: 'read' }],
              },
              { displayName: 'Received After', name: 'receivedAfter', type: 'dateTime', default: '' },
              { displayName: 'Received Before', name: 'receivedBefore', type: 'dateTime', default: '' },
              { displayName: 'Sender', name: 'sender', type: 'string', default: '' },
            ],
          },
        ],
      },
    ],
  },
  {
    displayName: 'Options', name: 'options', type: 'collection', default: {}, placeholder: 'Add Field', displayOptions: { show: { resource: ['folderMessage'], operation: ['getAll'] } },
    options: [
      { displayName: 'Attachments Prefix', name: 'attachmentsPrefix', type: 'string', default: 'attachment_' },
      { displayName: 'Download Attachments', name: 'downloadAttachments', type: 'boolean', default: false },
    ],
  }
,
];
