import type { INodeProperties } from '@weft/workflow';
import { MODES } from '../locator-modes.js';

/** The document resource: create a spreadsheet, delete one. */
export const spreadsheetProperties: INodeProperties[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', default: 'create',
    noDataExpression: true,
    displayOptions: { show: { resource: ['spreadsheet'] } },
    options: [{ name: 'Create', value: 'create' }, { name: 'Delete', value: 'deleteSpreadsheet' }],
  },
  {
    displayName: 'Title', name: 'title', type: 'string', default: '',
    displayOptions: { show: { resource: ['spreadsheet'], operation: ['create'] } },
  },
  {
    displayName: 'Sheets', name: 'sheetsUi', type: 'fixedCollection', default: {},
    displayOptions: { show: { resource: ['spreadsheet'], operation: ['create'] } },
    typeOptions: { multipleValues: true },
    options: [
      { displayName: 'Sheet', name: 'sheetValues', values: [
        {
          displayName: 'Title', name: 'title', type: 'string', default: '',
        },
        {
          displayName: 'Hidden', name: 'hidden', type: 'boolean', default: false,
        },
      ] },
    ],
  },
  {
    displayName: 'Options', name: 'options', type: 'collection', default: {},
    displayOptions: { show: { resource: ['spreadsheet'], operation: ['create'] } },
    options: [
      {
        displayName: 'Locale', name: 'locale', type: 'string', default: '',
      },
      {
        displayName: 'Recalculation Interval', name: 'autoRecalc', type: 'options', default: '',
        options: [{ name: 'Default', value: '' }, { name: 'On Change', value: 'ON_CHANGE' }, { name: 'On Change and Every Minute', value: 'MINUTE' }, { name: 'On Change and Every Hour', value: 'HOUR' }],
      },
    ],
  },
  {
    displayName: 'Document', name: 'documentId', type: 'resourceLocator', default: { mode: 'list', value: '' },
    required: true,
    displayOptions: { show: { resource: ['spreadsheet'], operation: ['deleteSpreadsheet'] } },
    modes: [MODES.documentId.list, MODES.documentId.url, MODES.documentId.id],
  },
];
