import type { INodeProperties } from '@weft/workflow';
import { baseLocator, tableLocator } from '../v2/descriptions/common.js';

/* Airtable 1: one list of operations on a table named by URL or ID; fields as names of the input's fields. */

const byUrlOrId = (locator: INodeProperties, name: string, displayName: string): INodeProperties => ({
  ...locator, name, displayName, default: { mode: 'url', value: '' },
  typeOptions: undefined,
  modes: (locator.modes ?? []).filter((mode) => mode.name !== 'list'),
});

const fieldNames = (operation: string, all: string): INodeProperties => ({
  displayName: 'Fields', name: 'fields', type: 'string', default: [], required: true, placeholder: 'Name',
  typeOptions: { multipleValues: true, multipleValueButtonText: 'Add Field' },
  description: 'The input fields to send, by name',
  displayOptions: { show: { [all]: [false], operation: [operation] } },
});

export const airtableV1Properties: INodeProperties[] = [
  {
    displayName: 'Authentication',
    name: 'authentication',
    type: 'options',
    default: 'airtableApi',
    options: [
      { name: 'Access Token', value: 'airtableTokenApi' },
      { name: 'OAuth2', value: 'airtableOAuth2Api' },
      { name: 'API Key (no longer accepted)', value: 'airtableApi' },
    ],
  },
  {
    displayName: 'This is an older version of the Airtable node: add a new Airtable node for column mapping and base operations.',
    name: 'oldVersionNotice', type: 'notice', default: '',
  },
  {
    displayName: 'Airtable stopped accepting API keys: choose Access Token or OAuth2.',
    name: 'deprecated', type: 'notice', default: '', displayOptions: { show: { authentication: ['airtableApi'] } },
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    default: 'read',
    options: [
      { name: 'Append', value: 'append', description: 'Add records to a table', action: 'Append data to a table' },
      { name: 'Delete', value: 'delete', description: 'Delete records by ID', action: 'Delete data from a table' },
      { name: 'List', value: 'list', description: 'List the records of a table', action: 'List data from a table' },
      { name: 'Read', value: 'read', description: 'Read a record by ID', action: 'Read data from a table' },
      { name: 'Update', value: 'update', description: 'Update records by ID', action: 'Update data in a table' },
    ],
  },
  byUrlOrId(baseLocator, 'application', 'Base'),
  byUrlOrId(tableLocator, 'table', 'Table'),
  {
    displayName: 'Add All Fields', name: 'addAllFields', type: 'boolean', default: true,
    description: 'Whether to send every field of the input item', displayOptions: { show: { operation: ['append'] } },
  },
  fieldNames('append', 'addAllFields'),
  { displayName: 'ID', name: 'id', type: 'string', default: '', required: true, description: 'The record to delete', displayOptions: { show: { operation: ['delete'] } } },
  { displayName: 'Return All', name: 'returnAll', type: 'boolean', default: true, description: 'Whether to return every record or only up to a limit', displayOptions: { show: { operation: ['list'] } } },
  {
    displayName: 'Limit', name: 'limit', type: 'number', default: 100, typeOptions: { minValue: 1, maxValue: 100 }, description: 'The most records to return',
    displayOptions: { show: { operation: ['list'], returnAll: [false] } },
  },
  {
    displayName: 'Download Attachments', name: 'downloadAttachments', type: 'boolean', default: false,
    description: 'Whether to download the files of attachment fields', displayOptions: { show: { operation: ['list'] } },
  },
  {
    displayName: 'Download Fields', name: 'downloadFieldNames', type: 'string', default: '', required: true,
    description: 'Comma-separated attachment fields to download', displayOptions: { show: { operation: ['list'], downloadAttachments: [true] } },
  },
  {
    displayName: 'Additional Options', name: 'additionalOptions', type: 'collection', placeholder: 'Add option', default: {},
    displayOptions: { show: { operation: ['list'] } },
    options: [
      {
        displayName: 'Fields', name: 'fields', type: 'string', default: [], placeholder: 'Name',
        typeOptions: { multipleValues: true, multipleValueButtonText: 'Add Field' }, description: 'Only these fields in the output',
      },
      { displayName: 'Filter By Formula', name: 'filterByFormula', type: 'string', default: '', placeholder: 'NOT({Name} = \'\')', description: 'An Airtable formula the records must satisfy' },
      {
        displayName: 'Sort', name: 'sort', placeholder: 'Add sort rule', type: 'fixedCollection', default: {}, typeOptions: { multipleValues: true },
        options: [{
          displayName: 'Property', name: 'property',
          values: [
            { displayName: 'Field', name: 'field', type: 'string', default: '', description: 'The field to sort by' },
            { displayName: 'Direction', name: 'direction', type: 'options', default: 'asc', options: [{ name: 'Ascending', value: 'asc' }, { name: 'Descending', value: 'desc' }] },
          ],
        }],
      },
      { displayName: 'View', name: 'view', type: 'string', default: '', placeholder: 'All Stories', description: 'The name or ID of a view' },
    ],
  },
  { displayName: 'ID', name: 'id', type: 'string', default: '', required: true, description: 'The record to read', displayOptions: { show: { operation: ['read'] } } },
  { displayName: 'ID', name: 'id', type: 'string', default: '', required: true, description: 'The record to update', displayOptions: { show: { operation: ['update'] } } },
  {
    displayName: 'Update All Fields', name: 'updateAllFields', type: 'boolean', default: true,
    description: 'Whether to send every field of the input item', displayOptions: { show: { operation: ['update'] } },
  },
  fieldNames('update', 'updateAllFields'),
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {},
    displayOptions: { show: { operation: ['append', 'delete', 'update'] } },
    options: [
      { displayName: 'Bulk Size', name: 'bulkSize', type: 'number', default: 10, typeOptions: { minValue: 1, maxValue: 10 }, description: 'Records per request (Airtable takes up to 10)' },
      {
        displayName: 'Ignore Fields', name: 'ignoreFields', type: 'string', default: '', description: 'Comma-separated input fields not to send',
        displayOptions: { show: { '/operation': ['update'], '/updateAllFields': [true] } },
      },
      {
        displayName: 'Typecast', name: 'typecast', type: 'boolean', default: false, description: 'Whether Airtable should convert text to the field\'s type',
        displayOptions: { show: { '/operation': ['append', 'update'] } },
      },
    ],
  },
];
