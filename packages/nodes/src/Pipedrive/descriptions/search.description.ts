import type { INodeProperties } from '@weft/workflow';

/* Deal search, and the Return All / Limit every search has. */

export const dealSearchProperties: INodeProperties[] = [
  { displayName: 'Term', name: 'term', type: 'string', default: '', required: true, displayOptions: { show: { operation: ['search'], resource: ['deal'] } } },
  { displayName: 'Exact Match', name: 'exactMatch', type: 'boolean', default: false, displayOptions: { show: { operation: ['search'], resource: ['deal'] } } },
  { displayName: 'Return All', name: 'returnAll', type: 'boolean', default: false, displayOptions: { show: { operation: ['search'] } } },
  { displayName: 'Limit', name: 'limit', type: 'number', default: 100, displayOptions: { show: { operation: ['search'], returnAll: [false] } }, typeOptions: { minValue: 1, maxValue: 500 } },
  { displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', default: {}, displayOptions: { show: { operation: ['search'], resource: ['deal'] } },
    options: [
      { displayName: 'Include Fields', name: 'includeFields', type: 'string', default: '' },
      { displayName: 'Organization ID', name: 'organizationId', type: 'string', default: '' },
      { displayName: 'Person ID', name: 'personId', type: 'string', default: '' },
      { displayName: 'Fields', name: 'fields', type: 'multiOptions', default: ['custom_fields', 'notes', 'title'],
        options: [{ name: 'Custom Fields', value: 'custom_fields' }, { name: 'Notes', value: 'notes' }, { name: 'Title', value: 'title' }] },
      { displayName: 'Status', name: 'status', type: 'options', default: 'open',
        options: [{ name: 'Open', value: 'open' }, { name: 'Won', value: 'won' }, { name: 'Lost', value: 'lost' }] },
    ] },
];
