import type { INodeProperties, INodeTypeDescription } from '@weft/workflow';
import { METHODS, RAW_BODY_OPTIONS } from '../Webhook/webhook.description.js';

const UNITS = [
  { name: 'Seconds', value: 'seconds' },
  { name: 'Minutes', value: 'minutes' },
  { name: 'Hours', value: 'hours' },
  { name: 'Days', value: 'days' },
];
const onWebhook = { show: { resume: ['webhook'] } };
const onWebhookOrForm = { resume: ['webhook', 'form'] };

const webhookOptions: INodeProperties = {
  displayName: 'Options',
  name: 'options',
  type: 'collection',
  placeholder: 'Add option',
  default: {},
  displayOptions: onWebhook,
  options: [
    {
      displayName: 'Binary File', name: 'binaryData', type: 'boolean', default: false,
      displayOptions: { show: { '/httpMethod': ['PATCH', 'PUT', 'POST'], '@version': [1] } },
      description: 'Whether the resume request\'s body is a file, output as binary data',
    },
    {
      displayName: 'Binary Property', name: 'binaryPropertyName', type: 'string', default: 'data',
      displayOptions: { show: { binaryData: [true], '@version': [1] } },
      description: 'Binary field that receives the uploaded file',
    },
    {
      displayName: 'Put Output File in Field', name: 'binaryPropertyName', type: 'string', default: 'data',
      displayOptions: { hide: { '@version': [1] } }, description: 'Binary field that receives an uploaded file',
    },
    { displayName: 'Ignore Bots', name: 'ignoreBots', type: 'boolean', default: false, description: 'Whether to refuse requests whose user agent is a crawler or link previewer' },
    { displayName: 'IP(s) Whitelist', name: 'ipWhitelist', type: 'string', default: '', placeholder: 'e.g. 127.0.0.1', description: 'Only these client addresses (separated by commas) may resume; empty allows all' },
    {
      displayName: 'No Response Body', name: 'noResponseBody', type: 'boolean', default: false,
      displayOptions: { hide: { rawBody: [true] }, show: { '/responseMode': ['onReceived'] } },
      description: 'Whether to answer without a body',
    },
    ...RAW_BODY_OPTIONS,
    {
      displayName: 'Response Data', name: 'responseData', type: 'string', default: '', placeholder: 'success',
      displayOptions: { show: { '/responseMode': ['onReceived'] }, hide: { noResponseBody: [true] } },
      description: 'Body of the immediate answer',
    },
    {
      displayName: 'Response Content-Type', name: 'responseContentType', type: 'string', default: '', placeholder: 'application/xml',
      displayOptions: { show: { '/responseData': ['firstEntryJson'], '/responseMode': ['lastNode'] } },
      description: 'Content type of the answer when it is not JSON',
    },
    {
      displayName: 'Response Headers', name: 'responseHeaders', type: 'fixedCollection', placeholder: 'Add Response Header',
      typeOptions: { multipleValues: true }, default: {}, description: 'Extra headers sent with the answer',
      options: [{
        name: 'entries', displayName: 'Entries',
        values: [
          { displayName: 'Name', name: 'name', type: 'string', default: '', description: 'Header name' },
          { displayName: 'Value', name: 'value', type: 'string', default: '', description: 'Header value' },
        ],
      }],
    },
    {
      displayName: 'Property Name', name: 'responsePropertyName', type: 'string', default: 'data',
      displayOptions: { show: { '/responseData': ['firstEntryJson'], '/responseMode': ['lastNode'] } },
      description: 'Answer with only this field of the item\'s JSON',
    },
    {
      displayName: 'Webhook Suffix', name: 'webhookSuffix', type: 'string', default: '', placeholder: 'webhook', noDataExpression: true,
      description: 'Appended to the resume URL, so that one execution can wait for several different calls',
    },
  ],
};

