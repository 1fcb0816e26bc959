import type { INodeProperties } from '@weft/workflow';
import { channelModes } from '../locator-modes.js';

/** Slack 2.x, resource Reaction: reactions.add, reactions.get, reactions.remove. */
export const reactionProperties: INodeProperties[] = [
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
    type: 'resourceLocator',
    required: true,
    displayOptions: { show: { resource: ['reaction'], operation: ['add', 'get', 'remove'] } },
    modes: channelModes(['list', 'id', 'url']),
    default: { mode: 'list', value: '' },
  },
  {
    displayName: 'Message Timestamp',
    name: 'timestamp',
    type: 'number',
    required: true,
    displayOptions: { show: { resource: ['reaction'], operation: ['add', 'get', 'remove'] } },
    default: null,
  },
  {
    displayName: 'Name',
    name: 'name',
    type: 'string',
    required: true,
    displayOptions: { show: { resource: ['reaction'], operation: ['add', 'remove'] } },
    default: '',
  },
];
