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
    options: [
      { name: 'aboutUs', type: 'string', default: '' },
      { name: 'annualRevenue', type: 'number', default: 0, typeOptions: { minValue: 0 } },
      { name: 'city', type: 'string', default: '' },
      { name: 'closeDate', type: 'dateTime', default: '' },
      { name: 'companyDomainName', type: 'string', default: '' },
      { name: 'companyOwner', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getOwners' } },
      { name: 'countryRegion', type: 'string', default: '' },
      {
        name: 'customPropertiesUi', type: 'fixedCollection', default: {}, typeOptions: { multipleValues: true },
        options: [
          {
            name: 'customPropertiesValues',
            values: [
              {
                name: 'property', type: 'options', default: '',
                typeOptions: { loadOptionsMethod: 'getCompanyCustomProperties' },
              },
              { name: 'value', type: 'string', default: '' },
            ],
          },
        ],
      },
      { name: 'description', type: 'string', default: '' },
      { name: 'facebookFans', type: 'number', default: 0, typeOptions: { minValue: 0 } },
      { name: 'googlePlusPage', type: 'string', default: '' },
      { name: 'industry', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getCompanyIndustries' } },
      { name: 'isPublic', type: 'boolean', default: false },
      {
        name: 'leadStatus', type: 'options', default: '',
        typeOptions: { loadOptionsMethod: 'getCompanyleadStatuses' },
      },
      {
        name: 'lifecycleStatus', type: 'options', default: '',
        typeOptions: { loadOptionsMethod: 'getCompanylifecycleStages' },
      },
      { name: 'linkedinBio', type: 'string', default: '' },
      { name: 'linkedInCompanyPage', type: 'string', default: '' },
      { name: 'numberOfEmployees', type: 'number', default: 0, typeOptions: { minValue: 0 } },
      {
        name: 'originalSourceType', type: 'options', default: '',
        typeOptions: { loadOptionsMethod: 'getCompanySourceTypes' },
      },
      { name: 'phoneNumber', type: 'string', default: '' },
      { name: 'postalCode', type: 'string', default: '' },
      { name: 'stateRegion', type: 'string', default: '' },
      { name: 'streetAddress', type: 'string', default: '' },
      { name: 'streetAddress2', type: 'string', default: '' },
      {
        name: 'targetAccount', type: 'options', default: '',
        typeOptions: { loadOptionsMethod: 'getCompanyTargetAccounts' },
      },
      { name: 'timezone', type: 'string', default: '' },
      { name: 'totalMoneyRaised', type: 'number', default: 0, typeOptions: { minValue: 0 } },
      { name: 'twitterBio', type: 'string', default: '' },
      { name: 'twitterFollowers', type: 'number', default: 0, typeOptions: { minValue: 0 } },
      { name: 'twitterHandle', type: 'string', default: '' },
      { name: 'type', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getCompanyTypes' } },
      {
        name: 'webTechnologies', type: 'options', default: '',
        typeOptions: { loadOptionsMethod: 'getCompanyWebTechnologies' },
      },
      { name: 'websiteUrl', type: 'string', default: '' },
      { name: 'yearFounded', type: 'string', default: '' },
    ],
  },
  {
    name: 'companyId', type: 'string', default: '', required: true,
    displayOptions: { show: { resource: ['company'], operation: ['update'] } },
  },
  {
    name: 'updateFields', type: 'collection', default: {},
    displayOptions: { show: { resource: ['company'], operation: ['update'] } },
    options: [
      { name: 'aboutUs', type: 'string', default: '' },
      { name: 'annualRevenue', type: 'number', default: 0, typeOptions: { minValue: 0 } },
      { name: 'city', type: 'string', default: '' },
      { name: 'closeDate', type: 'dateTime', default: '' },
      { name: 'companyDomainName', type: 'string', default: '' },
      { name: 'companyOwner', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getOwners' } },
      { name: 'countryRegion', type: 'string', default: '' },
      {
        name: 'customPropertiesUi', type: 'fixedCollection', default: {}, typeOptions: { multipleValues: true },
        options: [
          {
            name: 'customPropertiesValues',
            values: [
              {
                name: 'property', type: 'options', default: '',
                typeOptions: { loadOptionsMethod: 'getCompanyCustomProperties' },
              },
              { name: 'value', type: 'string', default: '' },
            ],
          },
        ],
      },
      { name: 'description', type: 'string', default: '' },
      { name: 'facebookFans', type: 'number', default: 0, typeOptions: { minValue: 0 } },
      { name: 'googlePlusPage', type: 'string', default: '' },
      { name: 'industry', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getCompanyIndustries' } },
      { name: 'isPublic', type: 'boolean', default: false },
      {
        name: 'leadStatus', type: 'options', default: '',
        typeOptions: { loadOptionsMethod: 'getCompanyleadStatuses' },
      },
      {
        name: 'lifecycleStatus', type: 'options', default: '',
        typeOptions: { loadOptionsMethod: 'getCompanylifecycleStages' },
      },
      { name: 'linkedinBio', type: 'string', default: '' },
      { name: 'linkedInCompanyPage', type: 'string', default: '' },
      { name: 'name', type: 'string', default: '' },
      { name: 'numberOfEmployees', type: 'number', default: 0, typeOptions: { minValue: 0 } },
      {
        name: 'originalSourceType', type: 'options', default: '',
        typeOptions: { loadOptionsMethod: 'getCompanySourceTypes' },
      },
      { name: 'phoneNumber', type: 'string', default: '' },
      { name: 'postalCode', type: 'string', default: '' },
      { name: 'stateRegion', type: 'string', default: '' },
      { name: 'streetAddress', type: 'string', default: '' },
      { name: 'streetAddress2', type: 'string', default: '' },
      {
        name: 'targetAccount', type: 'options', default: '',
        typeOptions: { loadOptionsMethod: 'getCompanyTargetAccounts' },
      },
      { name: 'timezone', type: 'string', default: '' },
      { name: 'totalMoneyRaised', type: 'number', default: 0, typeOptions: { minValue: 0 } },
      { name: 'twitterBio', type: 'string', default: '' },
      { name: 'twitterFollowers', type: 'number', default: 0, typeOptions: { minValue: 0 } },
      { name: 'twitterHandle', type: 'string', default: '' },
      { name: 'type', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getCompanyTypes' } },
      {
        name: 'webTechnologies', type: 'options', default: '',
        typeOptions: { loadOptionsMethod: 'getCompanyWebTechnologies' },
      },
      { name: 'websiteUrl', type: 'string', default: '' },
      { name: 'yearFounded', type: 'string', default: '' },
    ],
  },
  {
    name: 'companyId', type: 'string', default: '', required: true,
    displayOptions: { show: { resource: ['company'], operation: ['get'] } },
  },
  {
    name: 'additionalFields', type: 'collection', default: {},
    displayOptions: { show: { resource: ['company'], operation: ['get'] } },
    options: [{ name: 'includeMergeAudits', type: 'boolean', default: false }],
  },
  {
    name: 'returnAll', type: 'boolean', default: false,
    displayOptions: { show: { resource: ['company'], operation: ['getAll'] } },
  },
  {
    name: 'limit', type: 'number', default: 100,
    displayOptions: { show: { resource: ['company'], operation: ['getAll'], returnAll: [false] } },
    typeOptions: { minValue: 1, maxValue: 250 },
  },
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
  {
    name: 'companyId', type: 'string', default: '', required: true,
    displayOptions: { show: { resource: ['company'], operation: ['delete'] } },
  },
  {
    name: 'returnAll', type: 'boolean', default: false,
    displayOptions: { show: { resource: ['company'], operation: ['getRecentlyCreated', 'getRecentlyModified'] } },
  },
  {
    name: 'limit', type: 'number', default: 100,
    displayOptions: {
      show: { resource: ['company'], operation: ['getRecentlyCreated', 'getRecentlyModified'], returnAll: [false] },
    },
    typeOptions: { minValue: 1, maxValue: 250 },
  },
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
  {
    name: 'returnAll', type: 'boolean', default: false,
    displayOptions: { show: { resource: ['company'], operation: ['searchByDomain'] } },
  },
  {
    name: 'limit', type: 'number', default: 100,
    displayOptions: { show: { resource: ['company'], operation: ['searchByDomain'], returnAll: [false] } },
    typeOptions: { minValue: 1, maxValue: 250 },
  },
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
