import { customProperties, paging, recordId } from '../shared/builders.js';
import { companyFields } from '../shared/company.js';
import type { PropertySpec } from '../spec.js';

/** HubSpot v1 parameters shown for the company resource, in the order the editor lists them. */
export const companyProperties: PropertySpec[] = [
  {
    name: 'operation', type: 'options', default: 'create', noDataExpression: true,
    displayOptions: { show: { resource: ['company'] } },
    options: ['create', 'delete', 'get', 'getAll', 'getRecentlyCreated', 'getRecentlyModified', 'searchByDomain', 'update'],
  },
  {
    name: 'name', type: 'string', default: '', required: true,
    displayOptions: { show: { resource: ['company'], operation: ['create'] } },
  },
  {
    name: 'additionalFields', type: 'collection', default: {},
    displayOptions: { show: { resource: ['company'], operation: ['create'] } },
    options: companyFields(customProperties('getCompanyCustomProperties'), false),
  },
  recordId('companyId', 'company', 'update', false),
  {
    name: 'updateFields', type: 'collection', default: {},
    displayOptions: { show: { resource: ['company'], operation: ['update'] } },
    options: companyFields(customProperties('getCompanyCustomProperties'), true),
  },
  recordId('companyId', 'company', 'get', false),
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
      {
        name: 'properties', type: 'multiOptions', default: [],
        typeOptions: { loadOptionsMethod: 'getCompanyProperties' },
      },
      { name: 'propertiesWithHistory', type: 'string', default: '' },
    ],
  },
  recordId('companyId', 'company', 'delete', false),
  ...paging('company', ['getRecentlyCreated', 'getRecentlyModified']),
  {
    name: 'filters', type: 'collection', default: {},
    displayOptions: { show: { resource: ['company'], operation: ['getRecentlyModified'] } },
    options: [
      { name: 'since', type: 'dateTime', default: '' },
      { name: 'includePropertyVersions', type: 'boolean', default: false },
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
