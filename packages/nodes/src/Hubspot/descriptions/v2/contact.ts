import { paging, propertiesCollection, recordId } from '../shared/builders.js';
import { searchProperties } from '../shared/search.js';
import type { PropertySpec } from '../spec.js';
import { ENUMS } from '../enums.js';

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
    options: [
      { name: 'annualRevenue', type: 'number', default: 0, typeOptions: { minValue: 0 } },
      {
        name: 'associatedCompanyId', type: 'options', default: '',
        typeOptions: { loadOptionsMethod: 'getCompanies' },
      },
      {
        name: 'buyingRole', type: 'multiOptions', default: [],
        options: [
          'BLOCKER', 'BUDGET_HOLDER', 'CHAMPION', 'DECISION_MAKER', 'END_USER', 'EXECUTIVE_SPONSOR', 'INFLUENCER',
          'LEGAL_AND_COMPLIANCE', 'OTHER',
        ],
      },
      { name: 'city', type: 'string', default: '' },
      { name: 'clickedFacebookAd', type: 'string', default: '' },
      { name: 'closeDate', type: 'dateTime', default: '' },
      { name: 'companyName', type: 'string', default: '' },
      { name: 'companySize', type: 'string', default: '' },
      { name: 'contactOwner', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getOwners' } },
      {
        name: 'properties', type: 'multiOptions', default: [], displayOptions: { show: { '/resolveData': [false] } },
        typeOptions: { loadOptionsMethod: 'getContactProperties' },
      },
      { name: 'country', type: 'string', default: '' },
      { name: 'countryRegionCode', type: 'string', default: '' },
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
              { name: 'value', type: 'string', default: '', required: true },
            ],
          },
        ],
      },
      { name: 'dateOfBirth', type: 'dateTime', default: '' },
      { name: 'degree', type: 'string', default: '' },
      {
        name: 'emailCustomerQuarantinedReason', type: 'options', default: '',
        options: ['SUSPENSION_REMEDIATION', 'BLOCKLIST_REMEDIATION', 'TRUST_SAFETY_REMEDIATION'],
      },
      { name: 'employmentRole', type: 'options', default: '', options: ENUMS.employmentRole },
      {
        name: 'employmentSeniority', type: 'options', default: '',
        options: ['director', 'employee', 'entry', 'executive', 'manager', 'owner', 'partner', 'senior', 'vp'],
      },
      { name: 'employmentSubRole', type: 'options', default: '', options: ENUMS.employmentSubRole },
      { name: 'enrichedEmailBounceDetected', type: 'boolean', default: false },
      { name: 'facebookClickId', type: 'number', default: '' },
      { name: 'faxNumber', type: 'string', default: '' },
      { name: 'fieldOfStudy', type: 'string', default: '' },
      { name: 'firstName', type: 'string', default: '' },
      { name: 'gender', type: 'string', default: '' },
      { name: 'googleAdClickId', type: 'number', default: '' },
      { name: 'graduationDate', type: 'dateTime', default: '' },
      { name: 'industry', type: 'string', default: '' },
      { name: 'inferredLanguageCodes', type: 'options', default: '', options: ENUMS.inferredLanguageCodes },
      { name: 'jobFunction', type: 'string', default: '' },
      { name: 'jobTitle', type: 'string', default: '' },
      { name: 'lastName', type: 'string', default: '' },
      {
        name: 'latestTrafficSource', type: 'options', default: '',
        options: [
          'DIRECT_TRAFFIC', 'EMAIL_MARKETING', 'OFFLINE', 'ORGANIC_SEARCH', 'SOCIAL_MEDIA', 'OTHER_CAMPAIGNS',
          'PAID_SEARCH', 'PAID_SOCIAL', 'REFERRALS',
        ],
      },
      { name: 'latestTrafficSourceDate', type: 'dateTime', default: '' },
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
      { name: 'linkedinUrl', type: 'string', default: '' },
      { name: 'maritalStatus', type: 'string', default: '' },
      { name: 'memberEmail', type: 'string', default: '' },
      { name: 'membershipNote', type: 'string', default: '' },
      { name: 'message', type: 'string', default: '' },
      { name: 'militaryStatus', type: 'string', default: '' },
      { name: 'mobilePhoneNumber', type: 'string', default: '' },
      {
        name: 'numberOfEmployees', type: 'options', default: '',
        typeOptions: { loadOptionsMethod: 'getContactNumberOfEmployees' },
      },
      {
        name: 'originalSource', type: 'options', default: '',
        typeOptions: { loadOptionsMethod: 'getContactOriginalSources' },
      },
      { name: 'persona', type: 'string', default: '' },
      { name: 'phoneNumber', type: 'string', default: '' },
      { name: 'postalCode', type: 'string', default: '' },
      {
        name: 'prefferedLanguage', type: 'options', default: '',
        typeOptions: { loadOptionsMethod: 'getContactPrefferedLanguages' },
      },
      { name: 'prospectingAgentLastEnrolled', type: 'dateTime', default: '' },
      { name: 'prospectingAgentTotalEnrolledCount', type: 'number', default: '' },
      { name: 'relationshipStatus', type: 'string', default: '' },
      { name: 'salutation', type: 'string', default: '' },
      { name: 'school', type: 'string', default: '' },
      { name: 'seniority', type: 'string', default: '' },
      { name: 'startDate', type: 'dateTime', default: '' },
      { name: 'stateRegion', type: 'string', default: '' },
      { name: 'stateRegionCode', type: 'string', default: '' },
      { name: 'status', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getContactStatuses' } },
      { name: 'streetAddress', type: 'string', default: '' },
      { name: 'timeZone', type: 'options', default: '', options: ENUMS.timeZone },
      { name: 'twitterUsername', type: 'string', default: '' },
      { name: 'websiteUrl', type: 'string', default: '' },
      { name: 'whatsappPhoneNumber', type: 'string', default: '' },
      { name: 'workEmail', type: 'string', default: '' },
    ],
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
