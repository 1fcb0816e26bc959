import type { INodeProperties } from '@weft/workflow';

/** Slack 1, resource User. */
export const userV1Properties: INodeProperties[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: { show: { resource: ['user'] } },
    default: 'info',
    options: [{ name: 'Get', value: 'info' }, { name: 'Get Many', value: 'getAll' }, { name: 'Get Status', value: 'getPresence' }],
  },
  {
    displayName: 'User',
    name: 'user',
    type: 'string',
    required: true,
    typeOptions: { loadOptionsMethod: 'getUsers' },
    displayOptions: { show: { operation: ['info'], resource: ['user'] } },
    default: '',
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
    type: 'string',
    required: true,
    typeOptions: { loadOptionsMethod: 'getUsers' },
    displayOptions: { show: { operation: ['getPresence'], resource: ['user'] } },
    default: '',
  },
];
