import type { INodeProperties, INodeTypeDescription } from '@weft/workflow';
import { connectionHintNotice } from '../ai/sub-node-description.js';

const valueProviders = [
  { name: 'By Model (and Is Required)', value: 'modelRequired' },
  { name: 'By Model (but Is Optional)', value: 'modelOptional' },
  { name: 'Using Field Below', value: 'fieldValue' },
];

const specifyOptions = [
  { name: 'Using Fields Below', value: 'keypair' },
  { name: 'Using JSON Below', value: 'json' },
  { name: 'Let Model Specify Entire Body', value: 'model' },
];

/** Query, headers or body: sent or not, given as pairs, as a JSON template, or wholly by the model. */
function sendSection(part: 'Query' | 'Headers' | 'Body', label: string): INodeProperties[] {
  const send = `send${part}`;
  const specify = `specify${part}`;
  return [
    { displayName: `Send ${label}`, name: send, type: 'boolean', default: false, noDataExpression: true },
    {
      displayName: `Specify ${label}`, name: specify, type: 'options', default: 'keypair',
      displayOptions: { show: { [send]: [true] } }, options: specifyOptions,
    },
    {
      displayName: `${label} Parameters`, name: `parameters${part}`, type: 'fixedCollection', default: { values: [{ name: '' }] },
      typeOptions: { multipleValues: true }, placeholder: 'Add Parameter',
      displayOptions: { show: { [send]: [true], [specify]: ['keypair'] } },
      options: [{
        name: 'values', displayName: 'Values',
        values: [
          { displayName: 'Name', name: 'name', type: 'string', default: '' },
          { displayName: 'Value Provided', name: 'valueProvider', type: 'options', default: 'modelRequired', options: valueProviders },
          { displayName: 'Value', name: 'value', type: 'string', default: '', displayOptions: { show: { valueProvider: ['fieldValue'] } } },
        ],
      }],
    },
    {
      displayName: 'JSON', name: `json${part}`, type: 'string', default: '', typeOptions: { rows: 5 },
      hint: 'Use {placeholder} for the values the model gives',
      displayOptions: { show: { [send]: [true], [specify]: ['json'] } },
    },
  ];
}

