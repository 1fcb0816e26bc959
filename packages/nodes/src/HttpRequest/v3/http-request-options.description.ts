import type { INodeProperties } from '@weft/workflow';

function redirect(followByDefault: boolean, displayOptions: INodeProperties['displayOptions']): INodeProperties {
  return {
    displayName: 'Redirects',
    name: 'redirect',
    type: 'fixedCollection',
    placeholder: 'Add redirect',
    default: { redirect: {} },
    typeOptions: { multipleValues: false },
    displayOptions,
    options: [{
      name: 'redirect',
      displayName: 'Redirect',
      values: [
        { displayName: 'Follow Redirects', name: 'followRedirects', type: 'boolean', default: followByDefault, noDataExpression: true },
        {
          displayName: 'Max Redirects', name: 'maxRedirects', type: 'number', default: 21,
          displayOptions: { show: { followRedirects: [true] } },
        },
      ],
    }],
  };
}

const pagination: INodeProperties = {
  displayName: 'Pagination',
  name: 'pagination',
  type: 'fixedCollection',
  placeholder: 'Add pagination',
  default: { pagination: {} },
  typeOptions: { multipleValues: false },
  options: [{
    name: 'pagination',
    displayName: 'Pagination',
    values: [
      {
        displayName: 'Pagination Mode', name: 'paginationMode', type: 'options', default: 'updateAParameterInEachRequest',
        options: [
          { name: 'Off', value: 'off' },
          { name: 'Update a Parameter in Each Request', value: 'updateAParameterInEachRequest' },
          { name: 'Response Contains Next URL', value: 'responseContainsNextURL' },
        ],
      },
      { displayName: 'Use $response in expressions to read the last answer.', name: 'webhookNotice', type: 'notice', default: '', displayOptions: { hide: { paginationMode: ['off'] } } },
      { displayName: 'Next URL', name: 'nextURL', type: 'string', default: '', displayOptions: { show: { paginationMode: ['responseContainsNextURL'] } } },
      {
        displayName: 'Parameters', name: 'parameters', type: 'fixedCollection', placeholder: 'Add parameter',
        default: { parameters: [{ type: 'qs', name: '', value: '' }] },
        typeOptions: { multipleValues: true },
        displayOptions: { show: { paginationMode: ['updateAParameterInEachRequest'] } },
        options: [{
          name: 'parameters',
          displayName: 'Parameter',
          values: [
            {
              displayName: 'Type', name: 'type', type: 'options', default: 'qs',
              options: [{ name: 'Body', value: 'body' }, { name: 'Header', value: 'headers' }, { name: 'Query', value: 'qs' }],
            },
            { displayName: 'Name', name: 'name', type: 'string', default: '' },
            { displayName: 'Value', name: 'value', type: 'string', default: '' },
          ],
        }],
      },
      {
        displayName: 'Pagination Complete When', name: 'paginationCompleteWhen', type: 'options', default: 'responseIsEmpty',
        displayOptions: { hide: { paginationMode: ['off'] } },
        options: [
          { name: 'Response Is Empty', value: 'responseIsEmpty' },
          { name: 'Receive Specific Status Codes', value: 'receiveSpecificStatusCodes' },
          { name: 'Other', value: 'other' },
        ],
      },
      { displayName: 'Status Codes', name: 'statusCodesWhenComplete', type: 'string', default: '', displayOptions: { show: { paginationCompleteWhen: ['receiveSpecificStatusCodes'] } } },
      { displayName: 'Complete Expression', name: 'completeExpression', type: 'string', default: '', displayOptions: { show: { paginationCompleteWhen: ['other'] } } },
      { displayName: 'Limit Pages Fetched', name: 'limitPagesFetched', type: 'boolean', default: false, noDataExpression: true, displayOptions: { hide: { paginationMode: ['off'] } } },
      { displayName: 'Max Pages', name: 'maxRequests', type: 'number', default: 100, displayOptions: { show: { limitPagesFetched: [true] } } },
      {
        displayName: 'Interval Between Requests (ms)', name: 'requestInterval', type: 'number', default: 0, typeOptions: { minValue: 0 },
        displayOptions: { hide: { paginationMode: ['off'] } },
      },
    ],
  }],
};

/** The "Options" collection of HTTP Request 3 to 4.3. */
export const httpRequestOptions: INodeProperties = {
  displayName: 'Options',
  name: 'options',
  type: 'collection',
  placeholder: 'Add option',
  default: {},
  options: [
    {
      displayName: 'Batching',
      name: 'batching',
      type: 'fixedCollection',
      placeholder: 'Add batching',
      default: { batch: {} },
      typeOptions: { multipleValues: false },
      options: [{
        name: 'batch',
        displayName: 'Batching',
        values: [
          { displayName: 'Items per Batch', name: 'batchSize', type: 'number', default: 50, typeOptions: { minValue: -1 }, description: 'Requests sent together; -1 sends all at once' },
          { displayName: 'Batch Interval (ms)', name: 'batchInterval', type: 'number', default: 1000, typeOptions: { minValue: 0 }, description: 'Pause between batches' },
        ],
      }],
    },
    { displayName: 'Ignore SSL Issues (Insecure)', name: 'allowUnauthorizedCerts', type: 'boolean', default: false, noDataExpression: true },
    {
      displayName: 'Array Format in Query Parameters',
      name: 'queryParameterArrays',
      type: 'options',
      default: 'brackets',
      displayOptions: { show: { '/sendQuery': [true] } },
      options: [
        { name: 'No Brackets (ids=1&ids=2)', value: 'repeat' },
        { name: 'Brackets Only (ids[]=1&ids[]=2)', value: 'brackets' },
        { name: 'Brackets with Indices (ids[0]=1&ids[1]=2)', value: 'indices' },
      ],
    },
    { displayName: 'Lowercase Header Names', name: 'lowercaseHeaders', type: 'boolean', default: true },
    redirect(false, { show: { '@version': [1, 2, 3] } }),
    redirect(true, { hide: { '@version': [1, 2, 3] } }),
    {
      displayName: 'Response',
      name: 'response',
      type: 'fixedCollection',
      placeholder: 'Add response option',
      default: { response: {} },
      typeOptions: { multipleValues: false },
      options: [{
        name: 'response',
        displayName: 'Response',
        values: [
          { displayName: 'Include Response Headers and Status', name: 'fullResponse', type: 'boolean', default: false },
          { displayName: 'Never Error', name: 'neverError', type: 'boolean', default: false, description: 'Whether to succeed whatever status code the server answers' },
          {
            displayName: 'Response Format', name: 'responseFormat', type: 'options', default: 'autodetect', noDataExpression: true,
            options: [
              { name: 'Autodetect', value: 'autodetect' },
              { name: 'File', value: 'file' },
              { name: 'JSON', value: 'json' },
              { name: 'Text', value: 'text' },
            ],
          },
          {
            displayName: 'Put Output in Field', name: 'outputPropertyName', type: 'string', default: 'data', required: true,
            displayOptions: { show: { responseFormat: ['file', 'text'] } },
          },
        ],
      }],
    },
    pagination,
    { displayName: 'Proxy', name: 'proxy', type: 'string', default: '', placeholder: 'http://myproxy:3128' },
    { displayName: 'Timeout (ms)', name: 'timeout', type: 'number', default: 10000, typeOptions: { minValue: 1 } },
  ],
};
