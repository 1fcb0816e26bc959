import type { INodeProperties } from '@weft/workflow';

/** Append Row: column mapping (fields on version 3, the resource mapper from 4 on) and how cells are written. */
export const appendProperties: INodeProperties[] = [
  {
    displayName: 'Data Mode', name: 'dataMode', type: 'options', default: 'defineBelow',
    displayOptions: { show: { resource: ['sheet'], operation: ['append'], '@version': [3] }, hide: { sheetName: [''] } },
    options: [{ name: 'Auto-Map Input Data to Columns', value: 'autoMapInputData' }, { name: 'Map Each Column Below', value: 'defineBelow' }, { name: 'Nothing', value: 'nothing' }],
  },
  {
    displayName: "The item fields must be named like the sheet's header row (column names)", name: 'autoMapNotice', type: 'notice', default: '',
    displayOptions: { show: { operation: ['append'], dataMode: ['autoMapInputData'], '@version': [3] }, hide: { sheetName: [''] } },
  },
  {
    displayName: 'Fields to Send', name: 'fieldsUi', type: 'fixedCollection', default: {},
    displayOptions: { show: { resource: ['sheet'], operation: ['append'], dataMode: ['defineBelow'], '@version': [3] }, hide: { sheetName: [''] } },
    typeOptions: { multipleValueButtonText: 'Add Field to Send', multipleValues: true },
    options: [
      { displayName: 'Field', name: 'fieldValues', values: [
        {
          displayName: 'Column', name: 'fieldId', type: 'options', default: '',
          typeOptions: { loadOptionsDependsOn: ['sheetName.value'], loadOptionsMethod: 'getSheetHeaderRowAndSkipEmpty' },
        },
        {
          displayName: 'Value', name: 'fieldValue', type: 'string', default: '',
        },
      ] },
    ],
  },
  {
    displayName: 'Columns', name: 'columns', type: 'resourceMapper', default: { mappingMode: 'defineBelow', value: null },
    required: true,
    noDataExpression: true,
    displayOptions: { show: { resource: ['sheet'], operation: ['append'], '@version': [{ _cnd: { gte: 4 } }] }, hide: { sheetName: [''] } },
    typeOptions: { loadOptionsDependsOn: ['sheetName.value'], resourceMapper: { resourceMapperMethod: 'getMappingColumns', mode: 'add', fieldWords: { singular: 'column', plural: 'columns' }, addAllFields: true, multiKeyMatch: false } },
  },
  {
    displayName: 'Options', name: 'options', type: 'collection', default: {},
    displayOptions: { show: { resource: ['sheet'], operation: ['append'] }, hide: { sheetName: [''] } },
    options: [
      {
        displayName: 'Cell Format', name: 'cellFormat', type: 'options', default: 'USER_ENTERED',
        options: [{ name: 'Let Google Sheets Format', value: 'USER_ENTERED' }, { name: 'Use Format From n8n', value: 'RAW' }],
      },
      {
        displayName: 'Data Location on Sheet', name: 'locationDefine', type: 'fixedCollection', default: { values: {} },
        options: [
          { displayName: 'Values', name: 'values', values: [
            {
              displayName: 'Header Row', name: 'headerRow', type: 'number', default: 1,
              typeOptions: { minValue: 1 },
            },
          ] },
        ],
      },
      {
        displayName: 'When Input Has Columns the Sheet Lacks', name: 'handlingExtraData', type: 'options', default: 'insertInNewColumn',
        displayOptions: { show: { '/dataMode': ['autoMapInputData'] } },
        options: [{ name: 'Insert in New Column(s)', value: 'insertInNewColumn' }, { name: 'Ignore Them', value: 'ignoreIt' }, { name: 'Error', value: 'error' }],
      },
      {
        displayName: 'When Input Has Columns the Sheet Lacks', name: 'handlingExtraData', type: 'options', default: 'insertInNewColumn',
        displayOptions: { show: { '/columns.mappingMode': ['autoMapInputData'] } },
        options: [{ name: 'Insert in New Column(s)', value: 'insertInNewColumn' }, { name: 'Ignore Them', value: 'ignoreIt' }, { name: 'Error', value: 'error' }],
      },
      {
        displayName: 'Minimise API Calls', name: 'useAppend', type: 'boolean', default: false,
      },
    ],
  },
];
