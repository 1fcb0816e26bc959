import type { INodeProperties } from '@weft/workflow';

/* Person: create, get, update and delete. */

export const personProperties: INodeProperties[] = [
  { displayName: 'Name', name: 'name', type: 'string', default: '', required: true, displayOptions: { show: { operation: ['create'], resource: ['person'] } } },
  { displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', default: {}, displayOptions: { show: { operation: ['create'], resource: ['person'] } },
    options: [
      { displayName: 'Custom Properties', name: 'customProperties', type: 'fixedCollection', default: {}, typeOptions: { multipleValues: true },
        options: [
          { displayName: 'Property', name: 'property', values: [
            { displayName: 'Name', name: 'name', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getPersonCustomFields' } },
            { displayName: 'Value', name: 'value', type: 'string', default: '' },
          ] },
        ] },
      { displayName: 'Email', name: 'email', type: 'string', default: '', typeOptions: { multipleValues: true } },
      { displayName: 'Label Name or ID', name: 'label', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getPersonLabels' } },
      { displayName: 'Marketing Status', name: 'marketing_status', type: 'options', default: 'subscribed',
        options: [{ name: 'No Consent', value: 'no_consent' }, { name: 'Unsubscribed', value: 'unsubscribed' }, { name: 'Subscribed', value: 'subscribed' }, { name: 'Archived', value: 'archived' }] },
      { displayName: 'Organization Name or ID', name: 'org_id', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getOrganizationIds' } },
      { displayName: 'Phone', name: 'phone', type: 'string', default: '', typeOptions: { multipleValues: true } },
      { displayName: 'Visible To', name: 'visible_to', type: 'options', default: '3',
        options: [{ name: 'Done', value: '1' }, { name: '3', value: '3' }] },
      { displayName: 'Owner Name or ID', name: 'owner_id', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getUserIds' } },
    ] },
  { displayName: 'Person ID', name: 'personId', type: 'number', default: 0, required: true, displayOptions: { show: { operation: ['delete'], resource: ['person'] } } },
  { displayName: 'Person ID', name: 'personId', type: 'number', default: 0, required: true, displayOptions: { show: { operation: ['get'], resource: ['person'] } } },
  { displayName: 'Person ID', name: 'personId', type: 'number', default: 0, required: true, displayOptions: { show: { operation: ['update'], resource: ['person'] } } },
  { displayName: 'Update Fields', name: 'updateFields', type: 'collection', default: {}, displayOptions: { show: { operation: ['update'], resource: ['person'] } },
    options: [
      { displayName: 'Custom Properties', name: 'customProperties', type: 'fixedCollection', default: {}, typeOptions: { multipleValues: true },
        options: [
          { displayName: 'Property', name: 'property', values: [
            { displayName: 'Name', name: 'name', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getPersonCustomFields' } },
            { displayName: 'Value', name: 'value', type: 'string', default: '' },
          ] },
        ] },
      { displayName: 'Email', name: 'email', type: 'string', default: '', typeOptions: { multipleValues: true } },
      { displayName: 'Label Name or ID', name: 'label', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getPersonLabels' } },
      { displayName: 'Marketing Status', name: 'marketing_status', type: 'options', default: 'subscribed',
        options: [{ name: 'No Consent', value: 'no_consent' }, { name: 'Unsubscribed', value: 'unsubscribed' }, { name: 'Subscribed', value: 'subscribed' }, { name: 'Archived', value: 'archived' }] },
      { displayName: 'Name', name: 'name', type: 'string', default: '' },
      { displayName: 'Organization Name or ID', name: 'org_id', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getOrganizationIds' } },
      { displayName: 'Phone', name: 'phone', type: 'string', default: '', typeOptions: { multipleValues: true } },
      { displayName: 'Owner Name or ID', name: 'owner_id', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getUserIds' } },
      { displayName: 'Visible To', name: 'visible_to', type: 'options', default: '3',
        options: [{ name: 'Done', value: '1' }, { name: '3', value: '3' }] },
    ] },
];
