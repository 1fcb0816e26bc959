import type { INodeProperties } from '@weft/workflow';

const FILTER_OPTIONS = {
  caseSensitive: '={{!$parameter.options.ignoreCase}}',
  typeValidation: '={{($nodeVersion < 3.1 ? $parameter.options.looseTypeValidation : $parameter.looseTypeValidation) ? "loose" : "strict"}}',
};

/** Switch 3 to 3.4: rules of filter conditions, or an expression naming the output. */
export const switchV3Properties: INodeProperties[] = [
  {
    displayName: 'Mode',
    name: 'mode',
    type: 'options',
    default: 'rules',
    noDataExpression: true,
    description: 'How each item\'s output is chosen',
    options: [
      { name: 'Rules', value: 'rules', description: 'One output per rule; an item goes to the rule it matches' },
      { name: 'Expression', value: 'expression', description: 'An expression gives each item\'s output number' },
    ],
  },
  {
    displayName: 'Number of Outputs', name: 'numberOutputs', type: 'number', default: 4, noDataExpression: true,
    displayOptions: { show: { mode: ['expression'], '@version': [{ _cnd: { gte: 3.3 } }] } },
    description: 'How many outputs the node has',
  },
  {
    displayName: 'Number of Outputs', name: 'numberOutputs', type: 'number', default: 4,
    displayOptions: { show: { mode: ['expression'], '@version': [{ _cnd: { lt: 3.3 } }] } },
    description: 'How many outputs the node has',
  },
  {
    displayName: 'Output Index', name: 'output', type: 'number', default: '={{}}',
    displayOptions: { show: { mode: ['expression'] } },
    description: 'The output each item goes to, counted from 0: usually an expression',
  },
  {
    displayName: 'Routing Rules',
    name: 'rules',
    placeholder: 'Add routing rule',
    type: 'fixedCollection',
    typeOptions: { multipleValues: true, sortable: true },
    default: {
      values: [{
        conditions: {
          options: { caseSensitive: true, leftValue: '', typeValidation: 'strict' },
          conditions: [{ leftValue: '', rightValue: '', operator: { type: 'string', operation: 'equals' } }],
          combinator: 'and',
        },
      }],
    },
    displayOptions: { show: { mode: ['rules'] } },
    options: [{
      name: 'values',
      displayName: 'Values',
      values: [
        {
          displayName: 'Conditions', name: 'conditions', type: 'filter', default: {},
          typeOptions: { multipleValues: false, filter: FILTER_OPTIONS },
        },
        { displayName: 'Rename Output', name: 'renameOutput', type: 'boolean', default: false, description: 'Whether to give this rule\'s output a name' },
        {
          displayName: 'Output Name', name: 'outputKey', type: 'string', default: '',
          displayOptions: { show: { renameOutput: [true] } }, description: 'The label of this rule\'s output',
        },
      ],
    }],
  },
  {
    displayName: 'Convert types where required',
    name: 'looseTypeValidation',
    type: 'boolean',
    default: false,
    description: 'Whether to convert values to the compared type (e.g. the text "5" to the number 5) instead of failing',
    displayOptions: { show: { '@version': [{ _cnd: { gte: 3.1 } }] } },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: { show: { mode: ['rules'] } },
    options: [
      {
        displayName: 'Fallback Output', name: 'fallbackOutput', type: 'options', default: 'none',
        typeOptions: { loadOptionsMethod: 'getFallbackOutputOptions', loadOptionsDependsOn: ['rules.values', '/rules', '/rules.values'] },
        description: 'Where items matching no rule go: nowhere, an extra output, or one of the rules\' outputs',
      },
      { displayName: 'Ignore Case', name: 'ignoreCase', type: 'boolean', default: true, description: 'Whether text comparisons ignore upper and lower case' },
      {
        displayName: 'Convert types where required', name: 'looseTypeValidation', type: 'boolean', default: true,
        displayOptions: { show: { '@version': [{ _cnd: { lt: 3.1 } }] } },
      },
      {
        displayName: 'Rename Fallback Output', name: 'renameFallbackOutput', type: 'string', placeholder: 'e.g. Fallback', default: '',
        displayOptions: { show: { fallbackOutput: ['extra'] } }, description: 'The label of the extra output',
      },
      {
        displayName: 'Send data to all matching outputs', name: 'allMatchingOutputs', type: 'boolean', default: false,
        description: 'Whether an item goes to every rule it matches instead of only the first',
      },
    ],
  },
];
