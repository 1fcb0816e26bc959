import { paging, propertiesCollection, recordId } from '../shared/builders.js';
import { dealWriteProperties } from '../shared/deal.js';
import { searchProperties } from '../shared/search.js';
import type { PropertySpec } from '../spec.js';

/** HubSpot v2 parameters shown for the deal resource, in the order the editor lists them. */
export const dealProperties: PropertySpec[] = [
  {
    name: 'operation', type: 'options', default: 'create', noDataExpression: true,
    displayOptions: { show: { resource: ['deal'] } },
    options: ['create', 'delete', 'get', 'getAll', 'getRecentlyCreatedUpdated', 'search', 'update'],
  },
  ...dealWriteProperties(true),
  recordId('dealId', 'deal', 'get', true),
  {
    name: 'filters', type: 'collection', default: {},
    displayOptions: { show: { resource: ['deal'], operation: ['get'] } },
    options: [
      { name: 'includePropertyVersions', type: 'boolean', default: false },
      propertiesCollection({ loadOptionsMethod: 'getDealProperties' }),
    ],
  },
  ...paging('deal', ['getAll']),
  {
    name: 'filters', type: 'collection', default: {},
    displayOptions: { show: { resource: ['deal'], operation: ['getAll'] } },
    options: [
      { name: 'includeAssociations', type: 'boolean', default: false },
      {
        name: 'properties', type: 'multiOptions', default: [],
        displayOptions: { show: { '@version': [{ _cnd: { gt: 2 } }] } },
        typeOptions: { loadOptionsMethod: 'getDealProperties' },
      },
      {
        name: 'propertiesWithHistory', type: 'multiOptions', default: [],
        displayOptions: { show: { '@version': [{ _cnd: { gt: 2 } }] } },
        typeOptions: { loadOptionsMethod: 'getDealProperties' },
      },
      propertiesCollection({ loadOptionsMethod: 'getDealProperties' }, { displayOptions: { show: { '@version': [2] } } }),
    ],
  },
  recordId('dealId', 'deal', 'delete', true),
  ...paging('deal', ['getRecentlyCreatedUpdated']),
  {
    name: 'filters', type: 'collection', default: {},
    displayOptions: { show: { resource: ['deal'], operation: ['getRecentlyCreatedUpdated'] } },
    options: [
      { name: 'since', type: 'dateTime', default: '' },
      { name: 'includePropertyVersions', type: 'boolean', default: false },
    ],
  },
  ...paging('deal', ['search']),
  ...searchProperties('deal', {
    propertyNameMethod: 'getDealProperties', propertiesMethod: 'getDealProperties', propertiesDefault: [], typed: true,
  }),
];
