import type { INodeProperties } from '@weft/workflow';
import { locatorModes } from '../locator-modes.js';

/** Message > Update: recipients, body, flags, categories, folder. */
export const messageUpdateProperties: INodeProperties[] = [
  { displayName: 'Message', name: 'messageId', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true, displayOptions: { show: { resource: ['message'], operation: ['update'] } }, modes: locatorModes('message', ['list', 'id']) },
  {
    displayName: 'Update Fields', name: 'updateFields', type: 'collection', default: {}, placeholder: 'Add Field', displayOptions: { show: { resource: ['message'], operation: ['update'] } },
    options: [
      { displayName: 'BCC', name: 'bccRecipients', type: 'string', default: '' },
      { displayName: 'Categories', name: 'categories', type: 'multiOptions', default: [], typeOptions: { loadOptionsMethod: 'getCategoriesNames' } },
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
      { displayName: 'Folder', name: 'folderId', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: false, modes: locatorModes('folder', ['list', 'url', 'id']) },
      {
        displayName: 'Importance', name: 'importance', type: 'options', default: 'Normal',
        options: [{ name: 'Low', value: 'Low' }, { name: 'Normal', value: 'Normal' }, { name: 'High', value: 'High' }],
      },
      { displayName: 'Is Read', name: 'isRead', type: 'boolean', default: false },
      { displayName: 'Message', name: 'bodyContent', type: 'string', default: '', typeOptions: { rows: 2 } },
      {
        displayName: 'Message Type', name: 'bodyContentType', type: 'options', default: 'html',
        options: [{ name: 'HTML', value: 'html' }, { name: 'Text', value: 'Text' }],
      },
      { displayName: 'Request Read Receipt', name: 'isReadReceiptRequested', type: 'boolean', default: false },
      { displayName: 'To', name: 'toRecipients', type: 'string', default: '' },
      { displayName: 'Reply To', name: 'replyTo', type: 'string', default: '' },
      { displayName: 'Subject', name: 'subject', type: 'string', default: '' },
    ],
  }
,
];
