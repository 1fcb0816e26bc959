import type { INodeProperties } from '@weft/workflow';

/** Delete Rows or Columns. */
export const deleteProperties: INodeProperties[] = [
  {
    displayName: 'To Delete', name: 'toDelete', type: 'options', default: 'rows',
    displayOptions: { show: { resource: ['sheet'], operation: ['delete'] }, hide: { sheetName: [''] } },
    options: [{ name: 'Rows', value: 'rows' }, { name: 'Columns', value: 'columns' }],
  },
  {
    displayName: 'Start Row Number', name: 'startIndex', type: 'number', default: 2,
    displayOptions: { show: { resource: ['sheet'], operation: ['delete'], toDelete: ['rows'] }, hide: { sheetName: [''] } },
    typeOptions: { minValue: 1 },
  },
  {
    displayName: 'Number to Delete', name: 'numberToDelete', type: 'number', default: 1,
    displayOptions: { show: { resource: ['sheet'], operation: ['delete'], toDelete: ['rows'] }, hide: { sheetName: [''] } },
    typeOptions: { minValue: 1 },
  },
  {
    displayName: 'Start Row Number', name: 'startIndex', type: 'string', default: 'A',
    displayOptions: { show: { resource: ['sheet'], operation: ['delete'], toDelete: ['columns'] }, hide: { sheetName: [''] } },
  },
  {
    displayName: 'Number to Delete', name: 'numberToDelete', type: 'number', default: 1,
    displayOptions: { show: { resource: ['sheet'], operation: ['delete'], toDelete: ['columns'] }, hide: { sheetName: [''] } },
    typeOptions: { minValue: 1 },
  },
];
