import type { INodeProperties } from '@weft/workflow';
import { mailFields } from '../../mail-field-descriptions.js';
import { locatorModes } from '../locator-modes.js';

/** Messages: delete, get, list, move, reply, send; update is in messageUpdateProperties (after Send and Wait). */
export const messageProperties: INodeProperties[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', default: 'send', noDataExpression: true, displayOptions: { show: { resource: ['message'] } },
    options: [{ name: 'Delete', value: 'delete' }, { name: 'Get', value: 'get' }, { name: 'Get Many', value: 'getAll' }, { name: 'Move', value: 'move' }, { name: 'Reply', value: 'reply' }, { name: 'Send', value: 'send' }, { name: 'Send and Wait for Response', value: 'sendAndWait' }, { name: 'Update', value: 'update' }],
  },
  { displayName: 'Message', name: 'messageId', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true, displayOptions: { show: { resource: ['message'], operation: ['delete'] } }, modes: locatorModes('message', ['list', 'id']) },
  { displayName: 'Message', name: 'messageId', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true, displayOptions: { show: { resource: ['message'], operation: ['get'] } }, modes: locatorModes('message', ['list', 'id']) },
  {
    displayName: 'Output', name: 'output', type: 'options', default: 'simple', displayOptions: { show: { resource: ['message'], operation: ['get'] } },
    options: [{ name: 'Simplified', value: 'simple' }, { name: 'Raw', value: 'raw' }, { name: 'Selected Fields', value: 'fields' }],
  },
  {
    displayName: 'Fields', name: 'fields', type: 'multiOptions', default: [], displayOptions: { show: { output: ['fields'], resource: ['message'], operation: ['get'] } },
    options: [{ name: 'BCC', value: 'bccRecipients' }, { name: 'Body', value: 'body' }, { name: 'Body Preview', value: 'bodyPreview' }, { name: 'Categories', value: 'categories' }, { name: 'CC', value: 'ccRecipients' }, { name: 'Change Key', value: 'changeKey' }, { name: 'Conversation Id', value: 'conversationId' }, { name: 'Created Date Time', value: 'createdDateTime' }, { name: 'Flag', value: 'flag' }, { name: 'From', value: 'from' }, { name: 'Has Attachments', value: 'hasAttachments' }, { name: 'Importance', value: 'importance' }, { name: 'Inference Classification', value: 'inferenceClassification' }, { name: 'Internet Message Id', value: 'internetMessageId' }, { name: 'Is Delivery Receipt Requested', value: 'isDeliveryReceiptRequested' }, { name: 'Is Draft', value: 'isDraft' }, { name: 'Is Read', value: 'isRead' }, { name: 'Request Read Receipt', value: 'isReadReceiptRequested' }, { name: 'Last Modified Date Time', value: 'lastModifiedDateTime' }, { name: 'Parent Folder Id', value: 'parentFolderId' }, { name: 'Received Date Time', value: 'receivedDateTime' }, { name: 'Reply To', value: 'replyTo' }, { name: 'Sender', value: 'sender' }, { name: 'Sent Date Time', value: 'sentDateTime' }, { name: 'Subject', value: 'subject' }, { name: 'To', value: 'toRecipients' }, { name: 'Web Link', value: 'webLink' }],
  },
  {
    displayName: 'Options', name: 'options', type: 'collection', default: {}, placeholder: 'Add Field', displayOptions: { show: { resource: ['message'], operation: ['get'] } },
    options: [
      { displayName: 'Attachments Prefix', name: 'attachmentsPrefix', type: 'string', default: 'attachment_' },
      { displayName: 'Download Attachments', name: 'downloadAttachments', type: 'boolean', default: false },
      {
        displayName: 'Get MIME Content', name: 'getMimeContent', type: 'fixedCollection', default: { values: { binaryPropertyName: 'data' } },
        options: [
          {
            name: 'values', displayName: 'Values',
            values: [
              { displayName: 'Put Output File in Field', name: 'binaryPropertyName', type: 'string', default: '' },
              { displayName: 'File Name', name: 'outputFileName', type: 'string', default: '' },
            ],
          },
        ],
      },
    ],
  },
  { displayName: 'Return All', name: 'returnAll', type: 'boolean', default: false, displayOptions: { show: { resource: ['message'], operation: ['getAll'] } } },
  { displayName: 'Limit', name: 'limit', type: 'number', default: 100, typeOptions: { minValue: 1 }, displayOptions: { show: { returnAll: [false], resource: ['message'], operation: ['getAll'] } } },
  {
    displayName: 'Output', name: 'output', type: 'options', default: 'simple', displayOptions: { show: { resource: ['message'], operation: ['getAll'] } },
    options: [{ name: 'Simplified', value: 'simple' }, { name: 'Raw', value: 'raw' }, { name: 'Selected Fields', value: 'fields' }],
  },
  {
    displayName: 'Fields', name: 'fields', type: 'multiOptions', default: [], displayOptions: { show: { output: ['fields'], resource: ['message'], operation: ['getAll'] } },
    options: [{ name: 'BCC', value: 'bccRecipients' }, { name: 'Body', value: 'body' }, { name: 'Body Preview', value: 'bodyPreview' }, { name: 'Categories', value: 'categories' }, { name: 'CC', value: 'ccRecipients' }, { name: 'Change Key', value: 'changeKey' }, { name: 'Conversation Id', value: 'conversationId' }, { name: 'Created Date Time', value: 'createdDateTime' }, { name: 'Flag', value: 'flag' }, { name: 'From', value: 'from' }, { name: 'Has Attachments', value: 'hasAttachments' }, { name: 'Importance', value: 'importance' }, { name: 'Inference Classification', value: 'inferenceClassification' }, { name: 'Internet Message Id', value: 'internetMessageId' }, { name: 'Is Delivery Receipt Requested', value: 'isDeliveryReceiptRequested' }, { name: 'Is Draft', value: 'isDraft' }, { name: 'Is Read', value: 'isRead' }, { name: 'Request Read Receipt', value: 'isReadReceiptRequested' }, { name: 'Last Modified Date Time', value: 'lastModifiedDateTime' }, { name: 'Parent Folder Id', value: 'parentFolderId' }, { name: 'Received Date Time', value: 'receivedDateTime' }, { name: 'Reply To', value: 'replyTo' }, { name: 'Sender', value: 'sender' }, { name: 'Sent Date Time', value: 'sentDateTime' }, { name: 'Subject', value: 'subject' }, { name: 'To', value: 'toRecipients' }, { name: 'Web Link', value: 'webLink' }],
  },
  { displayName: 'Fetching a lot of messages may take a long time. Consider using filters to speed things up', name: 'filtersNotice', type: 'notice', default: '', displayOptions: { show: { returnAll: [true], resource: ['message'], operation: ['getAll'] } } },
  {
    displayName: 'Filters', name: 'filtersUI', type: 'fixedCollection', default: {}, displayOptions: { show: { resource: ['message'], operation: ['getAll'] } },
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
              { displayName: 'Folders To Exclude', name: 'foldersToExclude', type: 'multiOptions', default: [], typeOptions: { loadOptionsMethod: 'getFolders' } },
              { displayName: 'Folders To Include', name: 'foldersToInclude', type: 'multiOptions', default: [], typeOptions: { loadOptionsMethod: 'getFolders' } },
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
    displayName: 'Options', name: 'options', type: 'collection', default: {}, placeholder: 'Add Field', displayOptions: { show: { resource: ['message'], operation: ['getAll'] } },
    options: [
      { displayName: 'Attachments Prefix', name: 'attachmentsPrefix', type: 'string', default: 'attachment_' },
      { displayName: 'Download Attachments', name: 'downloadAttachments', type: 'boolean', default: false },
    ],
  },
  { displayName: 'Message', name: 'messageId', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true, displayOptions: { show: { resource: ['message'], operation: ['move'] } }, modes: locatorModes('message', ['list', 'id']) },
  { displayName: 'Folder', name: 'folderId', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true, displayOptions: { show: { resource: ['message'], operation: ['move'] } }, modes: locatorModes('folder', ['list', 'url', 'id']) },
  { displayName: 'Message', name: 'messageId', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true, displayOptions: { show: { resource: ['message'], operation: ['reply'] } }, modes: locatorModes('message', ['list', 'id']) },
  { displayName: 'Reply to Sender Only', name: 'replyToSenderOnly', type: 'boolean', default: false, displayOptions: { show: { resource: ['message'], operation: ['reply'] } } },
  { displayName: 'Message', name: 'message', type: 'string', default: '', typeOptions: { rows: 2 }, displayOptions: { show: { resource: ['message'], operation: ['reply'] } } },
  {
    displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', default: {}, placeholder: 'Add Field', displayOptions: { show: { replyToSenderOnly: [true], resource: ['message'], operation: ['reply'] } },
    options: [
      ...mailFields(2, 'attachments', 'bccRecipients', 'ccRecipients', 'internetMessageHeaders', 'from', 'importance', 'bodyContentType', 'isReadReceiptRequested', 'toRecipients', 'replyTo', 'subject'),
    ],
  },
  {
    displayName: 'Options', name: 'options', type: 'collection', default: {}, placeholder: 'Add Field', displayOptions: { show: { resource: ['message'], operation: ['reply'] } },
    options: [
      { displayName: 'Save As Draft', name: 'saveAsDraft', type: 'boolean', default: false },
    ],
  },
  { displayName: 'To', name: 'toRecipients', type: 'string', default: '', required: true, displayOptions: { show: { resource: ['message'], operation: ['send'] } } },
  { displayName: 'Subject', name: 'subject', type: 'string', default: '', displayOptions: { show: { resource: ['message'], operation: ['send'] } } },
  { displayName: 'Message', name: 'bodyContent', type: 'string', default: '', typeOptions: { rows: 2 }, displayOptions: { show: { resource: ['message'], operation: ['send'] } } },
  {
    displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', default: {}, placeholder: 'Add Field', displayOptions: { show: { resource: ['message'], operation: ['send'] } },
    options: [
      ...mailFields(2, 'attachments', 'bccRecipients', 'categories', 'ccRecipients', 'internetMessageHeaders', 'from', 'importance', 'bodyContentType', 'isReadReceiptRequested', 'replyTo', 'saveToSentItems'),
    ],
  },
];
