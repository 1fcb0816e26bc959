import { paging, recordId } from '../shared/builders.js';
import { dealWriteProperties } from '../shared/deal.js';
import { searchProperties } from '../shared/search.js';
import type { PropertySpec } from '../spec.js';

/** HubSpot v1 parameters shown for the deal resource, in the order the editor lists them. */
export const dealProperties: PropertySpec[] = [
  {
    name: 'operation', type: 'options', default: 'create', noDataExpression: true,
    displayOptions: { show: { resource: ['deal'] } },
    options: ['create', 'delete', 'get', 'getAll', 'getRecentlyCreated', 'getRecentlyModified', 'search', 'update'],
  },
  ...dealWriteProperties(false),
  recordId('dealId', 'deal', 'get', false),
  {
    name: 'additionalFields', type: 'collection', default: {},
    displayOptions: { show: { resource: ['deal'], operation: ['get'] } },
    options: [{ name: 'includePropertyVersions', type: 'boolean', default: false }],
  },
  ...paging('deal', ['getAll']),
  {
    name: 'filters', type: 'collection', default: {},
    displayOptions: { show: { resource: ['deal'], operation: ['getAll'] } },
    options: [
      { name: 'includeAssociations', type: 'boolean', default: false },
      {
        name: 'properties', type: 'multiOptions', default: [],
        typeOptions: { loadOptionsMethod: 'getDealProperties' },
      },
      {
        name: 'propertiesWithHistory', type: 'multiOptions', default: [],
        typeOptions: { loadOptionsMethod: 'getDealProperties' },
      },
    ],
  },
  recordId('dealId', 'deal', 'delete', false),
  ...paging('deal', ['getRecentlyCreated', 'getRecentlyModified']),
  {
    name: 'filters', type: 'collection', default: {},
    displayOptions: { show: { resource: ['deal'], operation: ['getRecentlyCreated', 'getRecentlyModified'] } },
    options: [
      { name: 'since', type: 'dateTime', default: '' },
      { name: 'includePropertyVersions', type: 'boolean', default: false },
    ],
  },
  ...paging('deal', ['search']),
  ...searchProperties('deal', {
    propertyNameMethod: 'getDealProperties', propertiesMethod: 'getDealProperties', propertiesDefault: [], typed: false,
  }),
];
