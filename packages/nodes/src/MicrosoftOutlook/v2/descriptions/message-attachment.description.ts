import type { INodeProperties } from '@weft/workflow';
import { locatorModes } from '../locator-modes.js';

/** Attachments of a message: add (from binary), download (to binary), get, list. */
export const messageAttachmentProperties: INodeProperties[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', default: 'add', noDataExpression: true, displayOptions: { show: { resource: ['messageAttachment'] } },
    options: [{ name: 'Add', value: 'add' }, { name: 'Download', value: 'download' }, { name: 'Get', value: 'get' }, { name: 'Get Many', value: 'getAll' }],
  },
  { displayName: 'Message', name: 'messageId', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true, displayOptions: { show: { resource: ['messageAttachment'], operation: ['add'] } }, modes: locatorModes('message', ['list', 'id']) },
  { displayName: 'Put Output File in Field', name: 'binaryPropertyName', type: 'string', default: 'data', required: true, displayOptions: { show: { resource: ['messageAttachment'], operation: ['add'] } } },
  {
    displayName: 'Options', name: 'options', type: 'collection', default: {}, placeholder: 'Add Field', displayOptions: { show: { resource: ['messageAttachment'], operation: ['add'] } },
    options: [
      { displayName: 'File Name', name: 'fileName', type: 'string', default: '' },
    ],
  },
  { displayName: 'Message', name: 'messageId', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true, displayOptions: { show: { resource: ['messageAttachment'], operation: ['download'] } }, modes: locatorModes('message', ['list', 'id']) },
  { displayName: 'Attachment', name: 'attachmentId', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true, typeOptions: { loadOptionsDependsOn: ['messageId.value'] }, displayOptions: { show: { resource: ['messageAttachment'], operation: ['download'] } }, modes: locatorModes('attachment', ['list', 'id']) },
  { displayName: 'Put Output File in Field', name: 'binaryPropertyName', type: 'string', default: 'data', required: true, displayOptions: { show: { resource: ['messageAttachment'], operation: ['download'] } } },
  { displayName: 'Message', name: 'messageId', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true, displayOptions: { show: { resource: ['messageAttachment'], operation: ['get'] } }, modes: locatorModes('message', ['list', 'id']) },
  { displayName: 'Attachment', name: 'attachmentId', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true, typeOptions: { loadOptionsDependsOn: ['messageId.value'] }, displayOptions: { show: { resource: ['messageAttachment'], operation: ['get'] } }, modes: locatorModes('attachment', ['list', 'id']) },
  {
    displayName: 'Options', name: 'options', type: 'collection', default: {}, placeholder: 'Add Field', displayOptions: { show: { resource: ['messageAttachment'], operation: ['get'] } },
    options: [
      {
        displayName: 'Fields', name: 'fields', type: 'multiOptions', default: [],
        options: [{ name: 'Content Type', value: 'contentType' }, { name: 'Is Inline', value: 'isInline' }, { name: 'Last Modified Date Time', value: 'lastModifiedDateTime' }, { name: 'Name', value: 'name' }, { name: 'Size', value: 'size' }],
      },
    ],
  },
  { displayName: 'Message', name: 'messageId', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true, displayOptions: { show: { resource: ['messageAttachment'], operation: ['getAll'] } }, modes: locatorModes('message', ['list', 'id']) },
  { displayName: 'Return All', name: 'returnAll', type: 'boolean', default: false, displayOptions: { show: { resource: ['messageAttachment'], operation: ['getAll'] } } },
  { displayName: 'Limit', name: 'limit', type: 'number', default: 100, typeOptions: { minValue: 1 }, displayOptions: { show: { returnAll: [false], resource: ['messageAttachment'], operation: ['getAll'] } } },
  {
    displayName: 'Options', name: 'options', type: 'collection', default: {}, placeholder: 'Add Field', displayOptions: { show: { resource: ['messageAttachment'], operation: ['getAll'] } },
    options: [
      {
        displayName: 'Fields', name: 'fields', type: 'multiOptions', default: [],
        options: [{ name: 'Content Type', value: 'contentType' }, { name: 'Is Inline', value: 'isInline' }, { name: 'Last Modified Date Time', value: 'lastModifiedDateTime' }, { name: 'Name', value: 'name' }, { name: 'Size', value: 'size' }],
      },
    ],
  }
,
];
