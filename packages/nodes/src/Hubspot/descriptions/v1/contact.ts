import { paging, recordId } from '../shared/builders.js';
import { contactFields } from '../shared/contact.js';
import { searchProperties } from '../shared/search.js';
import type { PropertySpec } from '../spec.js';

/** HubSpot v1 parameters shown for the contact resource, in the order the editor lists them. */
export const contactProperties: PropertySpec[] = [
  {
    name: 'operation', type: 'options', default: 'upsert', noDataExpression: true,
    displayOptions: { show: { resource: ['contact'] } },
    options: ['upsert', 'delete', 'get', 'getAll', 'getRecentlyCreatedUpdated', 'search'],
  },
  {
    name: 'email', type: 'string', default: '', required: true,
    displayOptions: { show: { resource: ['contact'], operation: ['upsert'] } },
  },
  {
    name: 'resolveData', type: 'boolean', default: true,
    displayOptions: { show: { resource: ['contact'], operation: ['upsert'] } },
  },
  {
    name: 'additionalFields', type: 'collection', default: {},
    displayOptions: { show: { resource: ['contact'], operation: ['upsert'] } },
    options: contactFields(false),
  },
  recordId('contactId', 'contact', 'get', false),
  {
    name: 'additionalFields', type: 'collection', default: {},
    displayOptions: { show: { resource: ['contact'], operation: ['get'] } },
    options: [
      { name: 'formSubmissionMode', type: 'options', default: 'all', options: ['all', 'none', 'newest', 'oldest'] },
      { name: 'listMemberships', type: 'boolean', default: true },
      {
        name: 'properties', type: 'multiOptions', default: [],
        typeOptions: { loadOptionsMethod: 'getContactProperties' },
      },
      {
        name: 'propertyMode', type: 'options', default: 'valueAndHistory', options: ['valueAndHistory', 'valueOnly'],
      },
    ],
  },
  ...paging('contact', ['getAll']),
  {
    name: 'additionalFields', type: 'collection', default: {},
    displayOptions: { show: { resource: ['contact'], operation: ['getAll'] } },
    options: [
      { name: 'formSubmissionMode', type: 'options', default: 'all', options: ['all', 'none', 'newest', 'oldest'] },
      { name: 'listMemberships', type: 'boolean', default: true },
      {
        name: 'properties', type: 'multiOptions', default: [],
        typeOptions: { loadOptionsMethod: 'getContactProperties' },
      },
      {
        name: 'propertyMode', type: 'options', default: 'valueAndHistory', options: ['valueAndHistory', 'valueOnly'],
      },
    ],
  },
  recordId('contactId', 'contact', 'delete', false),
  ...paging('contact', ['getRecentlyCreatedUpdated']),
  {
    name: 'filters', type: 'collection', default: {},
    displayOptions: { show: { resource: ['contact'], operation: ['getRecentlyCreatedUpdated'] } },
    options: [
      { name: 'formSubmissionMode', type: 'options', default: 'all', options: ['all', 'none', 'newest', 'oldest'] },
      { name: 'listMemberships', type: 'boolean', default: true },
      {
        name: 'properties', type: 'multiOptions', default: [],
        typeOptions: { loadOptionsMethod: 'getContactProperties' },
      },
      {
        name: 'propertyMode', type: 'options', default: 'valueAndHistory', options: ['valueAndHistory', 'valueOnly'],
      },
    ],
  },
  ...paging('contact', ['search']),
  ...searchProperties('contact', {
    propertyNameMethod: 'getContactProperties', propertiesMethod: 'getContactProperties', propertiesDefault: ['firstname', 'lastname', 'email'], typed: false,
  }),
];
