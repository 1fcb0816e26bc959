import { paging, propertiesCollection, recordId } from '../shared/builders.js';
import { contactFields } from '../shared/contact.js';
import { searchProperties } from '../shared/search.js';
import type { PropertySpec } from '../spec.js';

/** HubSpot v2 parameters shown for the contact resource, in the order the editor lists them. */
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
    name: 'additionalFields', type: 'collection', default: {},
    displayOptions: { show: { resource: ['contact'], operation: ['upsert'] } },
    options: contactFields(true),
  },
  {
    name: 'options', type: 'collection', default: {},
    displayOptions: { show: { resource: ['contact'], operation: ['upsert'] } },
    options: [{ name: 'resolveData', type: 'boolean', default: false }],
  },
  recordId('contactId', 'contact', 'get', true),
  {
    name: 'additionalFields', type: 'collection', default: {},
    displayOptions: { show: { resource: ['contact'], operation: ['get'] } },
    options: [
      { name: 'formSubmissionMode', type: 'options', default: 'all', options: ['all', 'none', 'newest', 'oldest'] },
      { name: 'listMemberships', type: 'boolean', default: true },
      propertiesCollection({ multipleValueButtonText: 'test', loadOptionsMethod: 'getContactProperties' }),
    ],
  },
  ...paging('contact', ['getAll']),
  {
    name: 'additionalFields', type: 'collection', default: {},
    displayOptions: { show: { resource: ['contact'], operation: ['getAll'] } },
    options: [
      { name: 'formSubmissionMode', type: 'options', default: 'all', options: ['all', 'none', 'newest', 'oldest'] },
      { name: 'listMemberships', type: 'boolean', default: true },
      propertiesCollection({ loadOptionsMethod: 'getContactProperties' }),
    ],
  },
  recordId('contactId', 'contact', 'delete', true),
  ...paging('contact', ['getRecentlyCreatedUpdated']),
  {
    name: 'additionalFields', type: 'collection', default: {},
    displayOptions: { show: { resource: ['contact'], operation: ['getRecentlyCreatedUpdated'] } },
    options: [
      { name: 'formSubmissionMode', type: 'options', default: 'all', options: ['all', 'none', 'newest', 'oldest'] },
      { name: 'listMemberships', type: 'boolean', default: true },
      propertiesCollection({ loadOptionsMethod: 'getContactProperties' }),
    ],
  },
  ...paging('contact', ['search']),
  ...searchProperties('contact', {
    propertyNameMethod: 'getContactPropertiesWithType', propertiesMethod: 'getContactProperties', propertiesDefault: ['firstname', 'lastname', 'email'], typed: true,
  }),
];
