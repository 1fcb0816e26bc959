import type { INodeProperties } from '@weft/workflow';

/** Get Row(s): filters, how they combine, where the data is and how values are rendered. */
export const readProperties: INodeProperties[] = [
  {
    displayName: 'Filters', name: 'filtersUI', type: 'fixedCollection', default: {},
    displayOptions: { show: { resource: ['sheet'], operation: ['read'] }, hide: { sheetName: [''] } },
    typeOptions: { multipleValueButtonText: 'Add Filter', multipleValues: true },
    options: [
      { displayName: 'Values', name: 'values', values: [
        {
          displayName: 'Column', name: 'lookupColumn', type: 'options', default: '',
          typeOptions: { loadOptionsDependsOn: ['sheetName.value'], loadOptionsMethod: 'getSheetHeaderRowWithGeneratedColumnNames' },
        },
        {
          displayName: 'Value', name: 'lookupValue', type: 'string', default: '',
        },
      ] },
    ],
  },
  {
    displayName: 'Combine Filters', name: 'combineFilters', type: 'options', default: 'OR',
    displayOptions: { show: { '@version': [{ _cnd: { lt: 4.3 } }], resource: ['sheet'], operation: ['read'] }, hide: { sheetName: [''] } },
    options: [{ name: 'AND', value: 'AND' }, { name: 'OR', value: 'OR' }],
  },
  {
    displayName: 'Combine Filters', name: 'combineFilters', type: 'options', default: 'AND',
    displayOptions: { show: { '@version': [{ _cnd: { gte: 4.3 } }], resource: ['sheet'], operation: ['read'] }, hide: { sheetName: [''] } },
    options: [{ name: 'AND', value: 'AND' }, { name: 'OR', value: 'OR' }],
  },
  {
    displayName: 'Options', name: 'options', type: 'collection', default: {},
    displayOptions: { show: { resource: ['sheet'], operation: ['read'] }, hide: { sheetName: [''] } },
    options: [
      {
        displayName: 'Data Location on Sheet', name: 'dataLocationOnSheet', type: 'fixedCollection', default: { values: { rangeDefinition: 'detectAutomatically' } },
        options: [
          { displayName: 'Values', name: 'values', values: [
            {
              displayName: 'Range Definition', name: 'rangeDefinition', type: 'options', default: '',
              options: [{ name: 'Detect Automatically', value: 'detectAutomatically' }, { name: 'Range (A1 Notation)', value: 'specifyRangeA1' }, { name: 'Header Row and First Data Row', value: 'specifyRange' }],
            },
            {
              displayName: 'Read Rows Until', name: 'readRowsUntil', type: 'options', default: 'lastRowInSheet',
              displayOptions: { show: { rangeDefinition: ['detectAutomatically'] } },
              options: [{ name: 'First Empty Row', value: 'firstEmptyRow' }, { name: 'Last Row in Sheet', value: 'lastRowInSheet' }],
            },
            {
              displayName: 'Header Row', name: 'headerRow', type: 'number', default: 1,
              displayOptions: { show: { rangeDefinition: ['specifyRange'] } },
              typeOptions: { minValue: 1 },
            },
            {
              displayName: 'First Data Row', name: 'firstDataRow', type: 'number', default: 2,
              displayOptions: { show: { rangeDefinition: ['specifyRange'] } },
              typeOptions: { minValue: 1 },
            },
            {
              displayName: 'Range', name: 'range', type: 'string', default: '',
              displayOptions: { show: { rangeDefinition: ['specifyRangeA1'] } },
            },
          ] },
        ],
      },
      {
        displayName: 'Output Formatting', name: 'outputFormatting', type: 'fixedCollection', default: { values: { general: 'UNFORMATTED_VALUE', date: 'FORMATTED_STRING' } },
        options: [
          { displayName: 'Values', name: 'values', values: [
            {
              displayName: 'General Formatting', name: 'general', type: 'options', default: '',
              options: [{ name: 'Values (Unformatted)', value: 'UNFORMATTED_VALUE' }, { name: 'Values (Formatted)', value: 'FORMATTED_VALUE' }, { name: 'Formulas', value: 'FORMULA' }],
            },
            {
              displayName: 'Date Formatting', name: 'date', type: 'options', default: '',
              options: [{ name: 'Formatted Text', value: 'FORMATTED_STRING' }, { name: 'Serial Number', value: 'SERIAL_NUMBER' }],
            },
          ] },
        ],
      },
      {
        displayName: 'Return Only First Matching Row', name: 'returnFirstMatch', type: 'boolean', default: false,
        displayOptions: { show: { '@version': [{ _cnd: { gte: 4.5 } }] } },
      },
      {
        displayName: 'When Filter Has Multiple Matches', name: 'returnAllMatches', type: 'options', default: 'returnFirstMatch',
        displayOptions: { show: { '@version': [{ _cnd: { lt: 4.5 } }] } },
        options: [{ name: 'Return First Match', value: 'returnFirstMatch' }, { name: 'Return All Matches', value: 'returnAllMatches' }],
      },
    ],
  },
];
