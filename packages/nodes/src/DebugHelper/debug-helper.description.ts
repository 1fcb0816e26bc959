import type { INodeProperties } from '@weft/workflow';

const randomData = { category: ['randomData'] };
const nanoid = { category: ['randomData'], randomDataType: ['nanoid'] };

export const debugHelperProperties: INodeProperties[] = [
  {
    displayName: 'Category',
    name: 'category',
    type: 'options',
    default: 'throwError',
    noDataExpression: true,
    options: [
      { name: 'Do Nothing', value: 'doNothing', description: 'Passes the items on unchanged' },
      { name: 'Throw Error', value: 'throwError', description: 'Fails with an error of the chosen kind' },
      { name: 'Out Of Memory', value: 'oom', description: 'Uses memory, in steps and within safe bounds, and reports it' },
      { name: 'Generate Random Data', value: 'randomData', description: 'Outputs made-up test data' },
    ],
  },
  {
    displayName: 'Error Type',
    name: 'throwErrorType',
    type: 'options',
    default: 'NodeApiError',
    noDataExpression: true,
    displayOptions: { show: { category: ['throwError'] } },
    options: [
      { name: 'NodeApiError', value: 'NodeApiError', description: 'As if a service answered with an error' },
      { name: 'NodeOperationError', value: 'NodeOperationError', description: 'As if the node was set up wrongly' },
      { name: 'Error', value: 'Error', description: 'A plain JavaScript error' },
    ],
  },
  {
    displayName: 'Error Message', name: 'throwErrorMessage', type: 'string', default: 'Node has thrown an error',
    displayOptions: { show: { category: ['throwError'] } },
  },
  {
    displayName: 'Memory Size to Use (MB)', name: 'memorySizeValue', type: 'number', default: 10,
    typeOptions: { minValue: 1, maxValue: 2048 },
    description: 'How much memory to use, in megabytes; capped at 2048 MB and at what the machine can spare',
    displayOptions: { show: { category: ['oom'] } },
  },
  {
    displayName: 'Data Type',
    name: 'randomDataType',
    type: 'options',
    default: 'user',
    noDataExpression: true,
    displayOptions: { show: randomData },
    options: [
      { name: 'Address', value: 'address' },
      { name: 'Coordinates', value: 'latLong' },
      { name: 'Credit Card', value: 'creditCard' },
      { name: 'Email', value: 'email' },
      { name: 'IPv4', value: 'ipv4' },
      { name: 'IPv6', value: 'ipv6' },
      { name: 'MAC', value: 'macAddress' },
      { name: 'NanoIds', value: 'nanoid' },
      { name: 'URL', value: 'url' },
      { name: 'User Data', value: 'user' },
      { name: 'UUID', value: 'uuid' },
      { name: 'Version', value: 'semver' },
    ],
  },
  {
    displayName: 'NanoId Alphabet', name: 'nanoidAlphabet', type: 'string',
    default: '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ',
    displayOptions: { show: nanoid },
  },
  {
    displayName: 'NanoId Length', name: 'nanoidLength', type: 'string', default: '16',
    displayOptions: { show: nanoid },
  },
  {
    displayName: 'Seed', name: 'randomDataSeed', type: 'string', default: '', placeholder: 'e.g. my-test-data',
    description: 'The same seed gives the same data every time; leave empty for new data on each run',
    displayOptions: { show: randomData },
  },
  {
    displayName: 'Number of Items to Generate', name: 'randomDataCount', type: 'number', default: 10,
    typeOptions: { minValue: 1 },
    displayOptions: { show: randomData },
  },
  {
    displayName: 'Output as Single Array', name: 'randomDataSingleArray', type: 'boolean', default: false,
    description: 'Whether to output one item holding the whole list instead of one item per entry',
    displayOptions: { show: randomData },
  },
];
