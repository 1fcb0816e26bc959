import type { INodeProperties, INodePropertyOptions } from '@weft/workflow';
import { httpRequestOptions } from './http-request-options.description.js';

const option = (name: string, value: string, description?: string): INodePropertyOptions =>
  (description ? { name, value, description } : { name, value });

/** A list of name/value pairs (query, headers, body fields). */
function pairs(name: string, label: string, show: Record<string, Array<string | boolean>>): INodeProperties {
  return {
    displayName: label,
    name,
    type: 'fixedCollection',
    placeholder: 'Add parameter',
    default: { parameters: [{ name: '', value: '' }] },
    typeOptions: { multipleValues: true },
    displayOptions: { show },
    options: [{
      name: 'parameters',
      displayName: 'Parameter',
      values: [
        { displayName: 'Name', name: 'name', type: 'string', default: '' },
        { displayName: 'Value', name: 'value', type: 'string', default: '' },
      ],
    }],
  };
}

function specify(name: string, show: Record<string, Array<string | boolean>>, values: INodePropertyOptions[]): INodeProperties {
  return { displayName: `Specify ${name}`, name: `specify${name}`, type: 'options', default: 'keypair', displayOptions: { show }, options: values };
}

const keypairOrJson = [option('Using Fields Below', 'keypair'), option('Using JSON', 'json')];
const bodyShow = (extra: Record<string, Array<string | boolean>> = {}) => ({ sendBody: [true], ...extra });

/** HTTP Request 3 to 4.3 (n8n's parameter names, types, defaults and display rules). */
export const httpRequestV3Properties: INodeProperties[] = [
  { displayName: 'Prefer a ready-made node for this service when there is one.', name: 'preBuiltAgentsCalloutHttpRequest', type: 'callout', default: '' },
  { displayName: 'Import cURL', name: 'curlImport', type: 'curlImport', default: '' },
  {
    displayName: 'Method',
    name: 'method',
    type: 'options',
    default: 'GET',
    options: ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT'].map((method) => option(method, method)),
  },
  { displayName: 'URL', name: 'url', type: 'string', default: '', required: true, placeholder: 'https://example.com/api' },
  {
    displayName: 'Authentication',
    name: 'authentication',
    type: 'options',
    default: 'none',
    noDataExpression: true,
    options: [
      option('None', 'none'),
      option('A Service Credential', 'predefinedCredentialType', 'Credentials made for one service, applied as that service expects'),
      option('Generic Credential', 'genericCredentialType', 'Basic, Digest, Header, Query, Custom or OAuth credentials'),
    ],
  },
  {
    displayName: 'Credential Type',
    name: 'nodeCredentialType',
    type: 'credentialsSelect',
    default: '',
    required: true,
    noDataExpression: true,
    displayOptions: { show: { authentication: ['predefinedCredentialType'] } },
  },
  {
    displayName: 'Google credentials need the scopes of the API you call.',
    name: 'googleApiWarning',
    type: 'notice',
    default: '',
    displayOptions: { show: { nodeCredentialType: ['googleApi'] } },
  },
  {
    displayName: 'Generic Auth Type',
    name: 'genericAuthType',
    type: 'credentialsSelect',
    default: '',
    required: true,
    displayOptions: { show: { authentication: ['genericCredentialType'] } },
  },
  { displayName: 'SSL Certificates', name: 'provideSslCertificates', type: 'boolean', default: false },
  {
    displayName: 'Give the certificates in the credential below.',
    name: 'provideSslCertificatesNotice',
    type: 'notice',
    default: '',
    displayOptions: { show: { provideSslCertificates: [true] } },
  },
  {
    displayName: 'SSL Certificate',
    name: 'sslCertificate',
    type: 'credentials',
    default: '',
    displayOptions: { show: { provideSslCertificates: [true] } },
  },
  { displayName: 'Send Query Parameters', name: 'sendQuery', type: 'boolean', default: false, noDataExpression: true },
  specify('Query', { sendQuery: [true] }, keypairOrJson),
  pairs('queryParameters', 'Query Parameters', { sendQuery: [true], specifyQuery: ['keypair'] }),
  { displayName: 'JSON', name: 'jsonQuery', type: 'json', default: '', displayOptions: { show: { sendQuery: [true], specifyQuery: ['json'] } } },
  { displayName: 'Send Headers', name: 'sendHeaders', type: 'boolean', default: false, noDataExpression: true },
  specify('Headers', { sendHeaders: [true] }, keypairOrJson),
  pairs('headerParameters', 'Header Parameters', { sendHeaders: [true], specifyHeaders: ['keypair'] }),
  { displayName: 'JSON', name: 'jsonHeaders', type: 'json', default: '', displayOptions: { show: { sendHeaders: [true], specifyHeaders: ['json'] } } },
  { displayName: 'Send Body', name: 'sendBody', type: 'boolean', default: false, noDataExpression: true },
  {
    displayName: 'Body Content Type',
    name: 'contentType',
    type: 'options',
    default: 'json',
    displayOptions: { show: bodyShow() },
    options: [
      option('Form URL-Encoded', 'form-urlencoded'),
      option('Form-Data', 'multipart-form-data'),
      option('JSON', 'json'),
      option('File (Binary Data)', 'binaryData'),
      option('Raw', 'raw'),
    ],
  },
  specify('Body', bodyShow({ contentType: ['json'] }), keypairOrJson),
  pairs('bodyParameters', 'Body Parameters', bodyShow({ contentType: ['json'], specifyBody: ['keypair'] })),
  { displayName: 'JSON', name: 'jsonBody', type: 'json', default: '', displayOptions: { show: bodyShow({ contentType: ['json'], specifyBody: ['json'] }) } },
  {
    displayName: 'Body Parameters',
    name: 'bodyParameters',
    type: 'fixedCollection',
    placeholder: 'Add parameter',
    default: { parameters: [{ name: '', value: '' }] },
    typeOptions: { multipleValues: true },
    displayOptions: { show: bodyShow({ contentType: ['multipart-form-data'] }) },
    options: [{
      name: 'parameters',
      displayName: 'Parameter',
      values: [
        {
          displayName: 'Parameter Type', name: 'parameterType', type: 'options', default: 'formData',
          options: [option('File (Binary Data)', 'formBinaryData'), option('Text', 'formData')],
        },
        { displayName: 'Name', name: 'name', type: 'string', default: '' },
        { displayName: 'Value', name: 'value', type: 'string', default: '', displayOptions: { show: { parameterType: ['formData'] } } },
        {
          displayName: 'Input Binary Field', name: 'inputDataFieldName', type: 'string', default: '', placeholder: 'data',
          displayOptions: { show: { parameterType: ['formBinaryData'] } },
        },
      ],
    }],
  },
  specify('Body', bodyShow({ contentType: ['form-urlencoded'] }), [option('Using Fields Below', 'keypair'), option('Using a Single Field', 'string')]),
  pairs('bodyParameters', 'Body Parameters', bodyShow({ contentType: ['form-urlencoded'], specifyBody: ['keypair'] })),
  { displayName: 'Body', name: 'body', type: 'string', default: '', placeholder: 'field1=value1&field2=value2', displayOptions: { show: bodyShow({ specifyBody: ['string'] }) } },
  {
    displayName: 'Input Binary Field', name: 'inputDataFieldName', type: 'string', default: '', placeholder: 'data',
    displayOptions: { show: bodyShow({ contentType: ['binaryData'] }) },
  },
  {
    displayName: 'Content Type', name: 'rawContentType', type: 'string', default: '', placeholder: 'text/html',
    displayOptions: { show: bodyShow({ contentType: ['raw'] }) },
  },
  { displayName: 'Body', name: 'body', type: 'string', default: '', displayOptions: { show: bodyShow({ contentType: ['raw'] }) } },
  httpRequestOptions,
  ...toolProperties(),
  { displayName: 'Items are sent one request each; the answers become this node\'s items.', name: 'infoMessage', type: 'notice', default: '' },
];

