import type { INodeProperties } from '@weft/workflow';

/* Activity: create, get, update and delete. */

export const activityProperties: INodeProperties[] = [
  { displayName: 'Subject', name: 'subject', type: 'string', default: '', required: true, displayOptions: { show: { operation: ['create'], resource: ['activity'] } } },
  { displayName: 'Done', name: 'done', type: 'options', default: '0', displayOptions: { show: { operation: ['create'], resource: ['activity'] } },
    options: [{ name: 'Not Done', value: '0' }, { name: 'Done', value: '1' }] },
  { displayName: 'Type', name: 'type', type: 'string', default: '', required: true, displayOptions: { show: { operation: ['create'], resource: ['activity'] } } },
  { displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', default: {}, displayOptions: { show: { operation: ['create'], resource: ['activity'] } },
    options: [
      { displayName: 'Deal ID', name: 'deal_id', type: 'number', default: 0 },
      { displayName: 'Due Date', name: 'due_date', type: 'dateTime', default: '' },
      { displayName: 'Note', name: 'note', type: 'string', default: '', typeOptions: { rows: 5 } },
      { displayName: 'Organization Name or ID', name: 'org_id', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getOrganizationIds' } },
      { displayName: 'Person ID', name: 'person_id', type: 'number', default: 0 },
      { displayName: 'User Name or ID', name: 'user_id', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getUserIds' } },
      { displayName: 'Custom Properties', name: 'customProperties', type: 'fixedCollection', default: {}, typeOptions: { multipleValues: true },
        options: [
          { displayName: 'Property', name: 'property', values: [
            { displayName: 'Name', name: 'name', type: 'string', default: '' },
            { displayName: 'Value', name: 'value', type: 'string', default: '' },
          ] },
        ] },
    ] },
  { displayName: 'Activity ID', name: 'activityId', type: 'number', default: 0, required: true, displayOptions: { show: { operation: ['delete'], resource: ['activity'] } } },
  { displayName: 'Activity ID', name: 'activityId', type: 'number', default: 0, required: true, displayOptions: { show: { operation: ['get'], resource: ['activity'] } } },
  { displayName: 'Activity ID', name: 'activityId', type: 'number', default: 0, required: true, displayOptions: { show: { operation: ['update'], resource: ['activity'] } } },
  { displayName: 'Update Fields', name: 'updateFields', type: 'collection', default: {}, displayOptions: { show: { operation: ['update'], resource: ['activity'] } },
    options: [
      { displayName: 'Busy Flag', name: 'busy_flag', type: 'boolean', default: false },
      { displayName: 'Deal ID', name: 'deal_id', type: 'number', default: 0 },
      { displayName: 'Due Date', name: 'due_date', type: 'dateTime', default: '' },
      { displayName: 'Done', name: 'done', type: 'options', default: '0',
        options: [{ name: 'Not Done', value: '0' }, { name: 'Done', value: '1' }] },
      { displayName: 'Note', name: 'note', type: 'string', default: '', typeOptions: { rows: 5 } },
      { displayName: 'Organization Name or ID', name: 'org_id', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getOrganizationIds' } },
      { displayName: 'Person ID', name: 'person_id', type: 'number', default: 0 },
      { displayName: 'Public Description', name: 'public_description', type: 'string', default: '' },
      { displayName: 'Subject', name: 'subject', type: 'string', default: '' },
      { displayName: 'Type', name: 'type', type: 'string', default: '' },
      { displayName: 'User Name or ID', name: 'user_id', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getUserIds' } },
      { displayName: 'Custom Properties', name: 'customProperties', type: 'fixedCollection', default: {}, typeOptions: { multipleValues: true },
        options: [
          { displayName: 'Property', name: 'property', values: [
            { displayName: 'Name', name: 'name', type: 'string', default: '' },
            { displayName: 'Value', name: 'value', type: 'string', default: '' },
          ] },
        ] },
    ] },
];
