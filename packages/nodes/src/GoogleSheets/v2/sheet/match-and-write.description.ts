import type { INodeProperties } from '@weft/workflow';

/**
 * What Update Row and Append or Update Row share: the column to match on and the values to write, per
 * version; they differ in their operation, the column mapper's mode and Append or Update's extra option.
 */
export function matchAndWriteProperties(
  operation: 'update' | 'appendOrUpdate', mapperMode: 'update' | 'upsert', extraOptions: INodeProperties[] = [],
): INodeProperties[] {
  return [
    {
      displayName: 'Data Mode', name: 'dataMode', type: 'options', default: 'defineBelow',
      displayOptions: { show: { resource: ['sheet'], operation: [operation], '@version': [3] }, hide: { sheetName: [''] } },
      options: [{ name: 'Auto-Map Input Data to Columns', value: 'autoMapInputData' }, { name: 'Map Each Column Below', value: 'defineBelow' }, { name: 'Nothing', value: 'nothing' }],
    },
    {
      displayName: 'Column to Match On', name: 'columnToMatchOn', type: 'options', default: '',
      displayOptions: { show: { resource: ['sheet'], operation: [operation], '@version': [3] }, hide: { sheetName: [''] } },
      typeOptions: { loadOptionsDependsOn: ['sheetName.value'], loadOptionsMethod: 'getSheetHeaderRowAndSkipEmpty' },
    },
    {
      displayName: 'Value of Column to Match On', name: 'valueToMatchOn', type: 'string', default: '',
      displayOptions: { show: { resource: ['sheet'], operation: [operation], dataMode: ['defineBelow'], '@version': [3] }, hide: { sheetName: [''] } },
    },
    {
      displayName: 'Fields to Send', name: 'fieldsUi', type: 'fixedCollection', default: {},
      displayOptions: { show: { resource: ['sheet'], operation: [operation], dataMode: ['defineBelow'], '@version': [3] }, hide: { sheetName: [''] } },
      typeOptions: { multipleValues: true },
      options: [
        { displayName: 'Values', name: 'values', values: [
          {
            displayName: 'Column', name: 'column', type: 'options', default: '',
            typeOptions: { loadOptionsDependsOn: ['sheetName.value', 'columnToMatchOn'], loadOptionsMethod: 'getSheetHeaderRowAndAddColumn' },
          },
          {
            displayName: 'Column Name', name: 'columnName', type: 'string', default: '',
            displayOptions: { show: { column: ['newColumn'] } },
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
      displayOptions: { show: { resource: ['sheet'], operation: [operation], '@version': [{ _cnd: { gte: 4.7 } }] }, hide: { sheetName: [''] } },
      typeOptions: { loadOptionsDependsOn: ['sheetName.value'], resourceMapper: { resourceMapperMethod: 'getMappingColumns', mode: mapperMode, fieldWords: { singular: 'column', plural: 'columns' }, addAllFields: true, multiKeyMatch: false, allowEmptyValues: true } },
    },
    {
      displayName: 'Columns', name: 'columns', type: 'resourceMapper', default: { mappingMode: 'defineBelow', value: null },
      required: true,
      noDataExpression: true,
      displayOptions: { show: { resource: ['sheet'], operation: [operation], '@version': [{ _cnd: { between: { from: 4, to: 4.6 } } }] }, hide: { sheetName: [''] } },
      typeOptions: { loadOptionsDependsOn: ['sheetName.value'], resourceMapper: { resourceMapperMethod: 'getMappingColumns', mode: mapperMode, fieldWords: { singular: 'column', plural: 'columns' }, addAllFields: true, multiKeyMatch: false } },
    },
    {
      displayName: 'Options', name: 'options', type: 'collection', default: {},
      displayOptions: { show: { resource: ['sheet'], operation: [operation] }, hide: { sheetName: [''] } },
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
              {
                displayName: 'First Data Row', name: 'firstDataRow', type: 'number', default: 2,
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
        ...extraOptions,
      ],
    },
  ];
}
