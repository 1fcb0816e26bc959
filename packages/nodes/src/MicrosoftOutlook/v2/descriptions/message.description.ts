import type { INodeProperties } from '@weft/workflow';
import { mailFields } from '../../mail-field-descriptions.js';
import { locatorModes } from '../locator-modes.js';
import { messageListFilters, messageOutput } from './message-list.description.js';

/** Messages: delete, get, list, move, reply, send; update is in messageUpdateProperties (after Send and Wait). */
export const messageProperties: INodeProperties[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', default: 'send', noDataExpression: true, displayOptions: { show: { resource: ['message'] } },
    options: [{ name: 'Delete', value: 'delete' }, { name: 'Get', value: 'get' }, { name: 'Get Many', value: 'getAll' }, { name: 'Move', value: 'move' }, { name: 'Reply', value: 'reply' }, { name: 'Send', value: 'send' }, { name: 'Send and Wait for Response', value: 'sendAndWait' }, { name: 'Update', value: 'update' }],
  },
  { displayName: 'Message', name: 'messageId', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true, displayOptions: { show: { resource: ['message'], operation: ['delete'] } }, modes: locatorModes('message', ['list', 'id']) },
  { displayName: 'Message', name: 'messageId', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true, displayOptions: { show: { resource: ['message'], operation: ['get'] } }, modes: locatorModes('message', ['list', 'id']) },
  ...messageOutput('message', 'get'),
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
  ...messageOutput('message', 'getAll'),
  { displayName: 'Fetching a lot of messages may take a long time. Consider using filters to speed things up', name: 'filtersNotice', type: 'notice', default: '', displayOptions: { show: { returnAll: [true], resource: ['message'], operation: ['getAll'] } } },
  messageListFilters('message'),
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
