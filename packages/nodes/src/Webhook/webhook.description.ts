import type { INodeProperties, INodeTypeDescription } from '@weft/workflow';

export const METHODS = ['DELETE', 'GET', 'HEAD', 'PATCH', 'POST', 'PUT'].map((method) => ({ name: method, value: method }));

/** The raw-body option, per version; the Wait node's resume webhook offers the same. */
export const RAW_BODY_OPTIONS: INodeProperties[] = [
  {
    displayName: 'Raw Body', name: 'rawBody', type: 'boolean', default: false,
    displayOptions: { show: { '@version': [1] }, hide: { binaryData: [true], noResponseBody: [true] } },
    description: 'Whether to also output the body exactly as received, as binary data',
  },
  {
    displayName: 'Raw Body', name: 'rawBody', type: 'boolean', default: false,
    displayOptions: { hide: { noResponseBody: [true], '@version': [1] } },
    description: 'Whether to also output the body exactly as received, as binary data',
  },
];

const RESPONSE_MODES = [
  { name: 'Immediately', value: 'onReceived', description: 'Answer as soon as the request is accepted' },
  { name: 'When Last Node Finishes', value: 'lastNode', description: 'Answer with the data of the node that ran last' },
  { name: 'Using \'Respond to Webhook\' Node', value: 'responseNode', description: 'A Respond to Webhook node in the workflow decides the answer' },
];

const headerEntries: INodeProperties = {
  displayName: 'Response Headers',
  name: 'responseHeaders',
  placeholder: 'Add Response Header',
  description: 'Extra headers sent with the answer',
  type: 'fixedCollection',
  typeOptions: { multipleValues: true },
  default: {},
  options: [{
    name: 'entries',
    displayName: 'Entries',
    values: [
      { displayName: 'Name', name: 'name', type: 'string', default: '', description: 'Header name' },
      { displayName: 'Value', name: 'value', type: 'string', default: '', description: 'Header value' },
    ],
  }],
};

const options: INodeProperties = {
  displayName: 'Options',
  name: 'options',
  type: 'collection',
  placeholder: 'Add option',
  default: {},
  options: [
    { displayName: 'Allowed Origins (CORS)', name: 'allowedOrigins', type: 'string', default: '*', description: 'Origins allowed to call this webhook from a browser, separated by commas; * allows any origin' },
    {
      displayName: 'Binary File', name: 'binaryData', type: 'boolean', default: false,
      displayOptions: { show: { '/httpMethod': ['PATCH', 'PUT', 'POST'], '@version': [1] } },
      description: 'Whether the request body is a file, output as binary data',
    },
    {
      displayName: 'Put Output File in Field', name: 'binaryPropertyName', type: 'string', default: 'data',
      displayOptions: { hide: { '@version': [1] } },
      hint: 'Binary field that receives the uploaded file',
      description: 'For multipart form uploads this is a prefix, followed by the file\'s number (0, 1, ...)',
    },
    { displayName: 'Ignore Bots', name: 'ignoreBots', type: 'boolean', default: false, description: 'Whether to refuse requests whose user agent is a crawler or link previewer' },
    { displayName: 'IP(s) Whitelist', name: 'ipWhitelist', type: 'string', placeholder: 'e.g. 127.0.0.1', default: '', description: 'Only these client addresses (separated by commas) may call the webhook; empty allows all' },
    {
      displayName: 'No Response Body', name: 'noResponseBody', type: 'boolean', default: false,
      displayOptions: { hide: { rawBody: [true] }, show: { '/responseMode': ['onReceived'] } },
      description: 'Whether to answer without a body',
    },
    {
      displayName: 'Property Name', name: 'responsePropertyName', type: 'string', default: 'data',
      displayOptions: { show: { '/responseData': ['firstEntryJson'], '/responseMode': ['lastNode'] } },
      description: 'Answer with only this field of the item\'s JSON',
    },
    {
      displayName: 'Binary Property', name: 'binaryPropertyName', type: 'string', default: 'data',
      displayOptions: { show: { binaryData: [true], '@version': [1] } },
      description: 'Binary field that receives the uploaded file; for multipart uploads a prefix followed by the file\'s number',
    },
    ...RAW_BODY_OPTIONS,
    {
      displayName: 'Response Code', name: 'responseCode', type: 'fixedCollection', placeholder: 'Add Response Code',
      default: { values: { responseCode: 200 } },
      displayOptions: { show: { '@version': [{ _cnd: { gte: 2 } }] }, hide: { '/responseMode': ['responseNode'] } },
      options: [{
        name: 'values',
        displayName: 'Values',
        values: [
          {
            displayName: 'Code', name: 'responseCode', type: 'options', default: 200,
            options: [
              { name: '200', value: 200, description: 'OK' },
              { name: '201', value: 201, description: 'Created' },
              { name: '204', value: 204, description: 'No Content' },
              { name: '301', value: 301, description: 'Moved Permanently' },
              { name: '302', value: 302, description: 'Found (temporary redirect)' },
              { name: '304', value: 304, description: 'Not Modified' },
              { name: '400', value: 400, description: 'Bad Request' },
              { name: '401', value: 401, description: 'Unauthorized' },
              { name: '403', value: 403, description: 'Forbidden' },
              { name: '404', value: 404, description: 'Not Found' },
              { name: 'Custom Code', value: 'customCode' },
            ],
            description: 'Status code of the answer',
          },
          {
            displayName: 'Code', name: 'customCode', type: 'number', default: 200,
            placeholder: 'e.g. 400', typeOptions: { minValue: 100 },
            displayOptions: { show: { responseCode: ['customCode'] } },
          },
        ],
      }],
    },
    {
      displayName: 'Response Content-Type', name: 'responseContentType', type: 'string', default: '', placeholder: 'application/xml',
      displayOptions: { show: { '/responseData': ['firstEntryJson'], '/responseMode': ['lastNode'] } },
      description: 'Content type of the answer when it is not JSON',
    },
    {
      displayName: 'Response Data', name: 'responseData', type: 'string', default: '', placeholder: 'success',
      displayOptions: { show: { '/responseMode': ['onReceived'] }, hide: { noResponseBody: [true] } },
      description: 'Body of the immediate answer',
    },
    headerEntries,
  ],
};

