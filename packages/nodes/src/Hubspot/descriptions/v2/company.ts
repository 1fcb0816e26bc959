import { customProperties, paging, propertiesCollection, recordId } from '../shared/builders.js';
import { companyFields } from '../shared/company.js';
import type { PropertySpec } from '../spec.js';

/** HubSpot v2 parameters shown for the company resource, in the order the editor lists them. */
export const companyProperties: PropertySpec[] = [
  {
    name: 'operation', type: 'options', default: 'create', noDataExpression: true,
    displayOptions: { show: { resource: ['company'] } },
    options: ['create', 'delete', 'get', 'getAll', 'getRecentlyCreatedUpdated', 'searchByDomain', 'update'],
  },
  {
    name: 'name', type: 'string', default: '', required: true,
    displayOptions: { show: { resource: ['company'], operation: ['create'] } },
  },
  {
    name: 'additionalFields', type: 'collection', default: {},
    displayOptions: { show: { resource: ['company'], operation: ['create'] } },
    options: companyFields(customProperties('getCompanyCustomProperties', { propertyDefault: {}, valueRequired: true }), false),
  },
  recordId('companyId', 'company', 'update', true),
  {
    name: 'updateFields', type: 'collection', default: {},
    displayOptions: { show: { resource: ['company'], operation: ['update'] } },
    options: companyFields(customProperties('getCompanyCustomProperties', { valueRequired: true }), true),
  },
  recordId('companyId', 'company', 'get', true),
  {
    name: 'additionalFields', type: 'collection', default: {},
    displayOptions: { show: { resource: ['company'], operation: ['get'] } },
    options: [{ name: 'includeMergeAudits', type: 'boolean', default: false }],
  },
  ...paging('company', ['getAll']),
  {
    name: 'options', type: 'collection', default: {},
    displayOptions: { show: { resource: ['company'], operation: ['getAll'] } },
    options: [
      { name: 'includeMergeAudits', type: 'boolean', default: false },
      propertiesCollection({ loadOptionsMethod: 'getCompanyProperties' }),
    ],
  },
  recordId('companyId', 'company', 'delete', true),
  ...paging('company', ['getRecentlyCreatedUpdated']),
  {
    name: 'additionalFields', type: 'collection', default: {},
    displayOptions: { show: { resource: ['company'], operation: ['getRecentlyCreatedUpdated'] } },
    options: [
      { name: 'since', type: 'dateTime', default: '' },
      propertiesCollection({ loadOptionsMethod: 'getCompanyProperties' }),
    ],
  },
  {
    name: 'domain', type: 'string', default: '', required: true,
    displayOptions: { show: { resource: ['company'], operation: ['searchByDomain'] } },
  },
  ...paging('company', ['searchByDomain']),
  {
    name: 'options', type: 'collection', default: {},
    displayOptions: { show: { resource: ['company'], operation: ['searchByDomain'] } },
    options: [
      {
        name: 'properties', type: 'multiOptions', default: [],
        typeOptions: { loadOptionsMethod: 'getCompanyProperties' },
      },
    ],
  },
];
