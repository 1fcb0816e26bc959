import type { INodeProperties } from '@weft/workflow';

/** Slack 1, resource User Profile: users.profile.get and users.profile.set. */
export const userProfileV1Properties: INodeProperties[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: { show: { resource: ['userProfile'] } },
    default: 'get',
    options: [{ name: 'Get', value: 'get' }, { name: 'Update', value: 'update' }],
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    displayOptions: { show: { resource: ['userProfile'], operation: ['update'] } },
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
      { displayName: 'Status Emoji', name: 'status_emoji', type: 'string', default: '' },
      { displayName: 'Status Expiration', name: 'status_expiration', type: 'dateTime', default: '' },
      { displayName: 'Status Text', name: 'status_text', type: 'string', default: '' },
      { displayName: 'User', name: 'user', type: 'string', default: '' },
    ],
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    displayOptions: { show: { resource: ['userProfile'], operation: ['get'] } },
    default: {},
    options: [
      { displayName: 'Include Labels', name: 'include_labels', type: 'boolean', default: false },
      { displayName: 'User', name: 'user', type: 'string', default: '' },
    ],
  },
];
