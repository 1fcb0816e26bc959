import type { INodeProperties, INodePropertyOptions } from '@weft/workflow';

const option = (name: string, value: string | number): INodePropertyOptions => ({ name, value });

type DataType = 'boolean' | 'dateTime' | 'number' | 'string';

const OPERATIONS: Record<DataType, { fallback: string; options: INodePropertyOptions[] }> = {
  boolean: { fallback: 'equal', options: [option('Equal', 'equal'), option('Not Equal', 'notEqual')] },
  dateTime: { fallback: 'after', options: [option('Occurred After', 'after'), option('Occurred Before', 'before')] },
  number: {
    fallback: 'smaller',
    options: [
      option('Smaller', 'smaller'), option('Smaller or Equal', 'smallerEqual'), option('Equal', 'equal'),
      option('Not Equal', 'notEqual'), option('Larger', 'larger'), option('Larger or Equal', 'largerEqual'),
    ],
  },
  string: {
    fallback: 'equal',
    options: [
      option('Contains', 'contains'), option('Does Not Contain', 'notContains'), option('Ends With', 'endsWith'),
      option('Does Not End With', 'notEndsWith'), option('Equal', 'equal'), option('Not Equal', 'notEqual'),
      option('Matches Regex', 'regex'), option('Does Not Match Regex', 'notRegex'), option('Starts With', 'startsWith'),
      option('Does Not Start With', 'notStartsWith'),
    ],
  },
};

const VALUE1_DEFAULTS: Record<DataType, boolean | number | string> = { boolean: false, dateTime: '', number: 0, string: '' };
const VALUE2_DEFAULTS: Record<DataType, boolean | number | string> = { boolean: false, dateTime: 0, number: 0, string: '' };

function value2Of(dataType: DataType): INodeProperties[] {
  const base = { displayName: 'Value 2', name: 'value2', type: dataType, default: VALUE2_DEFAULTS[dataType], description: 'The value to compare with' } as const;
  if (dataType !== 'string') return [base];
  return [
    { ...base, displayOptions: { hide: { operation: ['regex', 'notRegex'] } } },
    { displayName: 'Regex', name: 'value2', type: 'string', default: '', placeholder: '/text/i', displayOptions: { show: { operation: ['regex', 'notRegex'] } } },
  ];
}

/** Version 1 names the output of each rule by number (0 to 3); version 2 names it by a key, the rule's place being its output. */
function ruleTarget(version: 1 | 2): INodeProperties {
  return version === 1
    ? { displayName: 'Output', name: 'output', type: 'number', default: 0, typeOptions: { minValue: 0, maxValue: 3 }, description: 'The output the item goes to when the rule matches' }
    : { displayName: 'Output Name', name: 'outputKey', type: 'string', default: '', description: 'The label of this rule\'s output' };
}

function typedRules(dataType: DataType, version: 1 | 2): INodeProperties[] {
  const show = { dataType: [dataType], mode: ['rules'] };
  return [
    { displayName: 'Value 1', name: 'value1', type: dataType, default: VALUE1_DEFAULTS[dataType], displayOptions: { show }, description: 'The value the rules compare' },
    {
      displayName: 'Routing Rules',
      name: 'rules',
      type: 'fixedCollection',
      placeholder: 'Add routing rule',
      default: {},
      displayOptions: { show },
      typeOptions: version === 1 ? { multipleValues: true } : { multipleValues: true, sortable: true },
      options: [{
        name: 'rules',
        displayName: 'Rules',
        values: [
          { displayName: 'Operation', name: 'operation', type: 'options', default: OPERATIONS[dataType].fallback, options: OPERATIONS[dataType].options },
          ...value2Of(dataType),
          ruleTarget(version),
        ],
      }],
    },
  ];
}

const DATA_TYPE: INodeProperties = {
  displayName: 'Data Type',
  name: 'dataType',
  type: 'options',
  default: 'number',
  displayOptions: { show: { mode: ['rules'] } },
  description: 'The type of value the rules compare',
  options: [option('Boolean', 'boolean'), option('Date & Time', 'dateTime'), option('Number', 'number'), option('String', 'string')],
};

const MODE: INodeProperties = {
  displayName: 'Mode',
  name: 'mode',
  type: 'options',
  default: 'rules',
  description: 'How each item\'s output is chosen',
  options: [option('Expression', 'expression'), option('Rules', 'rules')],
};

const ALL_TYPES: DataType[] = ['boolean', 'dateTime', 'number', 'string'];

/** Switch 1: four fixed outputs. */
export const switchV1Properties: INodeProperties[] = [
  MODE,
  {
    displayName: 'Output', name: 'output', type: 'number', default: 0, typeOptions: { minValue: 0, maxValue: 3 },
    displayOptions: { show: { mode: ['expression'] } }, description: 'The output (0 to 3) each item goes to',
  },
  DATA_TYPE,
  ...ALL_TYPES.flatMap((dataType) => typedRules(dataType, 1)),
  {
    displayName: 'Fallback Output', name: 'fallbackOutput', type: 'options', default: -1,
    displayOptions: { show: { mode: ['rules'] } },
    description: 'Where items matching no rule go',
    options: [option('None', -1), option('0', 0), option('1', 1), option('2', 2), option('3', 3)],
  },
];

/** Switch 2: one output per rule, or `outputsAmount` outputs in expression mode. */
export const switchV2Properties: INodeProperties[] = [
  MODE,
  {
    displayName: 'Output', name: 'output', type: 'string', default: '',
    displayOptions: { show: { mode: ['expression'] } }, description: 'The output index each item goes to, usually an expression',
  },
  {
    displayName: 'Outputs Amount', name: 'outputsAmount', type: 'number', default: 4,
    displayOptions: { show: { mode: ['expression'] } }, description: 'How many outputs the node has',
  },
  DATA_TYPE,
  ...ALL_TYPES.flatMap((dataType) => typedRules(dataType, 2)),
  {
    displayName: 'Fallback Output', name: 'fallbackOutput', type: 'options', default: -1,
    typeOptions: { loadOptionsMethod: 'getFallbackOutputOptions', loadOptionsDependsOn: ['rules.rules'] },
    displayOptions: { show: { mode: ['rules'] } },
    description: 'Where items matching no rule go',
  },
];
