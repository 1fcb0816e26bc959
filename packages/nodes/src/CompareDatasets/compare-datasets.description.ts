import type { INodeProperties, INodePropertyOptions } from '@weft/workflow';

const option = (name: string, value: string, description?: string): INodePropertyOptions => (description ? { name, value, description } : { name, value });

const RESOLVE_OPTIONS: INodePropertyOptions[] = [
  option('Use Input A Version', 'preferInput1', 'Items that differ are output as input A has them'),
  option('Use Input B Version', 'preferInput2', 'Items that differ are output as input B has them'),
  option('Use a Mix of Versions', 'mix', 'Fields come from one input, some named ones from the other'),
  option('Include Both Versions', 'includeBoth', 'Items that differ list the matching keys, the same fields and each differing field from both inputs'),
];

export const compareDatasetsProperties: INodeProperties[] = [
  {
    displayName: 'Items from the two inputs are paired by the fields to match, then all their other fields are compared. Items are matched by value, so the order of the inputs does not matter.',
    name: 'infoBox',
    type: 'notice',
    default: '',
  },
  {
    displayName: 'Fields to Match',
    name: 'mergeByFields',
    type: 'fixedCollection',
    placeholder: 'Add fields to match',
    default: { values: [{ field1: '', field2: '' }] },
    typeOptions: { multipleValues: true },
    options: [{
      displayName: 'Values',
      name: 'values',
      values: [
        { displayName: 'Input A Field', name: 'field1', type: 'string', default: '', placeholder: 'e.g. id', hint: ' Enter the field name as text' },
        { displayName: 'Input B Field', name: 'field2', type: 'string', default: '', placeholder: 'e.g. id', hint: ' Enter the field name as text' },
      ],
    }],
  },
  {
    displayName: 'When There Are Differences', name: 'resolve', type: 'options', default: 'preferInput2',
    options: RESOLVE_OPTIONS, displayOptions: { show: { '@version': [1, 2] } },
  },
  {
    displayName: 'When There Are Differences', name: 'resolve', type: 'options', default: 'includeBoth',
    options: RESOLVE_OPTIONS, displayOptions: { hide: { '@version': [1, 2] } },
  },
  {
    displayName: 'Fuzzy Compare', name: 'fuzzyCompare', type: 'boolean', default: false,
    description: 'Whether to tolerate small type differences, so that the number 3 and the text "3" are the same',
    displayOptions: { hide: { '@version': [1] } },
  },
  {
    displayName: 'Prefer', name: 'preferWhenMix', type: 'options', default: 'input1',
    options: [option('Input A Version', 'input1'), option('Input B Version', 'input2')],
    displayOptions: { show: { resolve: ['mix'] } },
  },
  {
    displayName: 'For Everything Except', name: 'exceptWhenMix', type: 'string', default: '', placeholder: 'e.g. id, country',
    hint: 'Enter the names of the input fields as text, separated by commas',
    displayOptions: { show: { resolve: ['mix'] } },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    options: [
      {
        displayName: 'Fields to Skip Comparing', name: 'skipFields', type: 'string', default: '', placeholder: 'e.g. updated_at, updated_by',
        hint: 'Enter the field names as text, separated by commas',
      },
      {
        displayName: 'Fuzzy Compare', name: 'fuzzyCompare', type: 'boolean', default: false,
        description: 'Whether to tolerate small type differences, so that the number 3 and the text "3" are the same',
        displayOptions: { show: { '@version': [1] } },
      },
      {
        displayName: 'Disable Dot Notation', name: 'disableDotNotation', type: 'boolean', default: false,
        description: 'Whether field names with dots are names of their own rather than paths into nested objects',
      },
      {
        displayName: 'Multiple Matches', name: 'multipleMatches', type: 'options', default: 'first',
        options: [
          option('Include First Match Only', 'first', 'An item of input A is compared with the first match in input B only'),
          option('Include All Matches', 'all', 'An item of input A is compared with every match in input B'),
        ],
      },
    ],
  },
];
