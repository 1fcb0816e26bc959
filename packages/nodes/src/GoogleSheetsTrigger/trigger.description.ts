import type { INodeProperties } from '@weft/workflow';
import { MODES } from '../GoogleSheets/v2/locator-modes.js';

/** The trigger's parameters: poll times, the sheet to watch, which changes count and what they output. */
export const triggerProperties: INodeProperties[] = [
  {
    displayName: 'Poll Times', name: 'pollTimes', type: 'fixedCollection', default: { item: [{ mode: 'everyMinute' }] },
    typeOptions: { multipleValues: true, multipleValueButtonText: 'Add Poll Time' },
    options: [
      { displayName: 'Item', name: 'item', values: [
        {
          displayName: 'Mode', name: 'mode', type: 'options', default: 'everyDay',
          options: [{ name: 'Every Minute', value: 'everyMinute' }, { name: 'Every Hour', value: 'everyHour' }, { name: 'Every Day', value: 'everyDay' }, { name: 'Every Week', value: 'everyWeek' }, { name: 'Every Month', value: 'everyMonth' }, { name: 'Every X', value: 'everyX' }, { name: 'Custom', value: 'custom' }],
        },
        {
          displayName: 'Hour', name: 'hour', type: 'number', default: 14,
          displayOptions: { hide: { mode: ['custom', 'everyHour', 'everyMinute', 'everyX'] } },
          typeOptions: { minValue: 0, maxValue: 23 },
        },
        {
          displayName: 'Minute', name: 'minute', type: 'number', default: 0,
          displayOptions: { hide: { mode: ['custom', 'everyMinute', 'everyX'] } },
          typeOptions: { minValue: 0, maxValue: 59 },
        },
        {
          displayName: 'Day Of Month', name: 'dayOfMonth', type: 'number', default: 1,
          displayOptions: { show: { mode: ['everyMonth'] } },
          typeOptions: { minValue: 1, maxValue: 31 },
        },
        {
          displayName: 'Weekday', name: 'weekday', type: 'options', default: '1',
          displayOptions: { show: { mode: ['everyWeek'] } },
          options: [{ name: 'Monday', value: '1' }, { name: 'Tuesday', value: '2' }, { name: 'Wednesday', value: '3' }, { name: 'Thursday', value: '4' }, { name: 'Friday', value: '5' }, { name: 'Saturday', value: '6' }, { name: 'Sunday', value: '0' }],
        },
        {
          displayName: 'Cron Expression', name: 'cronExpression', type: 'string', default: '* * * * * *',
          displayOptions: { show: { mode: ['custom'] } },
        },
        {
          displayName: 'Value', name: 'value', type: 'number', default: 2,
          displayOptions: { show: { mode: ['everyX'] } },
          typeOptions: { minValue: 0, maxValue: 1000 },
        },
        {
          displayName: 'Unit', name: 'unit', type: 'options', default: 'hours',
          displayOptions: { show: { mode: ['everyX'] } },
          options: [{ name: 'Minutes', value: 'minutes' }, { name: 'Hours', value: 'hours' }],
        },
      ] },
    ],
  },
  {
    displayName: 'Authentication', name: 'authentication', type: 'hidden', default: 'triggerOAuth2',
  },
  {
    displayName: 'Document', name: 'documentId', type: 'resourceLocator', default: { mode: 'list', value: '' },
    required: true,
    modes: [MODES.documentId.list, MODES.documentId.url, MODES.documentId.id],
  },
  {
    displayName: 'Sheet', name: 'sheetName', type: 'resourceLocator', default: { mode: 'list', value: '' },
    required: true,
    typeOptions: { loadOptionsDependsOn: ['documentId.value'] },
    modes: [MODES.sheetName.list, MODES.sheetName.url, MODES.sheetName.id],
  },
  {
    displayName: 'Trigger On', name: 'event', type: 'options', default: 'anyUpdate',
    required: true,
    options: [{ name: 'Row Added', value: 'rowAdded' }, { name: 'Row Updated', value: 'rowUpdate' }, { name: 'Row Added or Updated', value: 'anyUpdate' }],
  },
  {
    displayName: 'Include in Output', name: 'includeInOutput', type: 'options', default: 'new',
    displayOptions: { hide: { event: ['rowAdded'] } },
    options: [{ name: 'New Version', value: 'new' }, { name: 'Old Version', value: 'old' }, { name: 'Both Versions', value: 'both' }],
  },
  {
    displayName: 'Options', name: 'options', type: 'collection', default: {},
    options: [
      {
        displayName: 'Columns to Watch', name: 'columnsToWatch', type: 'multiOptions', default: [],
        displayOptions: { show: { '/event': ['anyUpdate', 'rowUpdate'] } },
        typeOptions: { loadOptionsDependsOn: ['sheetName.value'], loadOptionsMethod: 'getSheetHeaderRowAndSkipEmpty' },
      },
      {
        displayName: 'Data Location on Sheet', name: 'dataLocationOnSheet', type: 'fixedCollection', default: { values: { rangeDefinition: 'specifyRangeA1' } },
        options: [
          { displayName: 'Values', name: 'values', values: [
            {
              displayName: 'Range Definition', name: 'rangeDefinition', type: 'options', default: '',
              options: [{ name: 'Range (A1 Notation)', value: 'specifyRangeA1' }, { name: 'Header Row and First Data Row', value: 'specifyRange' }],
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
        displayName: 'Value Render', name: 'valueRender', type: 'options', default: 'UNFORMATTED_VALUE',
        displayOptions: { hide: { '/event': ['anyUpdate', 'rowUpdate'] } },
        options: [{ name: 'Unformatted', value: 'UNFORMATTED_VALUE' }, { name: 'Formatted', value: 'FORMATTED_VALUE' }, { name: 'Formula', value: 'FORMULA' }],
      },
      {
        displayName: 'DateTime Render', name: 'dateTimeRenderOption', type: 'options', default: 'SERIAL_NUMBER',
        displayOptions: { hide: { '/event': ['anyUpdate', 'rowUpdate'] } },
        options: [{ name: 'Serial Number', value: 'SERIAL_NUMBER' }, { name: 'Formatted String', value: 'FORMATTED_STRING' }],
      },
    ],
  },
];
