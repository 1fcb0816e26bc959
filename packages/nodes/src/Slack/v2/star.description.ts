import type { INodeProperties } from '@weft/workflow';
import { channelModes } from '../locator-modes.js';

/** Slack 2.x, resource Star: stars.add, stars.remove, stars.list. */
export const starProperties: INodeProperties[] = [
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
    displayName: 'Target',
    name: 'target',
    type: 'options',
    required: true,
    displayOptions: { show: { operation: ['add'], resource: ['star'] } },
    default: '',
    options: [{ name: 'Message', value: 'message' }, { name: 'File', value: 'file' }],
  },
  {
    displayName: 'Channel',
    name: 'channelId',
    type: 'resourceLocator',
    displayOptions: { show: { resource: ['star'], operation: ['add'], target: ['message', 'file'] } },
    modes: channelModes(['list', 'id', 'url']),
    default: { mode: 'list', value: '' },
  },
  {
    displayName: 'File ID',
    name: 'fileId',
    type: 'string',
    displayOptions: { show: { resource: ['star'], operation: ['add'], target: ['file'] } },
    default: '',
  },
  {
    displayName: 'Message Timestamp',
    name: 'timestamp',
    type: 'number',
    displayOptions: { show: { resource: ['star'], operation: ['add'], target: ['message'] } },
    default: null,
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    displayOptions: { show: { operation: ['add'], resource: ['star'] } },
    default: {},
    options: [
      { displayName: 'File Comment', name: 'fileComment', type: 'string', default: '' },
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
      { displayName: 'Message Timestamp', name: 'timestamp', type: 'number', default: 0 },
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
