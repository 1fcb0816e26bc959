import type { INodeProperties } from '@weft/workflow';
import { baseLocator, columnsMapper, tableLocator, viewLocator, writeOptions } from './common.js';

const on = (operation: string) => ({ show: { resource: ['record'], operation: [operation] } });

const attachmentFields: INodeProperties = {
  displayName: 'Download Attachments', name: 'downloadFields', type: 'multiOptions', default: [],
  description: 'Attachment columns whose files to download into binary properties',
  typeOptions: { loadOptionsMethod: 'getAttachmentColumns', loadOptionsDependsOn: ['base.value', 'table.value'] },
};

export const recordProperties: INodeProperties[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    default: 'get',
    displayOptions: { show: { resource: ['record'] } },
    options: [
      { name: 'Create', value: 'create', description: 'Create a record', action: 'Create a record' },
      { name: 'Create or Update', value: 'upsert', description: 'Create a record, or update the one that matches', action: 'Create or update a record' },
      { name: 'Delete', value: 'deleteRecord', description: 'Delete a record', action: 'Delete a record' },
      { name: 'Get', value: 'get', description: 'Get one record', action: 'Get a record' },
      { name: 'Search', value: 'search', description: 'Find records', action: 'Search records' },
      { name: 'Update', value: 'update', description: 'Update records that match', action: 'Update a record' },
    ],
  },
  { ...baseLocator, displayOptions: { show: { resource: ['record'] } } },
  { ...tableLocator, displayOptions: { show: { resource: ['record'] } } },
  columnsMapper('create', 'getColumns', 'add'),
  writeOptions('create'),
  {
    displayName: 'Record ID', name: 'id', type: 'string', default: '', required: true, placeholder: 'recXXXXXXXXXXXXXX',
    description: 'The record to delete', displayOptions: on('deleteRecord'),
  },
  {
    displayName: 'Record ID', name: 'id', type: 'string', default: '', required: true, placeholder: 'recXXXXXXXXXXXXXX',
    description: 'The record to get', displayOptions: on('get'),
  },
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: on('get'),
    options: [attachmentFields],
  },
  {
    displayName: 'Filter By Formula', name: 'filterByFormula', type: 'string', default: '', placeholder: 'NOT({Name} = \'Admin\')',
    description: 'An Airtable formula; only records for which it is true are returned', displayOptions: on('search'),
  },
  {
    displayName: 'Return All', name: 'returnAll', type: 'boolean', default: true,
    description: 'Whether to return every matching record or only up to a limit', displayOptions: on('search'),
  },
  {
    displayName: 'Limit', name: 'limit', type: 'number', default: 100, typeOptions: { minValue: 1, maxValue: 100 },
    description: 'The most records to return', displayOptions: { show: { returnAll: [false], resource: ['record'], operation: ['search'] } },
  },
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: on('search'),
    options: [
      attachmentFields,
      {
        displayName: 'Output Fields', name: 'fields', type: 'multiOptions', default: [],
        description: 'Only these columns in the output (all when none are chosen)',
        typeOptions: { loadOptionsMethod: 'getColumns', loadOptionsDependsOn: ['base.value', 'table.value'] },
      },
      viewLocator,
    ],
  },
  {
    displayName: 'Sort', name: 'sort', placeholder: 'Add sort rule', type: 'fixedCollection', default: {}, typeOptions: { multipleValues: true },
    displayOptions: on('search'),
    options: [{
      displayName: 'Property',
      name: 'property',
      values: [
        {
          displayName: 'Field', name: 'field', type: 'options', default: '', description: 'The column to sort by',
          typeOptions: { loadOptionsMethod: 'getColumns', loadOptionsDependsOn: ['base.value', 'table.value'] },
        },
        {
          displayName: 'Direction', name: 'direction', type: 'options', default: 'asc',
          options: [{ name: 'Ascending', value: 'asc' }, { name: 'Descending', value: 'desc' }],
        },
      ],
    }],
  },
  columnsMapper('update', 'getColumnsWithRecordId', 'update'),
  writeOptions('update'),
  columnsMapper('upsert', 'getColumnsWithRecordId', 'update'),
  writeOptions('upsert'),
];
