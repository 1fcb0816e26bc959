import type { INodeProperties } from '@weft/workflow';

/* Organization: count, create, update (with organization fields), get, delete, get many, related data. */

export const organizationProperties: INodeProperties[] = [
  { displayName: 'Operation', name: 'operation', type: 'options', default: 'create', noDataExpression: true, displayOptions: { show: { resource: ['organization'] } },
    options: [{ name: 'Count', value: 'count' }, { name: 'Create', value: 'create' }, { name: 'Delete', value: 'delete' }, { name: 'Get', value: 'get' }, { name: 'Get Many', value: 'getAll' }, { name: 'Get Related Data', value: 'getRelatedData' }, { name: 'Update', value: 'update' }] },
  { displayName: 'Name', name: 'name', type: 'string', default: '', required: true, displayOptions: { show: { resource: ['organization'], operation: ['create'] } } },
  { displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', default: {}, displayOptions: { show: { resource: ['organization'], operation: ['create'] } },
    options: [
      { displayName: 'Details', name: 'details', type: 'string', default: '' },
      { displayName: 'Domain Names', name: 'domain_names', type: 'string', default: '' },
      { displayName: 'Notes', name: 'notes', type: 'string', default: '' },
      { displayName: 'Organization Fields', name: 'organizationFieldsUi', type: 'fixedCollection', default: {}, typeOptions: { multipleValues: true },
        options: [
          { displayName: 'Field', name: 'organizationFieldValues', values: [
            { displayName: 'Field Name or ID', name: 'field', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getOrganizationFields' } },
            { displayName: 'Value', name: 'value', type: 'string', default: '' },
          ] },
        ] },
      { displayName: 'Tag Names or IDs', name: 'tags', type: 'multiOptions', default: [], typeOptions: { loadOptionsMethod: 'getTags' } },
    ] },
  { displayName: 'ID', name: 'id', type: 'string', default: '', required: true, displayOptions: { show: { resource: ['organization'], operation: ['update'] } } },
  { displayName: 'Update Fields', name: 'updateFields', type: 'collection', default: {}, displayOptions: { show: { resource: ['organization'], operation: ['update'] } },
    options: [
      { displayName: 'Details', name: 'details', type: 'string', default: '' },
      { displayName: 'Domain Names', name: 'domain_names', type: 'string', default: '' },
      { displayName: 'Name', name: 'name', type: 'string', default: '' },
      { displayName: 'Notes', name: 'notes', type: 'string', default: '' },
      { displayName: 'Organization Fields', name: 'organizationFieldsUi', type: 'fixedCollection', default: {}, typeOptions: { multipleValues: true },
        options: [
          { displayName: 'Field', name: 'organizationFieldValues', values: [
            { displayName: 'Field Name or ID', name: 'field', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getOrganizationFields' } },
            { displayName: 'Value', name: 'value', type: 'string', default: '' },
          ] },
        ] },
      { displayName: 'Tag Names or IDs', name: 'tags', type: 'multiOptions', default: [], typeOptions: { loadOptionsMethod: 'getTags' } },
    ] },
  { displayName: 'ID', name: 'id', type: 'string', default: '', required: true, displayOptions: { show: { resource: ['organization'], operation: ['get'] } } },
  { displayName: 'Return All', name: 'returnAll', type: 'boolean', default: false, displayOptions: { show: { resource: ['organization'], operation: ['getAll'] } } },
  { displayName: 'Limit', name: 'limit', type: 'number', default: 100, displayOptions: { show: { resource: ['organization'], operation: ['getAll'], returnAll: [false] } }, typeOptions: { minValue: 1, maxValue: 100 } },
  { displayName: 'ID', name: 'id', type: 'string', default: '', required: true, displayOptions: { show: { resource: ['organization'], operation: ['delete'] } } },
  { displayName: 'ID', name: 'id', type: 'string', default: '', required: true, displayOptions: { show: { resource: ['organization'], operation: ['getRelatedData'] } } },
];
