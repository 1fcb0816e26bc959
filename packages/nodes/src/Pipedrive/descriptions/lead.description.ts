import type { INodeProperties } from '@weft/workflow';
import { CURRENCIES } from './currencies.js';

/* Lead: create (linked to an organization or a person), get, update and delete. */

export const leadProperties: INodeProperties[] = [
  { displayName: 'Title', name: 'title', type: 'string', default: '', required: true, displayOptions: { show: { resource: ['lead'], operation: ['create'] } } },
  { displayName: 'Associate With', name: 'associateWith', type: 'options', default: 'organization', required: true, displayOptions: { show: { resource: ['lead'], operation: ['create'] } },
    options: [{ name: 'Organization', value: 'organization' }, { name: 'Person', value: 'person' }] },
  { displayName: 'Organization ID', name: 'organization_id', type: 'number', default: 0, required: true, displayOptions: { show: { resource: ['lead'], operation: ['create'], associateWith: ['organization'] } } },
  { displayName: 'Person ID', name: 'person_id', type: 'number', default: 0, required: true, displayOptions: { show: { resource: ['lead'], operation: ['create'], associateWith: ['person'] } } },
  { displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', default: {}, displayOptions: { show: { resource: ['lead'], operation: ['create'] } },
    options: [
      { displayName: 'Expected Close Date', name: 'expected_close_date', type: 'dateTime', default: '' },
      { displayName: 'Label Names or IDs', name: 'label_ids', type: 'multiOptions', default: [], typeOptions: { loadOptionsMethod: 'getLeadLabels' } },
      { displayName: 'Organization ID', name: 'organization_id', type: 'number', default: 0, displayOptions: { show: { '/associateWith': ['person'] } } },
      { displayName: 'Owner Name or ID', name: 'owner_id', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getUserIds' } },
      { displayName: 'Person ID', name: 'person_id', type: 'number', default: 0, displayOptions: { show: { '/associateWith': ['organization'] } } },
      { displayName: 'Value', name: 'value', type: 'fixedCollection', default: {},
        options: [
          { displayName: 'Value Properties', name: 'valueProperties', values: [
            { displayName: 'Amount', name: 'amount', type: 'number', default: '' },
            { displayName: 'Currency', name: 'currency', type: 'options', default: 'USD',
              options: CURRENCIES },
          ] },
        ] },
    ] },
  { displayName: 'Lead ID', name: 'leadId', type: 'string', default: '', required: true, displayOptions: { show: { resource: ['lead'], operation: ['delete'] } } },
  { displayName: 'Lead ID', name: 'leadId', type: 'string', default: '', required: true, displayOptions: { show: { resource: ['lead'], operation: ['get'] } } },
  { displayName: 'Lead ID', name: 'leadId', type: 'string', default: '', required: true, displayOptions: { show: { resource: ['lead'], operation: ['update'] } } },
  { displayName: 'Update Fields', name: 'updateFields', type: 'collection', default: {}, displayOptions: { show: { resource: ['lead'], operation: ['update'] } },
    options: [
      { displayName: 'Title', name: 'title', type: 'string', default: '' },
      { displayName: 'Owner Name or ID', name: 'owner_id', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getUserIds' } },
      { displayName: 'Label Names or IDs', name: 'label_ids', type: 'multiOptions', default: [], typeOptions: { loadOptionsMethod: 'getLeadLabels' } },
      { displayName: 'Person ID', name: 'person_id', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getPersons' } },
      { displayName: 'Value', name: 'value', type: 'fixedCollection', default: {},
        options: [
          { displayName: 'Value Properties', name: 'valueProperties', values: [
            { displayName: 'Amount', name: 'amount', type: 'number', default: '' },
            { displayName: 'Currency', name: 'currency', type: 'options', default: 'USD',
              options: CURRENCIES },
          ] },
        ] },
      { displayName: 'Expected Close Date', name: 'expected_close_date', type: 'dateTime', default: '' },
    ] },
];
