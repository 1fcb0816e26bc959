import type { INodeProperties } from '@weft/workflow';

/** Slack 1, resource Star. */
export const starV1Properties: INodeProperties[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: { show: { resource: ['star'] } },
    default: 'add',
    options: [{ name: 'Add', value: 'add' }, { name: 'Delete', value: 'delete' }, { name: 'Get Many', value: 'getAll' }],
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    displayOptions: { show: { operation: ['add'], resource: ['star'] } },
    default: {},
    options: [
      { displayName: 'Channel', name: 'channelId', type: 'options', typeOptions: { loadOptionsMethod: 'getChannels' }, default: '' },
      { displayName: 'File Comment', name: 'fileComment', type: 'string', default: '' },
      { displayName: 'File ID', name: 'fileId', type: 'string', default: '' },
      { displayName: 'Message Timestamp', name: 'timestamp', type: 'string', default: '' },
    ],
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    displayOptions: { show: { operation: ['delete'], resource: ['star'] } },
    default: {},
    options: [
      { displayName: 'Channel', name: 'channelId', type: 'options', typeOptions: { loadOptionsMethod: 'getChannels' }, default: '' },
      { displayName: 'File ID', name: 'fileId', type: 'string', default: '' },
      { displayName: 'File Comment', name: 'fileComment', type: 'string', default: '' },
      { displayName: 'Message Timestamp', name: 'timestamp', type: 'string', default: '' },
    ],
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: { show: { resource: ['star'], operation: ['getAll'] } },
    default: false,
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    typeOptions: { minValue: 1, maxValue: 100 },
    displayOptions: { show: { resource: ['star'], operation: ['getAll'], returnAll: [false] } },
    default: 50,
  },
];