/** Response shaping used when the node is an AI agent's tool (kept so such workflows import). */
function toolProperties(): INodeProperties[] {
  const tool = (show: Record<string, Array<string | boolean | number>>, hide?: Record<string, string[]>) =>
    ({ show: { ...show, '@tool': [true] }, ...(hide ? { hide } : {}) });
  const optimized = { optimizeResponse: [true] };
  return [
    { displayName: 'Optimize Response', name: 'optimizeResponse', type: 'boolean', default: false, noDataExpression: true, displayOptions: { show: { '@tool': [true] } } },
    {
      displayName: 'Expected Response Type', name: 'responseType', type: 'options', default: 'json', displayOptions: tool(optimized),
      options: [option('JSON', 'json'), option('HTML', 'html'), option('Text', 'text')],
    },
    { displayName: 'Field Containing Data', name: 'dataField', type: 'string', default: '', displayOptions: tool({ ...optimized, responseType: ['json'] }) },
    {
      displayName: 'Include Fields', name: 'fieldsToInclude', type: 'options', default: 'all', displayOptions: tool({ ...optimized, responseType: ['json'] }),
      options: [option('All', 'all'), option('Selected', 'selected'), option('All Except', 'except')],
    },
    { displayName: 'Fields', name: 'fields', type: 'string', default: '', displayOptions: tool({ ...optimized, responseType: ['json'] }, { fieldsToInclude: ['all'] }) },
    { displayName: 'Selector (CSS)', name: 'cssSelector', type: 'string', default: 'body', displayOptions: tool({ ...optimized, responseType: ['html'] }) },
    { displayName: 'Return Only Content', name: 'onlyContent', type: 'boolean', default: false, displayOptions: tool({ ...optimized, responseType: ['html'] }) },
    { displayName: 'Elements To Omit', name: 'elementsToOmit', type: 'string', default: '', displayOptions: tool({ ...optimized, responseType: ['html'], onlyContent: [true] }) },
    { displayName: 'Truncate Response', name: 'truncateResponse', type: 'boolean', default: false, displayOptions: tool({ ...optimized, responseType: ['text', 'html'] }) },
    {
      displayName: 'Max Response Characters', name: 'maxLength', type: 'number', default: 1000, typeOptions: { minValue: 1 },
      displayOptions: tool({ ...optimized, responseType: ['text', 'html'], truncateResponse: [true] }),
    },
  ];
}
