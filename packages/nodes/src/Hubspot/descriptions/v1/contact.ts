import { paging, recordId } from '../shared/builders.js';
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
    options: [
      { name: 'annualRevenue', type: 'number', default: 0, typeOptions: { minValue: 0 } },
      {
        name: 'associatedCompanyId', type: 'options', default: '',
        typeOptions: { loadOptionsMethod: 'getCompanies' },
      },
      { name: 'city', type: 'string', default: '' },
      { name: 'clickedFacebookAd', type: 'string', default: '' },
      { name: 'closeDate', type: 'dateTime', default: '' },
      { name: 'companyName', type: 'string', default: '' },
      { name: 'companySize', type: 'string', default: '' },
      { name: 'contactOwner', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getOwners' } },
      { name: 'country', type: 'string', default: '' },
      {
        name: 'customPropertiesUi', type: 'fixedCollection', default: {}, typeOptions: { multipleValues: true },
        options: [
          {
            name: 'customPropertiesValues',
            values: [
              {
                name: 'property', type: 'options', default: '',
                typeOptions: { loadOptionsMethod: 'getContactCustomProperties' },
              },
              { name: 'value', type: 'string', default: '' },
            ],
          },
        ],
      },
      { name: 'dateOfBirth', type: 'dateTime', default: '' },
      { name: 'degree', type: 'string', default: '' },
      { name: 'facebookClickId', type: 'string', default: '' },
      { name: 'faxNumber', type: 'string', default: '' },
      { name: 'fieldOfStudy', type: 'string', default: '' },
      { name: 'firstName', type: 'string', default: '' },
      { name: 'gender', type: 'string', default: '' },
      { name: 'googleAdClickId', type: 'string', default: '' },
      { name: 'graduationDate', type: 'dateTime', default: '' },
      { name: 'industry', type: 'string', default: '' },
      { name: 'jobFunction', type: 'string', default: '' },
      { name: 'jobTitle', type: 'string', default: '' },
      { name: 'lastName', type: 'string', default: '' },
      {
        name: 'leadStatus', type: 'options', default: '',
        typeOptions: { loadOptionsMethod: 'getContactLeadStatuses' },
      },
      {
        name: 'processingContactData', type: 'options', default: '',
        typeOptions: { loadOptionsMethod: 'getContactLealBasics' },
      },
      {
        name: 'lifeCycleStage', type: 'options', default: '',
        typeOptions: { loadOptionsMethod: 'getContactLifeCycleStages' },
      },
      { name: 'maritalStatus', type: 'string', default: '' },
      { name: 'membershipNote', type: 'string', default: '' },
      { name: 'message', type: 'string', default: '' },
      { name: 'mobilePhoneNumber', type: 'string', default: '' },
      {
        name: 'numberOfEmployees', type: 'options', default: '',
        typeOptions: { loadOptionsMethod: 'getContactNumberOfEmployees' },
      },
      {
        name: 'originalSource', type: 'options', default: '',
        typeOptions: { loadOptionsMethod: 'getContactOriginalSources' },
      },
      { name: 'phoneNumber', type: 'string', default: '' },
      {
        name: 'properties', type: 'multiOptions', default: [], displayOptions: { show: { '/resolveData': [true] } },
        typeOptions: { loadOptionsMethod: 'getContactProperties' },
      },
      { name: 'postalCode', type: 'string', default: '' },
      {
        name: 'prefferedLanguage', type: 'options', default: '',
        typeOptions: { loadOptionsMethod: 'getContactPrefferedLanguages' },
      },
      { name: 'relationshipStatus', type: 'string', default: '' },
      { name: 'salutation', type: 'string', default: '' },
      { name: 'school', type: 'string', default: '' },
      { name: 'seniority', type: 'string', default: '' },
      { name: 'startDate', type: 'dateTime', default: '' },
      { name: 'stateRegion', type: 'string', default: '' },
      { name: 'status', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getContactStatuses' } },
      { name: 'streetAddress', type: 'string', default: '' },
      { name: 'twitterUsername', type: 'string', default: '' },
      { name: 'websiteUrl', type: 'string', default: '' },
      { name: 'workEmail', type: 'string', default: '' },
    ],
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
