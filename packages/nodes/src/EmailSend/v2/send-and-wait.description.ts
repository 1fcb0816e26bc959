import type { INodeProperties } from '@weft/workflow';
import { FORM_CSS, FORM_EXAMPLE, sendAndWaitFormFields } from './send-and-wait-form.description.js';

/*
 * The parameters of Send and Wait for Response, in n8n's saved format (names, types, defaults and
 * display rules), so that saved workflows keep them. Running the operation is not supported yet.
 */

const limitWaitTime: INodeProperties = {
  displayName: 'Limit Wait Time',
  name: 'limitWaitTime',
  type: 'fixedCollection',
  default: { values: { limitType: 'afterTimeInterval', resumeAmount: 45, resumeUnit: 'minutes' } },
  options: [
    {
      name: 'values',
      displayName: 'Values',
      values: [
        {
          displayName: 'Limit Type',
          name: 'limitType',
          type: 'options',
          default: 'afterTimeInterval',
          options: [{ name: 'After Time Interval', value: 'afterTimeInterval' }, { name: 'At Specified Time', value: 'atSpecifiedTime' }],
        },
        {
          displayName: 'Amount',
          name: 'resumeAmount',
          type: 'number',
          typeOptions: { minValue: 0, numberPrecision: 2 },
          displayOptions: { show: { limitType: ['afterTimeInterval'] } },
          default: 1,
        },
        {
          displayName: 'Unit',
          name: 'resumeUnit',
          type: 'options',
          displayOptions: { show: { limitType: ['afterTimeInterval'] } },
          default: 'hours',
          options: [{ name: 'Minutes', value: 'minutes' }, { name: 'Hours', value: 'hours' }, { name: 'Days', value: 'days' }],
        },
        {
          displayName: 'Max Date and Time',
          name: 'maxDateAndTime',
          type: 'dateTime',
          displayOptions: { show: { limitType: ['atSpecifiedTime'] } },
          default: '',
        },
      ],
    },
  ],
};

export const sendAndWaitProperties: INodeProperties[] = [
  {
    displayName: 'From Email',
    name: 'fromEmail',
    type: 'string',
    required: true,
    displayOptions: { show: { resource: ['email'], operation: ['sendAndWait'] } },
    default: '',
  },
  {
    displayName: 'To Email',
    name: 'toEmail',
    type: 'string',
    required: true,
    displayOptions: { show: { resource: ['email'], operation: ['sendAndWait'] } },
    default: '',
  },
  {
    displayName: 'Subject',
    name: 'subject',
    type: 'string',
    required: true,
    displayOptions: { show: { resource: ['email'], operation: ['sendAndWait'] } },
    default: '',
  },
  {
    displayName: 'Message',
    name: 'message',
    type: 'string',
    required: true,
    typeOptions: { rows: 4 },
    displayOptions: { show: { resource: ['email'], operation: ['sendAndWait'] } },
    default: '',
  },
  {
    displayName: 'Response Type',
    name: 'responseType',
    type: 'options',
    displayOptions: { show: { resource: ['email'], operation: ['sendAndWait'] } },
    default: 'approval',
    options: [{ name: 'Approval', value: 'approval' }, { name: 'Free Text', value: 'freeText' }, { name: 'Custom Form', value: 'customForm' }],
  },
  {
    displayName: 'Define Form',
    name: 'defineForm',
    type: 'options',
    noDataExpression: true,
    displayOptions: { show: { responseType: ['customForm'], resource: ['email'], operation: ['sendAndWait'] } },
    default: 'fields',
    options: [{ name: 'Using Fields Below', value: 'fields' }, { name: 'Using JSON', value: 'json' }],
  },
  {
    displayName: 'Form Fields',
    name: 'jsonOutput',
    type: 'json',
    typeOptions: { rows: 5 },
    displayOptions: { show: { defineForm: ['json'], responseType: ['customForm'], resource: ['email'], operation: ['sendAndWait'] } },
    default: FORM_EXAMPLE,
  },
  sendAndWaitFormFields,
  {
    displayName: 'Approval Options',
    name: 'approvalOptions',
    type: 'fixedCollection',
    displayOptions: { show: { responseType: ['approval'], resource: ['email'], operation: ['sendAndWait'] } },
    default: {  },
    options: [
      {
        name: 'values',
        displayName: 'Values',
        values: [
          {
            displayName: 'Approval Type',
            name: 'approvalType',
            type: 'options',
            default: 'single',
            options: [{ name: 'Approve Only', value: 'single' }, { name: 'Approve and Decline', value: 'double' }],
          },
          {
            displayName: 'Approve Label',
            name: 'approveLabel',
            type: 'string',
            displayOptions: { show: { approvalType: ['single', 'double'] } },
            default: 'Approve',
          },
          {
            displayName: 'Approve Button Style',
            name: 'buttonApprovalStyle',
            type: 'options',
            displayOptions: { show: { approvalType: ['single', 'double'] } },
            default: 'primary',
            options: [{ name: 'Primary', value: 'primary' }, { name: 'Secondary', value: 'secondary' }],
          },
          {
            displayName: 'Disapprove Label',
            name: 'disapproveLabel',
            type: 'string',
            displayOptions: { show: { approvalType: ['double'] } },
            default: 'Decline',
          },
          {
            displayName: 'Decline Button Style',
            name: 'buttonDisapprovalStyle',
            type: 'options',
            displayOptions: { show: { approvalType: ['double'] } },
            default: 'secondary',
            options: [{ name: 'Primary', value: 'primary' }, { name: 'Secondary', value: 'secondary' }],
          },
        ],
      },
    ],
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    displayOptions: { show: { responseType: ['approval'], resource: ['email'], operation: ['sendAndWait'] } },
    default: {  },
    options: [limitWaitTime, { displayName: 'Append Weft Attribution', name: 'appendAttribution', type: 'boolean', default: true }],
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    displayOptions: { show: { responseType: ['freeText', 'customForm'], resource: ['email'], operation: ['sendAndWait'] } },
    default: {  },
    options: [
      { displayName: 'Message Button Label', name: 'messageButtonLabel', type: 'string', default: 'Respond' },
      { displayName: 'Response Form Title', name: 'responseFormTitle', type: 'string', default: '' },
      { displayName: 'Response Form Description', name: 'responseFormDescription', type: 'string', default: '' },
      { displayName: 'Response Form Button Label', name: 'responseFormButtonLabel', type: 'string', default: 'Submit' },
      {
        displayName: 'Custom Form Styling',
        name: 'responseFormCustomCss',
        type: 'string',
        typeOptions: { rows: 10, editor: 'cssEditor' },
        default: FORM_CSS,
      },
      limitWaitTime,
      { displayName: 'Append Weft Attribution', name: 'appendAttribution', type: 'boolean', default: true },
    ],
  },
];
