import type { INodeProperties } from '@weft/workflow';
import { legacyHttpOptions } from './legacy-options.description.js';

const BODY_METHODS = ['PATCH', 'POST', 'PUT'];

/** A list of name/value pairs (query, headers, body fields). */
function pairs(name: string, label: string, show: Record<string, Array<string | boolean>>): INodeProperties {
  return {
    displayName: label,
    name,
    type: 'fixedCollection',
    placeholder: 'Add parameter',
    typeOptions: { multipleValues: true },
    default: {},
    displayOptions: { show },
    options: [{
      name: 'parameter',
      displayName: 'Parameter',
      values: [
        { displayName: 'Name', name: 'name', type: 'string', default: '' },
        { displayName: 'Value', name: 'value', type: 'string', default: '' },
      ],
    }],
  };
}

const jsonText = (name: string, label: string, displayOptions: INodeProperties['displayOptions'], description: string): INodeProperties => ({
  displayName: label, name, type: 'json', default: '', displayOptions, description,
});

const outputProperty = (format: string, description: string): INodeProperties => ({
  displayName: 'Property Name', name: 'dataPropertyName', type: 'string', default: 'data', required: true,
  displayOptions: { show: { responseFormat: [format] } }, description,
});

/** HTTP Request 1 and 2 after the authentication fields (n8n's names, types, defaults and display rules). */
export const legacyHttpProperties: INodeProperties[] = [
  {
    displayName: 'Request Method',
    name: 'requestMethod',
    type: 'options',
    default: 'GET',
    options: ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT'].map((method) => ({ name: method, value: method })),
  },
  { displayName: 'URL', name: 'url', type: 'string', default: '', required: true, placeholder: 'https://example.com/api' },
  {
    displayName: 'Ignore SSL Issues', name: 'allowUnauthorizedCerts', type: 'boolean', default: false,
    description: 'Whether to accept a certificate the server presents even when it cannot be verified',
  },
  {
    displayName: 'Response Format',
    name: 'responseFormat',
    type: 'options',
    default: 'json',
    options: [{ name: 'File', value: 'file' }, { name: 'JSON', value: 'json' }, { name: 'String', value: 'string' }],
  },
  outputProperty('string', 'The output field that receives the answer as text'),
  outputProperty('file', 'The binary field that receives the downloaded file'),
  {
    displayName: 'JSON/RAW Parameters', name: 'jsonParameters', type: 'boolean', default: false,
    description: 'Whether to give the query, headers and body as JSON text instead of name/value fields',
  },
  legacyHttpOptions,
  {
    displayName: 'Send Binary File', name: 'sendBinaryData', type: 'boolean', default: false,
    displayOptions: { show: { jsonParameters: [true], requestMethod: BODY_METHODS } },
    description: 'Whether to send a file of the input item as the body',
  },
  {
    displayName: 'Input Binary Field', name: 'binaryPropertyName', type: 'string', default: 'data', required: true,
    displayOptions: { hide: { sendBinaryData: [false] }, show: { jsonParameters: [true], requestMethod: BODY_METHODS } },
    description: 'The binary field to send; for multipart, name:field pairs separated by commas (file:data,cover:image)',
  },
  jsonText('bodyParametersJson', 'Body Parameters',
    { hide: { sendBinaryData: [true] }, show: { jsonParameters: [true], requestMethod: [...BODY_METHODS, 'DELETE'] } },
    'The body as JSON (or as plain text with the Raw/Custom body content type)'),
  pairs('bodyParametersUi', 'Body Parameters', { jsonParameters: [false], requestMethod: [...BODY_METHODS, 'DELETE'] }),
  jsonText('headerParametersJson', 'Headers', { show: { jsonParameters: [true] } }, 'The headers to send, as a JSON object'),
  pairs('headerParametersUi', 'Headers', { jsonParameters: [false] }),
  jsonText('queryParametersJson', 'Query Parameters', { show: { jsonParameters: [true] } }, 'The query parameters to send, as a JSON object'),
  pairs('queryParametersUi', 'Query Parameters', { jsonParameters: [false] }),
  {
    displayName: 'To reach a service Weft has a node for, that node is usually simpler. Newer HTTP Request versions offer more options.',
    name: 'infoMessage',
    type: 'notice',
    default: '',
  },
];
