import type { INodeProperties } from '@weft/workflow';

/** Versions 1 and 2: the spreadsheet by id, an A1 range, a key row and a data start row. */
export const v1Properties: INodeProperties[] = [
  {
    displayName: 'A newer version of this node exists, with more operations and column mapping', name: 'oldVersionNotice', type: 'notice', default: '',
  },
  {
    displayName: 'Authentication', name: 'authentication', type: 'options', default: 'serviceAccount',
    displayOptions: { show: { '@version': [1] } },
    options: [{ name: 'Service Account', value: 'serviceAccount' }, { name: 'OAuth2 (recommended)', value: 'oAuth2' }],
  },
  {
    displayName: 'Authentication', name: 'authentication', type: 'options', default: 'oAuth2',
    displayOptions: { show: { '@version': [2] } },
    options: [{ name: 'OAuth2 (recommended)', value: 'oAuth2' }, { name: 'Service Account', value: 'serviceAccount' }],
  },
  {
    displayName: 'Resource', name: 'resource', type: 'options', default: 'sheet',
    noDataExpression: true,
    options: [{ name: 'Document', value: 'spreadsheet' }, { name: 'Sheet Within Document', value: 'sheet' }],
  },
  {
    displayName: 'Operation', name: 'operation', type: 'options', default: 'read',
    noDataExpression: true,
    displayOptions: { show: { resource: ['sheet'] } },
    options: [{ name: 'Append Row', value: 'append' }, { name: 'Clear', value: 'clear' }, { name: 'Create', value: 'create' }, { name: 'Append or Update', value: 'upsert' }, { name: 'Delete Rows or Columns', value: 'delete' }, { name: 'Lookup', value: 'lookup' }, { name: 'Get Row(s)', value: 'read' }, { name: 'Delete', value: 'remove' }, { name: 'Update Row', value: 'update' }],
  },
  {
    displayName: 'Spreadsheet ID', name: 'sheetId', type: 'string', default: '',
    required: true,
    displayOptions: { show: { resource: ['sheet'] } },
  },
  {
    displayName: 'Range', name: 'range', type: 'string', default: 'A:F',
    required: true,
    displayOptions: { show: { resource: ['sheet'] }, hide: { operation: ['create', 'delete', 'remove'] } },
  },
  {
    displayName: 'To Delete', name: 'toDelete', type: 'fixedCollection', default: {},
    displayOptions: { show: { resource: ['sheet'], operation: ['delete'] } },
    typeOptions: { multipleValues: true },
    options: [
      { displayName: 'Columns', name: 'columns', values: [
        {
          displayName: 'Sheet', name: 'sheetId', type: 'options', default: '',
          required: true,
          typeOptions: { loadOptionsMethod: 'getSheets' },
          options: [],
        },
        {
          displayName: 'Start Index', name: 'startIndex', type: 'number', default: 0,
          typeOptions: { minValue: 0 },
        },
        {
          displayName: 'Amount', name: 'amount', type: 'number', default: 1,
          typeOptions: { minValue: 1 },
        },
      ] },
      { displayName: 'Rows', name: 'rows', values: [
        {
          displayName: 'Sheet', name: 'sheetId', type: 'options', default: '',
          required: true,
          typeOptions: { loadOptionsMethod: 'getSheets' },
          options: [],
        },
        {
          displayName: 'Start Index', name: 'startIndex', type: 'number', default: 0,
          typeOptions: { minValue: 0 },
        },
        {
          displayName: 'Amount', name: 'amount', type: 'number', default: 1,
          typeOptions: { minValue: 1 },
        },
      ] },
    ],
  },
  {
    displayName: 'RAW Data', name: 'rawData', type: 'boolean', default: false,
    displayOptions: { show: { resource: ['sheet'], operation: ['read'] } },
  },
  {
    displayName: 'Data Property', name: 'dataProperty', type: 'string', default: 'data',
    displayOptions: { show: { resource: ['sheet'], operation: ['read'], rawData: [true] } },
  },
  {
    displayName: 'RAW Data', name: 'rawData', type: 'boolean', default: false,
    displayOptions: { show: { resource: ['sheet'], operation: ['update', 'upsert'] } },
  },
  {
    displayName: 'Data Property', name: 'dataProperty', type: 'string', default: 'data',
    displayOptions: { show: { resource: ['sheet'], operation: ['update', 'upsert'], rawData: [true] } },
  },
  {
    displayName: 'Data Start Row', name: 'dataStartRow', type: 'number', default: 1,
    displayOptions: { show: { resource: ['sheet'] }, hide: { operation: ['append', 'create', 'clear', 'delete', 'remove'], rawData: [true] } },
    typeOptions: { minValue: 1 },
  },
  {
    displayName: 'Key Row', name: 'keyRow', type: 'number', default: 0,
    displayOptions: { show: { resource: ['sheet'] }, hide: { operation: ['clear', 'create', 'delete', 'remove'], rawData: [true] } },
    typeOptions: { minValue: 0 },
  },
  {
    displayName: 'Column', name: 'lookupColumn', type: 'string', default: '',
    required: true,
    displayOptions: { show: { resource: ['sheet'], operation: ['lookup'] } },
  },
  {
    displayName: 'Value', name: 'lookupValue', type: 'string', default: '',
    displayOptions: { show: { resource: ['sheet'], operation: ['lookup'] } },
  },
  {
    displayName: 'Key', name: 'key', type: 'string', default: 'id',
    displayOptions: { show: { resource: ['sheet'], operation: ['update', 'upsert'], rawData: [false] } },
  },
  {
    displayName: 'Options', name: 'options', type: 'collection', default: {},
    displayOptions: { show: { resource: ['sheet'], operation: ['append', 'lookup', 'read', 'update', 'upsert'] } },
    options: [
      {
        displayName: 'Continue If Empty', name: 'continue', type: 'boolean', default: false,
        displayOptions: { show: { '/operation': ['lookup', 'read'] } },
      },
      {
        displayName: 'Return All Matches', name: 'returnAllMatches', type: 'boolean', default: false,
        displayOptions: { show: { '/operation': ['lookup'] } },
      },
      {
        displayName: 'Use Path for Key Row', name: 'usePathForKeyRow', type: 'boolean', default: false,
        displayOptions: { show: { '/operation': ['append'] } },
      },
      {
        displayName: 'Value Input Mode', name: 'valueInputMode', type: 'options', default: 'RAW',
        displayOptions: { show: { '/operation': ['append', 'update', 'upsert'] } },
        options: [{ name: 'RAW', value: 'RAW' }, { name: 'User Entered', value: 'USER_ENTERED' }],
      },
      {
        displayName: 'Value Render Mode', name: 'valueRenderMode', type: 'options', default: 'UNFORMATTED_VALUE',
        displayOptions: { show: { '/operation': ['lookup', 'read'] } },
        options: [{ name: 'Formatted Value', value: 'FORMATTED_VALUE' }, { name: 'Formula', value: 'FORMULA' }, { name: 'Unformatted Value', value: 'UNFORMATTED_VALUE' }],
      },
      {
        displayName: 'Value Render Mode', name: 'valueRenderMode', type: 'options', default: 'UNFORMATTED_VALUE',
        displayOptions: { show: { '/operation': ['update', 'upsert'], '/rawData': [false] } },
        options: [{ name: 'Formatted Value', value: 'FORMATTED_VALUE' }, { name: 'Formula', value: 'FORMULA' }, { name: 'Unformatted Value', value: 'UNFORMATTED_VALUE' }],
      },
    ],
  },
  {
    displayName: 'Operation', name: 'operation', type: 'options', default: 'create',
    noDataExpression: true,
    displayOptions: { show: { resource: ['spreadsheet'] } },
    options: [{ name: 'Create', value: 'create' }],
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
          displayName: 'Properties', name: 'propertiesUi', type: 'collection', default: {},
          options: [
            {
              displayName: 'Hidden', name: 'hidden', type: 'boolean', default: false,
            },
            {
              displayName: 'Title', name: 'title', type: 'string', default: '',
            },
          ],
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
    displayName: 'Simplify', name: 'simple', type: 'boolean', default: true,
    displayOptions: { show: { resource: ['sheet'], operation: ['create'] } },
  },
  {
    displayName: 'Options', name: 'options', type: 'collection', default: {},
    displayOptions: { show: { resource: ['sheet'], operation: ['create'] } },
    options: [
      {
        displayName: 'Grid Properties', name: 'gridProperties', type: 'collection', default: {},
        options: [
          {
            displayName: 'Column Count', name: 'columnCount', type: 'number', default: 0,
          },
          {
            displayName: 'Column Group Control After', name: 'columnGroupControlAfter', type: 'boolean', default: false,
          },
          {
            displayName: 'Frozen Column Count', name: 'frozenColumnCount', type: 'number', default: 0,
          },
          {
            displayName: 'Frozen Row Count', name: 'frozenRowCount', type: 'number', default: 0,
          },
          {
            displayName: 'Hide Gridlines', name: 'hideGridlines', type: 'boolean', default: false,
          },
          {
            displayName: 'Row Count', name: 'rowCount', type: 'number', default: 0,
          },
          {
            displayName: 'Row Group Control After', name: 'rowGroupControlAfter', type: 'boolean', default: false,
          },
        ],
      },
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
      {
        displayName: 'Title', name: 'title', type: 'string', default: '',
      },
    ],
  },
  {
    displayName: 'Sheet ID', name: 'id', type: 'string', default: '',
    required: true,
    displayOptions: { show: { resource: ['sheet'], operation: ['remove'] } },
  },
];
