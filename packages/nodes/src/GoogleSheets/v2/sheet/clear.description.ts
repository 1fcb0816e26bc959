import type { INodeProperties } from '@weft/workflow';

/** Clear: the whole sheet, rows, columns or an A1 range. */
export const clearProperties: INodeProperties[] = [
  {
    displayName: 'Clear', name: 'clear', type: 'options', default: 'wholeSheet',
    displayOptions: { show: { resource: ['sheet'], operation: ['clear'] }, hide: { sheetName: [''] } },
    options: [{ name: 'Whole Sheet', value: 'wholeSheet' }, { name: 'Specific Rows', value: 'specificRows' }, { name: 'Specific Columns', value: 'specificColumns' }, { name: 'Specific Range', value: 'specificRange' }],
  },
  {
    displayName: 'Keep First Row', name: 'keepFirstRow', type: 'boolean', default: false,
    displayOptions: { show: { resource: ['sheet'], operation: ['clear'], clear: ['wholeSheet'] }, hide: { sheetName: [''] } },
  },
  {
    displayName: 'Start Row Number', name: 'startIndex', type: 'number', default: 1,
    displayOptions: { show: { resource: ['sheet'], operation: ['clear'], clear: ['specificRows'] }, hide: { sheetName: [''] } },
    typeOptions: { minValue: 1 },
  },
  {
    displayName: 'Number of Rows to Clear', name: 'rowsToDelete', type: 'number', default: 1,
    displayOptions: { show: { resource: ['sheet'], operation: ['clear'], clear: ['specificRows'] }, hide: { sheetName: [''] } },
    typeOptions: { minValue: 1 },
  },
  {
    displayName: 'Start Row Number', name: 'startIndex', type: 'string', default: 'A',
    displayOptions: { show: { resource: ['sheet'], operation: ['clear'], clear: ['specificColumns'] }, hide: { sheetName: [''] } },
  },
  {
    displayName: 'Number of Columns to Clear', name: 'columnsToDelete', type: 'number', default: 1,
    displayOptions: { show: { resource: ['sheet'], operation: ['clear'], clear: ['specificColumns'] }, hide: { sheetName: [''] } },
    typeOptions: { minValue: 1 },
  },
  {
    displayName: 'Range', name: 'range', type: 'string', default: 'A:F',
    required: true,
    displayOptions: { show: { resource: ['sheet'], operation: ['clear'], clear: ['specificRange'] }, hide: { sheetName: [''] } },
  },
];
