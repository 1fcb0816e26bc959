import type { INodeProperties, INodeTypeDescription } from '@weft/workflow';
import { setDescription } from '../set.base-description.js';

const OLD_VERSIONS = [3, 3.1, 3.2];

const fieldValueType = (type: string) => ({ show: { type: [type] } });

/** Set 3.0 to 3.2: the list of fields, each with a name, a type and a value of that type. */
const fields: INodeProperties = {
  displayName: 'Fields to Set',
  name: 'fields',
  type: 'fixedCollection',
  placeholder: 'Add a field',
  default: {},
  typeOptions: { multipleValues: true, sortable: true },
  displayOptions: { show: { '@version': OLD_VERSIONS, mode: ['manual'] } },
  options: [
    {
      displayName: 'Values',
      name: 'values',
      values: [
        { displayName: 'Name', name: 'name', type: 'string', default: '', placeholder: 'e.g. fieldName',
          description: 'Name of the field to write; with dot notation, "a.b" writes field b inside a' },
        {
          displayName: 'Type', name: 'type', type: 'options', default: 'stringValue', description: 'The type the value is converted to',
          options: [
            { name: 'Text', value: 'stringValue' },
            { name: 'Number', value: 'numberValue' },
            { name: 'True/False', value: 'booleanValue' },
            { name: 'List', value: 'arrayValue' },
            { name: 'Object', value: 'objectValue' },
          ],
        },
        { displayName: 'Value', name: 'stringValue', type: 'string', default: '', displayOptions: fieldValueType('stringValue') },
        { displayName: 'Value', name: 'numberValue', type: 'string', default: '', displayOptions: fieldValueType('numberValue') },
        {
          displayName: 'Value', name: 'booleanValue', type: 'options', default: 'true', displayOptions: fieldValueType('booleanValue'),
          options: [{ name: 'True', value: 'true' }, { name: 'False', value: 'false' }],
        },
        { displayName: 'Value', name: 'arrayValue', type: 'string', default: '', placeholder: 'e.g. [ 1, "two" ]',
          displayOptions: fieldValueType('arrayValue') },
        { displayName: 'Value', name: 'objectValue', type: 'json', default: '={}', typeOptions: { rows: 2 },
          displayOptions: fieldValueType('objectValue') },
      ],
    },
  ],
};

const includeOptions = [
  { name: 'Every Other Field', value: 'all', description: 'Keep all the fields of the input item' },
  { name: 'No Other Field', value: 'none', description: 'Output only the fields set here' },
  { name: 'Chosen Fields', value: 'selected', description: 'Keep only the input fields listed' },
  { name: 'All Fields Except', value: 'except', description: 'Keep the input fields, minus the ones listed' },
];

const includeFieldsHelp = 'Comma-separated names of input fields, e.g. id, customer.name';

