import type { INodeProperties } from '@weft/workflow';

/** Slack 1, resource Reaction. */
export const reactionV1Properties: INodeProperties[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: { show: { resource: ['reaction'] } },
    default: 'add',
    options: [{ name: 'Add', value: 'add' }, { name: 'Get', value: 'get' }, { name: 'Remove', value: 'remove' }],
  },
  {
    displayName: 'Channel',
    name: 'channelId',
    type: 'options',
    required: true,
    typeOptions: { loadOptionsMethod: 'getChannels' },
    displayOptions: { show: { resource: ['reaction'], operation: ['add', 'get', 'remove'] } },
    default: '',
  },
  {
    displayName: 'Name',
    name: 'name',
    type: 'string',
    required: true,
    displayOptions: { show: { resource: ['reaction'], operation: ['add', 'remove'] } },
    default: '',
  },
  {
    displayName: 'Message Timestamp',
    name: 'timestamp',
    type: 'string',
    required: true,
    displayOptions: { show: { resource: ['reaction'], operation: ['add', 'get', 'remove'] } },
    default: '',
  },
];
