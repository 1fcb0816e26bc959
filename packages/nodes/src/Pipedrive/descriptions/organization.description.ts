import type { INodeProperties } from '@weft/workflow';

/* Organization: create, get, search, update and delete. */

export const organizationProperties: INodeProperties[] = [
  { displayName: 'Name', name: 'name', type: 'string', default: '', required: true, displayOptions: { show: { operation: ['create'], resource: ['organization'] } } },
  { displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', default: {}, displayOptions: { show: { operation: ['create'], resource: ['organization'] } },
    options: [
      { displayName: 'Custom Properties', name: 'customProperties', type: 'fixedCollection', default: {}, typeOptions: { multipleValues: true },
        options: [
          { displayName: 'Property', name: 'property', values: [
            { displayName: 'Name', name: 'name', type: 'string', default: '' },
            { displayName: 'Value', name: 'value', type: 'string', default: '' },
          ] },
        ] },
      { displayName: 'Label Name or ID', name: 'label', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getOrganizationLabels' } },
      { displayName: 'Visible To', name: 'visible_to', type: 'options', default: '3',
        options: [{ name: 'Done', value: '1' }, { name: '3', value: '3' }] },
    ] },
  { displayName: 'Organization ID', name: 'organizationId', type: 'number', default: 0, required: true, displayOptions: { show: { operation: ['delete'], resource: ['organization'] } } },
  { displayName: 'Organization ID', name: 'organizationId', type: 'number', default: 0, required: true, displayOptions: { show: { operation: ['get'], resource: ['organization'] } } },
  { displayName: 'Term', name: 'term', type: 'string', default: '', required: true, displayOptions: { show: { operation: ['search'], resource: ['organization'] } } },
  { displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', default: {}, displayOptions: { show: { operation: ['search'], resource: ['organization'] } },
    options: [
      { displayName: 'Exact Match', name: 'exactMatch', type: 'boolean', default: false },
      { displayName: 'Fields', name: 'fields', type: 'multiOptions', default: [],
        options: [{ name: 'Address', value: 'address' }, { name: 'Custom Fields', value: 'custom_fields' }, { name: 'Name', value: 'name' }, { name: 'Notes', value: 'notes' }] },
      { displayName: 'RAW Data', name: 'rawData', type: 'boolean', default: false },
    ] },
  { displayName: 'Organization ID', name: 'organizationId', type: 'number', default: '', required: true, displayOptions: { show: { operation: ['update'], resource: ['organization'] } } },
  { displayName: 'Update Fields', name: 'updateFields', type: 'collection', default: {}, displayOptions: { show: { operation: ['update'], resource: ['organization'] } },
    options: [
      { displayName: 'Custom Properties', name: 'customProperties', type: 'fixedCollection', default: {}, typeOptions: { multipleValues: true },
        options: [
          { displayName: 'Property', name: 'property', values: [
            { displayName: 'Name', name: 'name', type: 'string', default: '' },
            { displayName: 'Value', name: 'value', type: 'string', default: '' },
          ] },
        ] },
      { displayName: 'Label Name or ID', name: 'label', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getOrganizationLabels' } },
      { displayName: 'Name', name: 'name', type: 'string', default: '' },
      { displayName: 'Owner Name or ID', name: 'owner_id', type: 'number', default: 0 },
      { displayName: 'Visible To', name: 'visible_to', type: 'options', default: '3',
        options: [{ name: 'Done', value: '1' }, { name: '3', value: '3' }] },
    ] },
];