/** Set 3.0 to 3.4 ("Edit Fields"): fields one by one (manual) or a JSON object (raw). */
export const setV3Description: INodeTypeDescription = setDescription({
  version: [3, 3.1, 3.2, 3.3, 3.4],
  subtitle: '={{$parameter["mode"]}}',
  defaults: { name: 'Edit Fields', color: '#0000FF' },
  properties: [
    {
      displayName: 'Mode', name: 'mode', type: 'options', noDataExpression: true, default: 'manual',
      options: [
        { name: 'Field by Field', value: 'manual', description: 'Name each field and give it a value' },
        { name: 'JSON', value: 'raw', description: 'Write the fields as one JSON object' },
      ],
    },
    {
      displayName: 'Duplicate Items', name: 'duplicateItem', type: 'boolean', default: false, isNodeSetting: true,
      description: 'Whether to output each item several times (only in runs started from the editor, for testing)',
    },
    {
      displayName: 'Extra Copies', name: 'duplicateCount', type: 'number', default: 0, typeOptions: { minValue: 0 },
      displayOptions: { show: { duplicateItem: [true] } }, isNodeSetting: true,
      description: 'How many extra copies of each item to output',
    },
    {
      displayName: 'Copies are only made in runs started from the editor; active workflows output each item once.',
      name: 'duplicateWarning', type: 'notice', default: '', displayOptions: { show: { duplicateItem: [true] } },
    },
    {
      displayName: 'JSON', name: 'jsonOutput', type: 'json', typeOptions: { rows: 5 },
      default: '{\n  "my_field_1": "value",\n  "my_field_2": 1\n}\n',
      displayOptions: { show: { mode: ['raw'] } },
    },
    fields,
    {
      displayName: 'Fields to Set', name: 'assignments', type: 'assignmentCollection', default: {},
      displayOptions: { hide: { '@version': OLD_VERSIONS }, show: { mode: ['manual'] } },
    },
    {
      displayName: 'Input Fields to Keep', name: 'include', type: 'options', default: 'all',
      description: 'Which fields of the input item to output beside the ones set here',
      displayOptions: { show: { '@version': OLD_VERSIONS } },
      options: includeOptions,
    },
    {
      displayName: 'Keep Other Input Fields', name: 'includeOtherFields', type: 'boolean', default: false,
      description: 'Whether to output the input item\'s other fields too, not only the ones set here',
      displayOptions: { hide: { '@version': OLD_VERSIONS } },
    },
    {
      displayName: 'Input Fields to Keep', name: 'include', type: 'options', default: 'all',
      displayOptions: { hide: { '@version': OLD_VERSIONS, '/includeOtherFields': [false] } },
      options: includeOptions.filter((option) => option.value !== 'none'),
    },
    {
      displayName: 'Fields to Keep', name: 'includeFields', type: 'string', default: '', placeholder: 'e.g. id, name',
      description: includeFieldsHelp, displayOptions: { show: { include: ['selected'], '@version': OLD_VERSIONS } },
    },
    {
      displayName: 'Fields to Leave Out', name: 'excludeFields', type: 'string', default: '', placeholder: 'e.g. password',
      description: includeFieldsHelp, displayOptions: { show: { include: ['except'], '@version': OLD_VERSIONS } },
    },
    {
      displayName: 'Fields to Keep', name: 'includeFields', type: 'string', default: '', placeholder: 'e.g. id, name',
      description: includeFieldsHelp,
      displayOptions: { show: { include: ['selected'], '/includeOtherFields': [true] }, hide: { '@version': OLD_VERSIONS } },
    },
    {
      displayName: 'Fields to Leave Out', name: 'excludeFields', type: 'string', default: '', placeholder: 'e.g. password',
      description: includeFieldsHelp,
      displayOptions: { show: { include: ['except'], '/includeOtherFields': [true] }, hide: { '@version': OLD_VERSIONS } },
    },
    {
      displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add an option', default: {},
      options: [
        {
          displayName: 'Keep Binary Data', name: 'includeBinary', type: 'boolean', default: true,
          description: 'Whether the item\'s binary data is passed on',
          displayOptions: { hide: { '@version': [{ _cnd: { gte: 3.4 } }] } },
        },
        {
          displayName: 'Drop Binary Data', name: 'stripBinary', type: 'boolean', default: true,
          description: 'Whether the item\'s binary data is removed from the output',
          displayOptions: { show: { '@version': [{ _cnd: { gte: 3.4 } }], '/includeOtherFields': [true] } },
        },
        {
          displayName: 'Ignore Type Conversion Errors', name: 'ignoreConversionErrors', type: 'boolean', default: false,
          description: 'Whether a value that does not fit its type is written as it is instead of failing the node',
          displayOptions: { show: { '/mode': ['manual'] } },
        },
        {
          displayName: 'Dot Notation', name: 'dotNotation', type: 'boolean', default: true,
          description: 'Whether a dot in a field name means nesting ("a.b" writes b inside a) rather than a literal dot',
        },
      ],
    },
  ],
});
