import type { INodeProperties, INodeTypeDescription } from '@weft/workflow';

const RESPOND_WITH = [
  { name: 'All Incoming Items', value: 'allIncomingItems', description: 'The JSON of every input item, as an array' },
  { name: 'Binary File', value: 'binary', description: 'A file from the first input item' },
  { name: 'First Incoming Item', value: 'firstIncomingItem', description: 'The JSON of the first input item' },
  { name: 'JSON', value: 'json', description: 'A JSON body you write' },
  { name: 'JWT Token', value: 'jwt', description: 'A signed JSON Web Token (not supported yet)' },
  { name: 'No Data', value: 'noData', description: 'An empty body' },
  { name: 'Redirect', value: 'redirect', description: 'Send the caller to another URL' },
  { name: 'Text', value: 'text', description: 'A text body you write' },
];

const respondWith = (displayOptions: INodeProperties['displayOptions'], noDataExpression?: boolean): INodeProperties => ({
  displayName: 'Respond With',
  name: 'respondWith',
  type: 'options',
  options: RESPOND_WITH,
  default: 'firstIncomingItem',
  description: 'What the webhook\'s caller receives',
  displayOptions,
  ...(noDataExpression ? { noDataExpression: true } : {}),
});

export const respondToWebhookDescription: INodeTypeDescription = {
  displayName: 'Respond to Webhook',
  name: 'n8n-nodes-base.respondToWebhook',
  icon: 'file:respond-to-webhook.svg',
  group: ['transform'],
  version: [1, 1.1, 1.2],
  defaultVersion: 1.2,
  description: 'Answers the request that started the workflow through a Webhook node',
  defaults: { name: 'Respond to Webhook' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: [{ name: 'jwtAuth', required: true, displayOptions: { show: { respondWith: ['jwt'] } } }],
  codex: { categories: ['Core Nodes', 'Utility'], subcategories: { 'Core Nodes': ['Helpers'] }, alias: ['Webhook', 'HTTP', 'Response'] },
  properties: [
    {
      displayName: 'Enable Response Output Branch', name: 'enableResponseOutput', type: 'boolean', default: false,
      description: 'Whether to add a second output with the response sent',
      displayOptions: { show: { '@version': [{ _cnd: { gte: 1.4 } }] } },
    },
    {
      displayName: 'The Webhook node that starts the workflow must have "Respond" set to "Using \'Respond to Webhook\' Node". Its caller gets the answer this node sends.',
      name: 'generalNotice', type: 'notice', default: '',
    },
    respondWith({ show: { '@version': [1, 1.1] } }),
    respondWith({ show: { '@version': [{ _cnd: { gte: 1.2 } }] } }, true),
    {
      displayName: 'Credentials', name: 'credentials', type: 'credentials', default: '',
      displayOptions: { show: { respondWith: ['jwt'] } },
    },
    {
      displayName: 'When the body is JSON or text, also set a matching Content-Type header under Options > Response Headers if the caller relies on it.',
      name: 'webhookNotice', type: 'notice', default: '', displayOptions: { show: { respondWith: ['json', 'text', 'jwt'] } },
    },
    {
      displayName: 'Redirect URL', name: 'redirectURL', type: 'string', required: true, default: '',
      placeholder: 'e.g. http://www.example.com', description: 'Where the caller is sent',
      displayOptions: { show: { respondWith: ['redirect'] } },
    },
    {
      displayName: 'Response Body', name: 'responseBody', type: 'json', default: '{\n  "myField": "value"\n}',
      typeOptions: { rows: 4 }, description: 'The JSON to send',
      displayOptions: { show: { respondWith: ['json'] } },
    },
    {
      displayName: 'Payload', name: 'payload', type: 'json', default: '{\n  "myField": "value"\n}',
      typeOptions: { rows: 4 }, description: 'The claims to sign',
      displayOptions: { show: { respondWith: ['jwt'] } },
    },
    {
      displayName: 'Response Body', name: 'responseBody', type: 'string', default: '',
      typeOptions: { rows: 2 }, placeholder: 'e.g. Workflow completed', description: 'The text to send',
      displayOptions: { show: { respondWith: ['text'] } },
    },
    {
      displayName: 'Response Data Source', name: 'responseDataSource', type: 'options', default: 'automatically',
      options: [
        { name: 'Choose Automatically From Input', value: 'automatically', description: 'Use the first input item\'s only binary field' },
        { name: 'Specify Myself', value: 'set', description: 'Name the binary field to send' },
      ],
      displayOptions: { show: { respondWith: ['binary'] } },
    },
    {
      displayName: 'Input Field Name', name: 'inputFieldName', type: 'string', required: true, default: 'data',
      description: 'The binary field of the first input item to send',
      displayOptions: { show: { respondWith: ['binary'], responseDataSource: ['set'] } },
    },
    {
      displayName: 'Without a Content-Type response header, text is sent as text/plain; charset=utf-8.',
      name: 'contentTypeNotice', type: 'notice', default: '', displayOptions: { show: { respondWith: ['text'] } },
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      options: [
        {
          displayName: 'Response Code', name: 'responseCode', type: 'number', default: 200,
          typeOptions: { minValue: 100, maxValue: 599 }, description: 'Status code of the answer',
        },
        {
          displayName: 'Response Headers', name: 'responseHeaders', type: 'fixedCollection', placeholder: 'Add Response Header',
          typeOptions: { multipleValues: true }, default: {}, description: 'Headers sent with the answer',
          options: [{
            name: 'entries',
            displayName: 'Entries',
            values: [
              { displayName: 'Name', name: 'name', type: 'string', default: '', description: 'Header name' },
              { displayName: 'Value', name: 'value', type: 'string', default: '', description: 'Header value' },
            ],
          }],
        },
        {
          displayName: 'Put Response in Field', name: 'responseKey', type: 'string', default: '',
          description: 'Wrap the answer in an object under this field name',
          displayOptions: { show: { '/respondWith': ['allIncomingItems', 'firstIncomingItem'] } },
        },
        {
          displayName: 'Enable Streaming', name: 'enableStreaming', type: 'boolean', default: true,
          description: 'Whether to stream the answer to a caller waiting for a streaming response',
          displayOptions: { show: { '/respondWith': ['allIncomingItems', 'firstIncomingItem', 'text', 'json', 'jwt'], '@version': [{ _cnd: { gte: 1.5 } }] } },
        },
      ],
    },
  ],
};
