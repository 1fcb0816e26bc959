import type { INodeProperties } from '@weft/workflow';

const withBody = { show: { '/requestMethod': ['PATCH', 'POST', 'PUT'] } };

/** The Options collection of HTTP Request 1 and 2 (n8n lists them by label). */
export const legacyHttpOptions: INodeProperties = {
  displayName: 'Options',
  name: 'options',
  type: 'collection',
  placeholder: 'Add option',
  default: {},
  options: [
    {
      displayName: 'Batch Interval', name: 'batchInterval', type: 'number', typeOptions: { minValue: 0 }, default: 1000,
      description: 'Milliseconds to wait between two batches of requests (0 for none)',
    },
    {
      displayName: 'Batch Size', name: 'batchSize', type: 'number', typeOptions: { minValue: -1 }, default: 50,
      description: 'Items sent per batch (-1 or 0: all at once)',
    },
    {
      displayName: 'Body Content Type',
      name: 'bodyContentType',
      type: 'options',
      displayOptions: withBody,
      default: 'json',
      options: [
        { name: 'JSON', value: 'json' },
        { name: 'Raw/Custom', value: 'raw' },
        { name: 'Form-Data Multipart', value: 'multipart-form-data' },
        { name: 'Form Encoded', value: 'form-urlencoded' },
      ],
      description: 'How the body is encoded',
    },
    {
      displayName: 'Full Response', name: 'fullResponse', type: 'boolean', default: false,
      description: 'Whether to output the status code, status message and headers along with the body',
    },
    {
      displayName: 'Follow All Redirects', name: 'followAllRedirects', type: 'boolean', default: false,
      description: 'Whether to follow redirects for every method, not only GET and HEAD',
    },
    {
      displayName: 'Follow GET/HEAD Redirect', name: 'followRedirect', type: 'boolean', default: true,
      description: 'Whether to follow redirects answered to GET and HEAD requests',
    },
    {
      displayName: 'Ignore Response Code', name: 'ignoreResponseCode', type: 'boolean', default: false,
      description: 'Whether to output the answer even when its status is an error',
    },
    {
      displayName: 'MIME Type', name: 'bodyContentCustomMimeType', type: 'string', default: '', placeholder: 'text/xml',
      displayOptions: withBody, description: 'The Content-Type header to send with a raw body',
    },
    {
      displayName: 'Proxy', name: 'proxy', type: 'string', default: '', placeholder: 'http://proxy.example.com:8080',
      description: 'An HTTP proxy to send the request through (not supported yet)',
    },
    {
      displayName: 'Split Into Items', name: 'splitIntoItems', type: 'boolean', default: false,
      displayOptions: { show: { '/responseFormat': ['json'] } },
      description: 'Whether an array answer becomes one item per element',
    },
    {
      displayName: 'Timeout', name: 'timeout', type: 'number', typeOptions: { minValue: 1 }, default: 10000,
      description: 'Milliseconds to wait for the server to answer before giving up',
    },
    {
      displayName: 'Use Querystring', name: 'useQueryString', type: 'boolean', default: false,
      description: 'Whether to send a list in the query by repeating its name (a=1&a=2) instead of with indexes',
    },
  ],
};