export const waitDescription: INodeTypeDescription = {
  displayName: 'Wait',
  name: 'n8n-nodes-base.wait',
  icon: 'file:wait.svg',
  group: ['organization'],
  version: [1, 1.1],
  description: 'Pauses the workflow for a while, until a time, or until its resume URL is called',
  defaults: { name: 'Wait', color: '#804050' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: [
    { name: 'httpBasicAuth', required: true, displayOptions: { show: { incomingAuthentication: ['basicAuth'] } } },
    { name: 'httpHeaderAuth', required: true, displayOptions: { show: { incomingAuthentication: ['headerAuth'] } } },
    { name: 'jwtAuth', required: true, displayOptions: { show: { incomingAuthentication: ['jwtAuth'] } } },
  ],
  webhooks: [
    {
      name: 'default', httpMethod: '={{$parameter["httpMethod"] || "GET"}}', isFullPath: true, restartWebhook: true,
      responseCode: '={{$parameter["responseCode"]}}', responseMode: '={{$parameter["responseMode"]}}',
      responseData: '={{$parameter["responseData"]}}', responseBinaryPropertyName: '={{$parameter["responseBinaryPropertyName"]}}',
      responseContentType: '={{$parameter["options"]["responseContentType"]}}',
      responsePropertyName: '={{$parameter["options"]["responsePropertyName"]}}',
      path: '={{$parameter["options"]["webhookSuffix"] || ""}}',
    },
  ],
  codex: { categories: ['Core Nodes'], subcategories: { 'Core Nodes': ['Flow'] }, alias: ['pause', 'sleep', 'delay', 'timeout'] },
  properties: [
    {
      displayName: 'Resume', name: 'resume', type: 'options', default: 'timeInterval',
      options: [
        { name: 'After Time Interval', value: 'timeInterval', description: 'Waits for a set amount of time' },
        { name: 'At Specified Time', value: 'specificTime', description: 'Waits until a date and time' },
        { name: 'On Webhook Call', value: 'webhook', description: 'Waits until its resume URL receives a request' },
        { name: 'On Form Submitted', value: 'form', description: 'Waits for a form to be submitted (not supported yet)' },
      ],
      description: 'What makes the workflow go on',
    },
    {
      displayName: 'Authentication', name: 'incomingAuthentication', type: 'options', default: 'none',
      options: [{ name: 'Basic Auth', value: 'basicAuth' }, { name: 'None', value: 'none' }],
      displayOptions: { show: { resume: ['form'] } }, description: 'How form users prove who they are',
    },
    {
      displayName: 'Authentication', name: 'incomingAuthentication', type: 'options', default: 'none',
      options: [
        { name: 'Basic Auth', value: 'basicAuth' }, { name: 'Header Auth', value: 'headerAuth' },
        { name: 'JWT Auth', value: 'jwtAuth' }, { name: 'None', value: 'none' },
      ],
      displayOptions: onWebhook, description: 'How callers of the resume URL prove who they are',
    },
    {
      displayName: 'Date and Time', name: 'dateTime', type: 'dateTime', default: '', required: true,
      displayOptions: { show: { resume: ['specificTime'] } }, description: 'When to go on (in the workflow\'s timezone unless it has an offset)',
    },
    {
      displayName: 'Wait Amount', name: 'amount', type: 'number', default: 1,
      typeOptions: { minValue: 0, numberPrecision: 2 },
      displayOptions: { show: { resume: ['timeInterval'], '@version': [1] } }, description: 'How long to wait',
    },
    {
      displayName: 'Wait Amount', name: 'amount', type: 'number', default: 5,
      typeOptions: { minValue: 0, numberPrecision: 2 },
      displayOptions: { show: { resume: ['timeInterval'] }, hide: { '@version': [1] } }, description: 'How long to wait',
    },
    {
      displayName: 'Wait Unit', name: 'unit', type: 'options', default: 'hours', options: UNITS,
      displayOptions: { show: { resume: ['timeInterval'], '@version': [1] } }, description: 'Unit of the wait amount',
    },
    {
      displayName: 'Wait Unit', name: 'unit', type: 'options', default: 'seconds', options: UNITS,
      displayOptions: { show: { resume: ['timeInterval'] }, hide: { '@version': [1] } }, description: 'Unit of the wait amount',
    },
    {
      displayName: 'The resume URL is $execution.resumeUrl: send it to whoever must resume this execution (an email, another service). Each execution has its own.',
      name: 'webhookNotice', type: 'notice', default: '', displayOptions: onWebhook,
    },
    {
      displayName: 'HTTP Method', name: 'httpMethod', type: 'options', default: 'GET', options: METHODS,
      displayOptions: onWebhook, description: 'The HTTP method the resume URL accepts',
    },
    {
      displayName: 'Response Code', name: 'responseCode', type: 'number', default: 200,
      typeOptions: { minValue: 100, maxValue: 599 },
      displayOptions: { hide: { responseMode: ['responseNode'] }, show: { resume: ['webhook'] } },
      description: 'Status code of the answer to the resume call',
    },
    {
      displayName: 'Respond', name: 'responseMode', type: 'options', default: 'onReceived',
      options: [
        { name: 'Immediately', value: 'onReceived', description: 'Answer as soon as the request is accepted' },
        { name: 'When Last Node Finishes', value: 'lastNode', description: 'Answer with the data of the node that ran last' },
        { name: 'Using \'Respond to Webhook\' Node', value: 'responseNode', description: 'A Respond to Webhook node decides the answer' },
      ],
      displayOptions: { show: { '@version': [1, 1.1, 2], resume: ['webhook'] } },
      description: 'When the caller of the resume URL gets its answer',
    },
    {
      displayName: 'Response Data', name: 'responseData', type: 'options', default: 'firstEntryJson',
      options: [
        { name: 'All Entries', value: 'allEntries', description: 'Every item\'s JSON, as an array' },
        { name: 'First Entry JSON', value: 'firstEntryJson', description: 'The first item\'s JSON object' },
        { name: 'First Entry Binary', value: 'firstEntryBinary', description: 'The first item\'s file (binary data)' },
        { name: 'No Response Body', value: 'noData', description: 'An empty answer' },
      ],
      displayOptions: { show: { responseMode: ['lastNode'], resume: ['webhook'] } },
      description: 'What the answer holds, taken from the last node\'s items',
    },
    {
      displayName: 'Property Name', name: 'responseBinaryPropertyName', type: 'string', default: 'data', required: true,
      displayOptions: { show: { responseData: ['firstEntryBinary'], resume: ['webhook'] } },
      description: 'Binary field of the first item to send',
    },
    {
      displayName: 'Limit Wait Time', name: 'limitWaitTime', type: 'boolean', default: false,
      displayOptions: { show: onWebhookOrForm }, description: 'Whether to go on anyway after a time, when nobody called',
    },
    {
      displayName: 'Limit Type', name: 'limitType', type: 'options', default: 'afterTimeInterval',
      options: [
        { name: 'After Time Interval', value: 'afterTimeInterval', description: 'Go on after a set amount of time' },
        { name: 'At Specified Time', value: 'atSpecifiedTime', description: 'Go on at a date and time' },
      ],
      displayOptions: { show: { limitWaitTime: [true], ...onWebhookOrForm } }, description: 'How the limit is given',
    },
    {
      displayName: 'Amount', name: 'resumeAmount', type: 'number', default: 1,
      typeOptions: { minValue: 0, numberPrecision: 2 },
      displayOptions: { show: { limitType: ['afterTimeInterval'], limitWaitTime: [true], ...onWebhookOrForm } },
      description: 'How long to wait at most',
    },
    {
      displayName: 'Unit', name: 'resumeUnit', type: 'options', default: 'hours', options: UNITS,
      displayOptions: { show: { limitType: ['afterTimeInterval'], limitWaitTime: [true], ...onWebhookOrForm } },
      description: 'Unit of the amount',
    },
    {
      displayName: 'Max Date and Time', name: 'maxDateAndTime', type: 'dateTime', default: '',
      displayOptions: { show: { limitType: ['atSpecifiedTime'], limitWaitTime: [true], ...onWebhookOrForm } },
      description: 'When to go on at the latest',
    },
    webhookOptions,
  ],
};
