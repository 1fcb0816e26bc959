import type { PropertySpec } from '../spec.js';

/** HubSpot v1 parameters shown for the form resource, in the order the editor lists them. */
export const formProperties: PropertySpec[] = [
  {
    name: 'operation', type: 'options', default: 'getFields', noDataExpression: true,
    displayOptions: { show: { resource: ['form'] } }, options: ['getFields', 'submit'],
  },
  {
    name: 'formId', type: 'options', default: '', required: true,
    displayOptions: { show: { resource: ['form'], operation: ['submit'] } },
    typeOptions: { loadOptionsMethod: 'getForms' },
  },
  {
    name: 'additionalFields', type: 'collection', default: {},
    displayOptions: { show: { resource: ['form'], operation: ['submit'] } },
    options: [
      { name: 'skipValidation', type: 'boolean', default: false },
      { name: 'submittedAt', type: 'dateTime', default: '' },
    ],
  },
  {
    name: 'contextUi', type: 'fixedCollection', default: {},
    displayOptions: { show: { resource: ['form'], operation: ['submit'] } }, typeOptions: { multipleValues: false },
    options: [
      {
        name: 'contextValue',
        values: [
          { name: 'hutk', type: 'string', default: '' },
          { name: 'ipAddress', type: 'string', default: '' },
          { name: 'pageUri', type: 'string', default: '' },
          { name: 'pageName', type: 'string', default: '' },
          { name: 'pageId', type: 'string', default: '' },
          { name: 'sfdcCampaignId', type: 'string', default: '' },
          { name: 'goToWebinarWebinarKey', type: 'string', default: '' },
        ],
      },
    ],
  },
  {
    name: 'lengalConsentUi', type: 'fixedCollection', default: {},
    displayOptions: { show: { resource: ['form'], operation: ['submit'] } }, typeOptions: { multipleValues: false },
    options: [
      {
        name: 'lengalConsentValues',
        values: [
          { name: 'consentToProcess', type: 'boolean', default: false },
          { name: 'text', type: 'string', default: '' },
          {
            name: 'communicationsUi', type: 'fixedCollection', default: {}, typeOptions: { multipleValues: true },
            options: [
              {
                name: 'communicationValues',
                values: [
                  {
                    name: 'subscriptionTypeId', type: 'options', default: '',
                    typeOptions: { loadOptionsMethod: 'getSubscriptionTypes' },
                  },
                  { name: 'value', type: 'boolean', default: false },
                  { name: 'text', type: 'string', default: '' },
                ],
              },
            ],
          },
        ],
      },
      {
        name: 'legitimateInterestValues',
        values: [
          {
            name: 'subscriptionTypeId', type: 'options', default: '',
            typeOptions: { loadOptionsMethod: 'getSubscriptionTypes' },
          },
          { name: 'value', type: 'boolean', default: false },
          { name: 'legalBasis', type: 'options', default: '', options: ['CUSTOMER', 'LEAD'] },
          { name: 'text', type: 'string', default: '' },
        ],
      },
    ],
  },
  {
    name: 'formId', type: 'options', default: '', required: true,
    displayOptions: { show: { resource: ['form'], operation: ['getFields'] } },
    typeOptions: { loadOptionsMethod: 'getForms' },
  },
];
