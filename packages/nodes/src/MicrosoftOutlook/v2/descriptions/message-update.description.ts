import type { INodeProperties } from '@weft/workflow';
import { mailFields } from '../../mail-field-descriptions.js';
import { locatorModes } from '../locator-modes.js';

/** Message > Update: recipients, body, flags, categories, folder. */
export const messageUpdateProperties: INodeProperties[] = [
  { displayName: 'Message', name: 'messageId', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true, displayOptions: { show: { resource: ['message'], operation: ['update'] } }, modes: locatorModes('message', ['list', 'id']) },
  {
    displayName: 'Update Fields', name: 'updateFields', type: 'collection', default: {}, placeholder: 'Add Field', displayOptions: { show: { resource: ['message'], operation: ['update'] } },
    options: [
      ...mailFields(2, 'bccRecipients', 'categories', 'ccRecipients', 'internetMessageHeaders'),
      { displayName: 'Folder', name: 'folderId', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: false, modes: locatorModes('folder', ['list', 'url', 'id']) },
      ...mailFields(2, 'importance', 'isRead', 'bodyContent', 'bodyContentType', 'isReadReceiptRequested', 'toRecipients', 'replyTo', 'subject'),
    ],
  },
];
