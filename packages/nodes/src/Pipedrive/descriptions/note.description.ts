import type { INodeProperties } from '@weft/workflow';

/* Note: create, get, update and delete. */

export const noteProperties: INodeProperties[] = [
  { displayName: 'Content', name: 'content', type: 'string', default: '', required: true, displayOptions: { show: { operation: ['create'], resource: ['note'] } }, typeOptions: { rows: 5 } },
  { displayName: 'Note ID', name: 'noteId', type: 'number', default: 0, required: true, displayOptions: { show: { operation: ['delete'], resource: ['note'] } } },
  { displayName: 'Note ID', name: 'noteId', type: 'number', default: 0, required: true, displayOptions: { show: { operation: ['get'], resource: ['note'] } } },
  { displayName: 'Note ID', name: 'noteId', type: 'number', default: 0, required: true, displayOptions: { show: { operation: ['update'], resource: ['note'] } } },
  { displayName: 'Update Fields', name: 'updateFields', type: 'collection', default: {}, displayOptions: { show: { operation: ['update'], resource: ['note'] } },
    options: [
      { displayName: 'Content', name: 'content', type: 'string', default: '', typeOptions: { rows: 5 } },
      { displayName: 'Deal ID', name: 'deal_id', type: 'number', default: 0 },
      { displayName: 'Lead ID', name: 'lead_id', type: 'number', default: 0 },
      { displayName: 'Organization Name or ID', name: 'org_id', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getOrganizationIds' } },
      { displayName: 'Person ID', name: 'person_id', type: 'number', default: 0 },
    ] },
];
