import type { INodeProperties } from '@weft/workflow';
import { userModes } from '../locator-modes.js';

/** Slack 2.x, resource User: users.info, users.list, users.profile.get/set, users.getPresence. */
export const userProperties: INodeProperties[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: { show: { resource: ['user'] } },
    default: 'info',
    options: [{ name: 'Get', value: 'info' }, { name: 'Get Many', value: 'getAll' }, { name: 'Get Profile', value: 'getProfile' }, { name: 'Get Status', value: 'getPresence' }, { name: 'Update Profile', value: 'updateProfile' }],
  },
  {
    displayName: 'User',
    name: 'user',
    type: 'resourceLocator',
    displayOptions: { show: { operation: ['info', 'getProfile'], resource: ['user'] } },
    modes: userModes(['list', 'id']),
    default: { mode: 'list', value: '' },
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: { show: { resource: ['user'], operation: ['getAll'] } },
    default: false,
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    typeOptions: { minValue: 1, maxValue: 100 },
    displayOptions: { show: { resource: ['user'], operation: ['getAll'], returnAll: [false] } },
    default: 50,
  },
  {
    displayName: 'User',
    name: 'user',
    type: 'resourceLocator',
    displayOptions: { show: { operation: ['getPresence'], resource: ['user'] } },
    modes: userModes(['list', 'id']),
    default: { mode: 'list', value: '' },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    displayOptions: { show: { resource: ['user'], operation: ['updateProfile'] } },
    default: {},
    options: [
      {
        displayName: 'Custom Fields',
        name: 'customFieldUi',
        type: 'fixedCollection',
        typeOptions: { multipleValues: true },
        default: {},
        options: [
          {
            name: 'customFieldValues',
            displayName: 'Custom Field',
            values: [
              { displayName: 'ID', name: 'id', type: 'options', typeOptions: { loadOptionsMethod: 'getTeamFields' }, default: '' },
              { displayName: 'Value', name: 'value', type: 'string', default: '' },
              { displayName: 'Alt', name: 'alt', type: 'string', default: '' },
            ],
          },
        ],
      },
      { displayName: 'Email', name: 'email', type: 'string', default: '' },
      { displayName: 'First Name', name: 'first_name', type: 'string', default: '' },
      { displayName: 'Last Name', name: 'last_name', type: 'string', default: '' },
      {
        displayName: 'Status',
        name: 'status',
        type: 'fixedCollection',
        typeOptions: { multipleValues: true },
        default: {},
        options: [
          {
            name: 'set_status',
            displayName: 'Set Status',
            values: [
              { displayName: 'Status Emoji', name: 'status_emoji', type: 'string', default: '' },
              { displayName: 'Status Expiration', name: 'status_expiration', type: 'dateTime', default: '' },
              { displayName: 'Status Text', name: 'status_text', type: 'string', default: '' },
            ],
          },
        ],
      },
      { displayName: 'User', name: 'user', type: 'string', default: '' },
    ],
  },
];
