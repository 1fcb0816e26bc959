import type { INodeProperties, INodePropertyOptions } from '@weft/workflow';

const option = (name: string, value: string): INodePropertyOptions => ({ name, value });

const value1 = (type: 'boolean' | 'dateTime' | 'number' | 'string', fallback: boolean | number | string): INodeProperties => ({
  displayName: 'Value 1', name: 'value1', type, default: fallback, description: 'The value to compare',
});

/** If 1: typed lists of conditions (boolean, date, number, text). */
export const ifV1Properties: INodeProperties[] = [
  {
    displayName: 'Conditions',
    name: 'conditions',
    type: 'fixedCollection',
    placeholder: 'Add condition',
    default: {},
    typeOptions: { multipleValues: true, sortable: true },
    options: [
      {
        name: 'boolean',
        displayName: 'Boolean',
        values: [
          value1('boolean', false),
          {
            displayName: 'Operation', name: 'operation', type: 'options', default: 'equal',
            options: [option('Equal', 'equal'), option('Not Equal', 'notEqual')],
          },
          { displayName: 'Value 2', name: 'value2', type: 'boolean', default: false, description: 'The value to compare with' },
        ],
      },
      {
        name: 'dateTime',
        displayName: 'Date & Time',
        values: [
          value1('dateTime', ''),
          {
            displayName: 'Operation', name: 'operation', type: 'options', default: 'after',
            options: [option('Occurred After', 'after'), option('Occurred Before', 'before')],
          },
          { displayName: 'Value 2', name: 'value2', type: 'dateTime', default: '', description: 'The date to compare with' },
        ],
      },
      {
        name: 'number',
        displayName: 'Number',
        values: [
          value1('number', 0),
          {
            displayName: 'Operation', name: 'operation', type: 'options', default: 'smaller', noDataExpression: true,
            options: [
              option('Smaller', 'smaller'), option('Smaller or Equal', 'smallerEqual'), option('Equal', 'equal'),
              option('Not Equal', 'notEqual'), option('Larger', 'larger'), option('Larger or Equal', 'largerEqual'),
              option('Is Empty', 'isEmpty'), option('Is Not Empty', 'isNotEmpty'),
            ],
          },
          {
            displayName: 'Value 2', name: 'value2', type: 'number', default: 0,
            displayOptions: { hide: { operation: ['isEmpty', 'isNotEmpty'] } },
          },
        ],
      },
      {
        name: 'string',
        displayName: 'Text',
        values: [
          value1('string', ''),
          {
            displayName: 'Operation', name: 'operation', type: 'options', default: 'equal', noDataExpression: true,
            options: [
              option('Contains', 'contains'), option('Does Not Contain', 'notContains'), option('Ends With', 'endsWith'),
              option('Does Not End With', 'notEndsWith'), option('Equal', 'equal'), option('Not Equal', 'notEqual'),
              option('Matches Regex', 'regex'), option('Does Not Match Regex', 'notRegex'), option('Starts With', 'startsWith'),
              option('Does Not Start With', 'notStartsWith'), option('Is Empty', 'isEmpty'), option('Is Not Empty', 'isNotEmpty'),
            ],
          },
          {
            displayName: 'Value 2', name: 'value2', type: 'string', default: '',
            displayOptions: { hide: { operation: ['isEmpty', 'isNotEmpty', 'regex', 'notRegex'] } },
          },
          {
            displayName: 'Regex', name: 'value2', type: 'string', default: '', placeholder: '/text/i',
            displayOptions: { show: { operation: ['regex', 'notRegex'] } },
          },
        ],
      },
    ],
  },
  {
    displayName: 'Combine',
    name: 'combineOperation',
    type: 'options',
    default: 'all',
    description: 'Whether every condition or any one of them must be met',
    options: [option('ALL conditions must be met', 'all'), option('ANY condition must be met', 'any')],
  },
];
