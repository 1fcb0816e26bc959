import { paging, recordId } from '../shared/builders.js';
import { searchProperties } from '../shared/search.js';
import type { PropertySpec } from '../spec.js';

/** HubSpot v1 parameters shown for the deal resource, in the order the editor lists them. */
export const dealProperties: PropertySpec[] = [
  {
    name: 'operation', type: 'options', default: 'create', noDataExpression: true,
    displayOptions: { show: { resource: ['deal'] } },
    options: ['create', 'delete', 'get', 'getAll', 'getRecentlyCreated', 'getRecentlyModified', 'search', 'update'],
  },
  {
    name: 'stage', type: 'options', default: '', required: true,
    displayOptions: { show: { resource: ['deal'], operation: ['create'] } },
    typeOptions: { loadOptionsMethod: 'getDealStages' }, options: [],
  },
  {
    name: 'additionalFields', type: 'collection', default: {},
    displayOptions: { show: { resource: ['deal'], operation: ['create'] } },
    options: [
      { name: 'amount', type: 'string', default: '' },
      {
        name: 'associatedCompany', type: 'multiOptions', default: [],
        typeOptions: { loadOptionsMethod: 'getCompanies' },
      },
      {
        name: 'associatedVids', type: 'multiOptions', default: [], typeOptions: { loadOptionsMethod: 'getContacts' },
      },
      { name: 'closeDate', type: 'dateTime', default: '' },
      {
        name: 'customPropertiesUi', type: 'fixedCollection', default: {}, typeOptions: { multipleValues: true },
        options: [
          {
            name: 'customPropertiesValues',
            values: [
              {
                name: 'property', type: 'options', default: '',
                typeOptions: { loadOptionsMethod: 'getDealCustomProperties' },
              },
              { name: 'value', type: 'string', default: '' },
            ],
          },
        ],
      },
      { name: 'description', type: 'string', default: '' },
      { name: 'dealName', type: 'string', default: '' },
      { name: 'dealType', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getDealTypes' } },
      { name: 'pipeline', type: 'string', default: '' },
    ],
  },
  recordId('dealId', 'deal', 'update', false),
  {
    name: 'updateFields', type: 'collection', default: {},
    displayOptions: { show: { resource: ['deal'], operation: ['update'] } },
    options: [
      { name: 'amount', type: 'string', default: '' },
      { name: 'closeDate', type: 'dateTime', default: '' },
      {
        name: 'customPropertiesUi', type: 'fixedCollection', default: {}, typeOptions: { multipleValues: true },
        options: [
          {
            name: 'customPropertiesValues',
            values: [
              {
                name: 'property', type: 'options', default: '',
                typeOptions: { loadOptionsMethod: 'getDealCustomProperties' },
              },
              { name: 'value', type: 'string', default: '' },
            ],
          },
        ],
      },
      { name: 'description', type: 'string', default: '' },
      { name: 'dealName', type: 'string', default: '' },
      { name: 'stage', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getDealStages' } },
      { name: 'dealType', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getDealTypes' } },
      { name: 'pipeline', type: 'string', default: '' },
    ],
  },
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
