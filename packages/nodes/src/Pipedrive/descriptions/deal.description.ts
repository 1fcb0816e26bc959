import type { INodeProperties } from '@weft/workflow';

/* Deal: create (linked to an organization or a person), delete, duplicate, get, update. */

export const dealProperties: INodeProperties[] = [
  { displayName: 'Title', name: 'title', type: 'string', default: '', required: true, displayOptions: { show: { operation: ['create'], resource: ['deal'] } } },
  { displayName: 'Associate With', name: 'associateWith', type: 'options', default: 'organization', required: true, displayOptions: { show: { resource: ['deal'], operation: ['create'] } },
    options: [{ name: 'Organization', value: 'organization' }, { name: 'Person', value: 'person' }] },
  { displayName: 'Organization Name or ID', name: 'org_id', type: 'number', default: 0, required: true, displayOptions: { show: { operation: ['create'], resource: ['deal'], associateWith: ['organization'] } } },
  { displayName: 'Person ID', name: 'person_id', type: 'number', default: 0, displayOptions: { show: { operation: ['create'], resource: ['deal'], associateWith: ['person'] } } },
  { displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', default: {}, displayOptions: { show: { operation: ['create'], resource: ['deal'] } },
    options: [
      { displayName: 'Currency', name: 'currency', type: 'string', default: 'USD' },
      { displayName: 'Custom Properties', name: 'customProperties', type: 'fixedCollection', default: {}, typeOptions: { multipleValues: true },
        options: [
          { displayName: 'Property', name: 'property', values: [
            { displayName: 'Name', name: 'name', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getDealCustomFields' } },
            { displayName: 'Value', name: 'value', type: 'string', default: '' },
          ] },
        ] },
      { displayName: 'Label Name or ID', name: 'label', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getDealLabels' } },
      { displayName: 'Lost Reason', name: 'lost_reason', type: 'string', default: '' },
      { displayName: 'Organization Name or ID', name: 'org_id', type: 'number', default: 0, displayOptions: { show: { '/associateWith': ['person'] } } },
      { displayName: 'Person ID', name: 'person_id', type: 'number', default: 0, displayOptions: { show: { '/associateWith': ['organization'] } } },
      { displayName: 'Probability', name: 'probability', type: 'number', default: 0, typeOptions: { minValue: 0, maxValue: 100 } },
      { displayName: 'Stage Name or ID', name: 'stage_id', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getStageIds' } },
      { displayName: 'Status', name: 'status', type: 'options', default: 'open',
        options: [{ name: 'Open', value: 'open' }, { name: 'Won', value: 'won' }, { name: 'Lost', value: 'lost' }, { name: 'Deleted', value: 'deleted' }] },
      { displayName: 'User Name or ID', name: 'user_id', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getUserIds' } },
      { displayName: 'Value', name: 'value', type: 'number', default: 0 },
      { displayName: 'Visible To', name: 'visible_to', type: 'options', default: '3',
        options: [{ name: 'Done', value: '1' }, { name: '3', value: '3' }] },
    ] },
  { displayName: 'Deal ID', name: 'dealId', type: 'number', default: 0, required: true, displayOptions: { show: { operation: ['delete'], resource: ['deal'] } } },
  { displayName: 'Deal ID', name: 'dealId', type: 'number', default: 0, required: true, displayOptions: { show: { operation: ['duplicate'], resource: ['deal'] } } },
  { displayName: 'Deal ID', name: 'dealId', type: 'number', default: 0, required: true, displayOptions: { show: { operation: ['get'], resource: ['deal'] } } },
  { displayName: 'Deal ID', name: 'dealId', type: 'number', default: 0, required: true, displayOptions: { show: { operation: ['update'], resource: ['deal'] } } },
  { displayName: 'Update Fields', name: 'updateFields', type: 'collection', default: {}, displayOptions: { show: { operation: ['update'], resource: ['deal'] } },
    options: [
      { displayName: 'Currency', name: 'currency', type: 'string', default: 'USD' },
      { displayName: 'Custom Properties', name: 'customProperties', type: 'fixedCollection', default: {}, typeOptions: { multipleValues: true },
        options: [
          { displayName: 'Property', name: 'property', values: [
            { displayName: 'Name', name: 'name', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getDealCustomFields' } },
            { displayName: 'Value', name: 'value', type: 'string', default: '' },
          ] },
        ] },
      { displayName: 'User Name or ID', name: 'user_id', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getUserIds' } },
      { displayName: 'Label Name or ID', name: 'label', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getDealLabels' } },
      { displayName: 'Lost Reason', name: 'lost_reason', type: 'string', default: '' },
      { displayName: 'Organization Name or ID', name: 'org_id', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getOrganizationIds' } },
      { displayName: 'Person ID', name: 'person_id', type: 'number', default: 0 },
      { displayName: 'Probability', name: 'probability', type: 'number', default: 0, typeOptions: { minValue: 0, maxValue: 100 } },
      { displayName: 'Stage Name or ID', name: 'stage_id', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getStageIds' } },
      { displayName: 'Status', name: 'status', type: 'options', default: 'open',
        options: [{ name: 'Open', value: 'open' }, { name: 'Won', value: 'won' }, { name: 'Lost', value: 'lost' }, { name: 'Deleted', value: 'deleted' }] },
      { displayName: 'Title', name: 'title', type: 'string', default: '' },
      { displayName: 'Value', name: 'value', type: 'number', default: 0 },
      { displayName: 'Visible To', name: 'visible_to', type: 'options', default: '3',
        options: [{ name: 'Done', value: '1' }, { name: '3', value: '3' }] },
    ] },
];