export const toolHttpRequestDescription: INodeTypeDescription = {
  displayName: 'HTTP Request Tool',
  name: '@n8n/n8n-nodes-langchain.toolHttpRequest',
  icon: 'file:tool-http-request.svg',
  group: ['output'],
  version: [1, 1.1],
  description: 'Lets an AI agent call an HTTP API',
  defaults: { name: 'HTTP Request' },
  codex: { categories: ['AI'], subcategories: { AI: ['Tools'], Tools: ['Recommended Tools'] }, alias: ['API', 'Request', 'URL', 'cURL'] },
  credentials: [],
  inputs: [],
  outputs: ['ai_tool'],
  outputNames: ['Tool'],
  properties: [
    connectionHintNotice('This node must be connected to an AI agent. Insert one'),
    {
      displayName: 'Description', name: 'toolDescription', type: 'string', default: '', typeOptions: { rows: 3 },
      placeholder: 'Call this tool to look up the current weather of a city.',
    },
    {
      displayName: 'Method', name: 'method', type: 'options', default: 'GET',
      options: ['DELETE', 'GET', 'PATCH', 'POST', 'PUT'].map((method) => ({ name: method, value: method })),
    },
    {
      displayName: 'Write {name} in the URL, the query, the headers or the body for a value the model gives; describe it under Placeholder Definitions',
      name: 'placeholderNotice', type: 'notice', default: '',
    },
    { displayName: 'URL', name: 'url', type: 'string', default: '', required: true, placeholder: 'e.g. https://api.example.com/cities/{city}' },
    {
      displayName: 'Authentication', name: 'authentication', type: 'options', default: 'none', noDataExpression: true,
      options: [
        { name: 'None', value: 'none' },
        { name: 'Predefined Credential Type', value: 'predefinedCredentialType' },
        { name: 'Generic Credential Type', value: 'genericCredentialType' },
      ],
    },
    {
      displayName: 'Credential Type', name: 'nodeCredentialType', type: 'credentialsSelect', default: '', required: true, noDataExpression: true,
      typeOptions: { showAuth: true }, displayOptions: { show: { authentication: ['predefinedCredentialType'] } },
    },
    {
      displayName: 'Google APIs need the scopes of the request in the credential', name: 'googleApiWarning', type: 'notice', default: '',
      displayOptions: { show: { nodeCredentialType: ['googleApi'] } },
    },
    {
      displayName: 'Generic Auth Type', name: 'genericAuthType', type: 'credentialsSelect', default: '', required: true,
      typeOptions: { showAuth: true }, displayOptions: { show: { authentication: ['genericCredentialType'] } },
    },
    ...sendSection('Query', 'Query Parameters'),
    ...sendSection('Headers', 'Headers'),
    ...sendSection('Body', 'Body'),
    {
      displayName: 'Placeholder Definitions', name: 'placeholderDefinitions', type: 'fixedCollection', default: [],
      typeOptions: { multipleValues: true }, placeholder: 'Add Definition',
      options: [{
        name: 'values', displayName: 'Values',
        values: [
          { displayName: 'Placeholder Name', name: 'name', type: 'string', default: '' },
          { displayName: 'Description', name: 'description', type: 'string', default: '' },
          {
            displayName: 'Type', name: 'type', type: 'options', default: 'not specified',
            options: ['not specified', 'string', 'number', 'boolean', 'json'].map((type) => ({ name: type === 'not specified' ? 'Not Specified (Default)' : type, value: type })),
          },
        ],
      }],
    },
    {
      displayName: 'Optimize Response', name: 'optimizeResponse', type: 'boolean', default: false, noDataExpression: true,
      description: 'Whether to send the model less of the response (fewer tokens)',
    },
    {
      displayName: 'Expected Response Type', name: 'responseType', type: 'options', default: 'json',
      displayOptions: { show: { optimizeResponse: [true] } },
      options: [{ name: 'JSON', value: 'json' }, { name: 'HTML', value: 'html' }, { name: 'Text', value: 'text' }],
    },
    {
      displayName: 'Field Containing Data', name: 'dataField', type: 'string', default: '', placeholder: 'e.g. records',
      displayOptions: { show: { optimizeResponse: [true], responseType: ['json'] } },
    },
    {
      displayName: 'Include Fields', name: 'fieldsToInclude', type: 'options', default: 'all',
      displayOptions: { show: { optimizeResponse: [true], responseType: ['json'] } },
      options: [{ name: 'All', value: 'all' }, { name: 'Selected', value: 'selected' }, { name: 'Except', value: 'except' }],
    },
    {
      displayName: 'Fields', name: 'fields', type: 'string', default: '', placeholder: 'e.g. field1,field2',
      displayOptions: { show: { optimizeResponse: [true], responseType: ['json'] }, hide: { fieldsToInclude: ['all'] } },
    },
    {
      displayName: 'Selector (CSS)', name: 'cssSelector', type: 'string', default: 'body',
      displayOptions: { show: { optimizeResponse: [true], responseType: ['html'] } },
    },
    {
      displayName: 'Return Only Content', name: 'onlyContent', type: 'boolean', default: false,
      description: 'Whether to answer the text of the page without its HTML tags',
      displayOptions: { show: { optimizeResponse: [true], responseType: ['html'] } },
    },
    {
      displayName: 'Elements To Omit', name: 'elementsToOmit', type: 'string', default: '', placeholder: 'e.g. img, .class, #id',
      displayOptions: { show: { optimizeResponse: [true], responseType: ['html'], onlyContent: [true] } },
    },
    {
      displayName: 'Truncate Response', name: 'truncateResponse', type: 'boolean', default: false,
      displayOptions: { show: { optimizeResponse: [true], responseType: ['text', 'html'] } },
    },
    {
      displayName: 'Max Response Characters', name: 'maxLength', type: 'number', default: 1000, typeOptions: { minValue: 1 },
      displayOptions: { show: { optimizeResponse: [true], responseType: ['text', 'html'], truncateResponse: [true] } },
    },
  ],
};
