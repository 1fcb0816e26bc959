import type { INodeProperties } from '@weft/workflow';

/* The base, table and view pickers the record operations share, with n8n's URL patterns. */

const ID_PATTERN = '[a-zA-Z0-9]{2,}';

export const baseLocator: INodeProperties = {
  displayName: 'Base',
  name: 'base',
  type: 'resourceLocator',
  default: { mode: 'list', value: '' },
  required: true,
  modes: [
    { displayName: 'From List', name: 'list', type: 'list', typeOptions: { searchListMethod: 'baseSearch', searchable: true } },
    {
      displayName: 'By URL', name: 'url', type: 'string', placeholder: 'https://airtable.com/app12DiScdfes/tbl9WvGeEPa6lZyVq/viwHdfasdfeieg5p',
      validation: [{ type: 'regex', properties: { regex: `https://airtable.com/(${ID_PATTERN})/.*`, errorMessage: 'Not a valid Airtable base URL' } }],
      extractValue: { type: 'regex', regex: `https://airtable.com/(${ID_PATTERN})` },
    },
    {
      displayName: 'ID', name: 'id', type: 'string', placeholder: 'appD3dfaeidke',
      validation: [{ type: 'regex', properties: { regex: ID_PATTERN, errorMessage: 'Not a valid Airtable base ID' } }],
      url: '=https://airtable.com/{{$value}}',
    },
  ],
};

export const tableLocator: INodeProperties = {
  displayName: 'Table',
  name: 'table',
  type: 'resourceLocator',
  default: { mode: 'list', value: '' },
  required: true,
  typeOptions: { loadOptionsDependsOn: ['base.value'] },
  modes: [
    { displayName: 'From List', name: 'list', type: 'list', typeOptions: { searchListMethod: 'tableSearch', searchable: true } },
    {
      displayName: 'By URL', name: 'url', type: 'string', placeholder: 'https://airtable.com/app12DiScdfes/tblAAAAAAAAAAAAA/viwHdfasdfeieg5p',
      validation: [{ type: 'regex', properties: { regex: `https://airtable.com/${ID_PATTERN}/(${ID_PATTERN})/.*`, errorMessage: 'Not a valid Airtable table URL' } }],
      extractValue: { type: 'regex', regex: `https://airtable.com/${ID_PATTERN}/(${ID_PATTERN})` },
    },
    {
      displayName: 'ID', name: 'id', type: 'string', placeholder: 'tbl3dirwqeidke',
      validation: [{ type: 'regex', properties: { regex: ID_PATTERN, errorMessage: 'Not a valid Airtable table ID' } }],
    },
  ],
};

export const viewLocator: INodeProperties = {
  displayName: 'View',
  name: 'view',
  type: 'resourceLocator',
  default: { mode: 'list', value: '' },
  description: 'Only the records this view shows, in its order',
  modes: [
    { displayName: 'From List', name: 'list', type: 'list', typeOptions: { searchListMethod: 'viewSearch', searchable: true } },
    {
      displayName: 'By URL', name: 'url', type: 'string', placeholder: 'https://airtable.com/app12DiScdfes/tblAAAAAAAAAAAAA/viwHdfasdfeieg5p',
      validation: [{ type: 'regex', properties: { regex: `https://airtable.com/${ID_PATTERN}/${ID_PATTERN}/(${ID_PATTERN})/.*`, errorMessage: 'Not a valid Airtable view URL' } }],
      extractValue: { type: 'regex', regex: `https://airtable.com/${ID_PATTERN}/${ID_PATTERN}/(${ID_PATTERN})` },
    },
    { displayName: 'ID', name: 'id', type: 'string', placeholder: 'viw3dirwqeidke' },
  ],
};

/** The columns mapper of create, update and upsert. */
export function columnsMapper(operation: string, method: 'getColumns' | 'getColumnsWithRecordId', mode: 'add' | 'update'): INodeProperties {
  return {
    displayName: 'Columns',
    name: 'columns',
    type: 'resourceMapper',
    default: { mappingMode: 'defineBelow', value: null },
    noDataExpression: true,
    required: true,
    typeOptions: {
      loadOptionsDependsOn: ['table.value', 'base.value'],
      resourceMapper: {
        resourceMapperMethod: method, mode, fieldWords: { singular: 'column', plural: 'columns' }, addAllFields: true, multiKeyMatch: true,
      },
    },
    displayOptions: { show: { resource: ['record'], operation: [operation] } },
  };
}

/** Typecast, ignored fields and update-all-matches, shared by create, update and upsert. */
export function writeOptions(operation: string): INodeProperties {
  return {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: { show: { resource: ['record'], operation: [operation] } },
    options: [
      {
        displayName: 'Typecast', name: 'typecast', type: 'boolean', default: false,
        description: 'Whether Airtable should convert text to the column\'s type (e.g. create a select option that does not exist yet)',
      },
      {
        displayName: 'Ignore Fields', name: 'ignoreFields', type: 'string', default: '',
        description: 'Comma-separated input fields not to send',
        displayOptions: { show: { '/columns.mappingMode': ['autoMapInputData'] } },
      },
      {
        displayName: 'Update All Matches', name: 'updateAllMatches', type: 'boolean', default: false,
        description: 'Whether to update every record that matches, not only the first one',
        displayOptions: { show: { '/operation': ['update', 'upsert'] } },
      },
    ],
  };
}
