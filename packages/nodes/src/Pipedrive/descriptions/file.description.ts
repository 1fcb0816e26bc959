import type { INodeProperties } from '@weft/workflow';

/* File: upload from binary data, get, download, update and delete. */

export const fileProperties: INodeProperties[] = [
  { displayName: 'Input Binary Field', name: 'binaryPropertyName', type: 'string', default: 'data', required: true, displayOptions: { show: { operation: ['create'], resource: ['file'] } } },
  { displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', default: {}, displayOptions: { show: { operation: ['create'], resource: ['file'] } },
    options: [
      { displayName: 'Activity ID', name: 'activity_id', type: 'number', default: 0 },
      { displayName: 'Deal ID', name: 'deal_id', type: 'number', default: 0 },
      { displayName: 'Organization Name or ID', name: 'org_id', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getOrganizationIds' } },
      { displayName: 'Person ID', name: 'person_id', type: 'number', default: 0 },
      { displayName: 'Product ID', name: 'product_id', type: 'number', default: 0 },
    ] },
  { displayName: 'File ID', name: 'fileId', type: 'number', default: 0, required: true, displayOptions: { show: { operation: ['delete'], resource: ['file'] } } },
  { displayName: 'File ID', name: 'fileId', type: 'number', default: 0, required: true, displayOptions: { show: { operation: ['download'], resource: ['file'] } } },
  { displayName: 'Input Binary Field', name: 'binaryPropertyName', type: 'string', default: 'data', required: true, displayOptions: { show: { operation: ['download'], resource: ['file'] } } },
  { displayName: 'File ID', name: 'fileId', type: 'number', default: 0, required: true, displayOptions: { show: { operation: ['get'], resource: ['file'] } } },
  { displayName: 'File ID', name: 'fileId', type: 'number', default: 0, required: true, displayOptions: { show: { operation: ['update'], resource: ['file'] } } },
  { displayName: 'Update Fields', name: 'updateFields', type: 'collection', default: {}, displayOptions: { show: { operation: ['update'], resource: ['file'] } },
    options: [
      { displayName: 'Name', name: 'name', type: 'string', default: '' },
      { displayName: 'Description', name: 'description', type: 'string', default: '' },
    ] },
];
