import type { INodeProperties } from '@weft/workflow';

/** Create: a new sheet (tab) in the document. */
export const createProperties: INodeProperties[] = [
  {
    displayName: 'Title', name: 'title', type: 'string', default: 'n8n-sheet',
    required: true,
    displayOptions: { show: { resource: ['sheet'], operation: ['create'] } },
  },
  {
    displayName: 'Options', name: 'options', type: 'collection', default: {},
    displayOptions: { show: { resource: ['sheet'], operation: ['create'] } },
    options: [
      {
        displayName: 'Hidden', name: 'hidden', type: 'boolean', default: false,
      },
      {
        displayName: 'Right To Left', name: 'rightToLeft', type: 'boolean', default: false,
      },
      {
        displayName: 'Sheet ID', name: 'sheetId', type: 'number', default: 0,
      },
      {
        displayName: 'Index', name: 'index', type: 'number', default: 0,
      },
      {
        displayName: 'Tab Colour', name: 'tabColor', type: 'color', default: '0aa55c',
      },
    ],
  },
];