export const webhookDescription: INodeTypeDescription = {
  displayName: 'Webhook',
  name: 'n8n-nodes-base.webhook',
  icon: 'file:webhook.svg',
  group: ['trigger'],
  version: [1, 1.1, 2, 2.1],
  defaultVersion: 2.1,
  description: 'Starts the workflow when its URL receives an HTTP request',
  eventTriggerDescription: 'Waiting for a request to the test URL',
  defaults: { name: 'Webhook' },
  triggerPanel: {
    header: '',
    executionsHelp: {
      inactive: 'Listen for a test event, then send a request to the test URL: the run shows in the editor.',
      active: 'The workflow is active: requests to the production URL start executions, listed under Executions.',
    },
    activationHint: 'Activate the workflow to have its production URL listen all the time (those runs are listed under Executions, not shown here).',
  },
  inputs: [],
  // One output per HTTP method when several are accepted.
  outputs: '={{ (Array.isArray($parameter.httpMethod) ? $parameter.httpMethod : [$parameter.httpMethod]).map((method) => ({ type: "main", displayName: method })) }}',
  credentials: [
    { name: 'httpBasicAuth', required: true, displayOptions: { show: { authentication: ['basicAuth'] } } },
    { name: 'httpHeaderAuth', required: true, displayOptions: { show: { authentication: ['headerAuth'] } } },
    { name: 'jwtAuth', required: true, displayOptions: { show: { authentication: ['jwtAuth'] } } },
  ],
  webhooks: [{
    name: 'default',
    httpMethod: '={{$parameter["httpMethod"] || "GET"}}',
    isFullPath: true,
    responseCode: '={{$parameter["responseCode"]}}',
    responseMode: '={{$parameter["responseMode"]}}',
    responseData: '={{$parameter["responseData"]}}',
    responseBinaryPropertyName: '={{$parameter["responseBinaryPropertyName"]}}',
    responseContentType: '={{$parameter["options"]["responseContentType"]}}',
    responsePropertyName: '={{$parameter["options"]["responsePropertyName"]}}',
    path: '={{$parameter["path"]}}',
  }],
  codex: {
    categories: ['Development', 'Core Nodes'],
    subcategories: { 'Core Nodes': ['Helpers'] },
    alias: ['HTTP', 'API', 'Build', 'WH'],
  },
  properties: [
    { displayName: 'Allow Multiple HTTP Methods', name: 'multipleMethods', type: 'boolean', default: false, isNodeSetting: true, description: 'Whether the webhook accepts several HTTP methods, each with its own output' },
    {
      displayName: 'HTTP Method', name: 'httpMethod', type: 'options', default: 'GET', options: METHODS,
      displayOptions: { show: { multipleMethods: [false] } }, description: 'The HTTP method the webhook accepts',
    },
    {
      displayName: 'HTTP Methods', name: 'httpMethod', type: 'multiOptions', default: ['GET', 'POST'], options: METHODS,
      displayOptions: { show: { multipleMethods: [true] } }, description: 'The HTTP methods the webhook accepts',
    },
    {
      displayName: 'Path', name: 'path', type: 'string', default: '', placeholder: 'webhook', required: false,
      description: 'The URL path after /webhook/. Parts starting with a colon are parameters (orders/:id); a path with parameters is placed under the node\'s webhook ID.',
    },
    {
      displayName: 'Authentication', name: 'authentication', type: 'options', default: 'none',
      options: [
        { name: 'Basic Auth', value: 'basicAuth' },
        { name: 'Header Auth', value: 'headerAuth' },
        { name: 'JWT Auth', value: 'jwtAuth' },
        { name: 'None', value: 'none' },
      ],
      description: 'How callers prove who they are',
    },
    {
      displayName: 'Respond', name: 'responseMode', type: 'options', default: 'onReceived', options: RESPONSE_MODES,
      displayOptions: { show: { '@version': [1, 1.1, 2] } }, description: 'When the caller gets its answer',
    },
    {
      displayName: 'Respond', name: 'responseMode', type: 'options', default: 'onReceived',
      options: [...RESPONSE_MODES, { name: 'Streaming', value: 'streaming', description: 'Send data while the workflow runs (not supported yet)' }],
      displayOptions: { hide: { '@version': [1, 1.1, 2] } }, description: 'When the caller gets its answer',
    },
    {
      displayName: 'Add a Respond to Webhook node: it decides when and with what the caller is answered.',
      name: 'webhookNotice', type: 'notice', default: '', displayOptions: { show: { responseMode: ['responseNode'] } },
    },
    {
      displayName: 'Streaming answers need nodes that stream; Weft does not support them yet.',
      name: 'webhookStreamingNotice', type: 'notice', default: '', displayOptions: { show: { responseMode: ['streaming'] } },
    },
    {
      displayName: 'Response Code', name: 'responseCode', type: 'number', default: 200,
      displayOptions: { show: { '@version': [1, 1.1] }, hide: { responseMode: ['responseNode'] } },
      typeOptions: { minValue: 100, maxValue: 599 }, description: 'Status code of the answer',
    },
    {
      displayName: 'Response Data', name: 'responseData', type: 'options', default: 'firstEntryJson',
      displayOptions: { show: { responseMode: ['lastNode'] } },
      options: [
        { name: 'All Entries', value: 'allEntries', description: 'Every item\'s JSON, as an array' },
        { name: 'First Entry JSON', value: 'firstEntryJson', description: 'The first item\'s JSON object' },
        { name: 'First Entry Binary', value: 'firstEntryBinary', description: 'The first item\'s file (binary data)' },
        { name: 'No Response Body', value: 'noData', description: 'An empty answer' },
      ],
      description: 'What the answer holds, taken from the last node\'s items',
    },
    {
      displayName: 'Property Name', name: 'responseBinaryPropertyName', type: 'string', default: 'data', required: true,
      displayOptions: { show: { responseData: ['firstEntryBinary'] } }, description: 'Binary field of the first item to send',
    },
    {
      displayName: 'When you send a custom body, also set a Content-Type response header that matches it.',
      name: 'contentTypeNotice', type: 'notice', default: '', displayOptions: { show: { responseMode: ['onReceived'] } },
    },
    options,
  ],
};
