import type { INodeProperties } from '@weft/workflow';
import { baseLocator } from './common.js';

const getMany = { show: { resource: ['base'], operation: ['getMany'] } };

export const baseProperties: INodeProperties[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    default: 'getMany',
    displayOptions: { show: { resource: ['base'] } },
    options: [
      { name: 'Get Many', value: 'getMany', description: 'List the bases the credential can reach', action: 'Get many bases' },
      { name: 'Get Schema', value: 'getSchema', description: 'Get the tables, fields and views of a base', action: 'Get base schema' },
    ],
  },
  { displayName: 'Return All', name: 'returnAll', type: 'boolean', default: true, description: 'Whether to return every base or only up to a limit', displayOptions: getMany },
  {
    displayName: 'Limit', name: 'limit', type: 'number', default: 100, typeOptions: { minValue: 1, maxValue: 100 }, description: 'The most bases to return',
    displayOptions: { show: { returnAll: [false], resource: ['base'], operation: ['getMany'] } },
  },
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: getMany,
    options: [{
      displayName: 'Permission Level', name: 'permissionLevel', type: 'multiOptions', default: [],
      description: 'Only bases where the credential has one of these levels',
      options: [
        { name: 'Comment', value: 'comment' }, { name: 'Create', value: 'create' }, { name: 'Edit', value: 'edit' },
        { name: 'None', value: 'none' }, { name: 'Read', value: 'read' },
      ],
    }],
  },
  { ...baseLocator, displayOptions: { show: { resource: ['base'], operation: ['getSchema'] } } },
];
