import type { INodeProperties } from '@weft/workflow';

/** The parameters of If 2 to 2.3 and Filter 2 to 2.3, which save the same conditions and settings. */
export const filterNodeProperties: INodeProperties[] = [
  {
    displayName: 'Conditions', name: 'conditions', type: 'filter', default: {},
    typeOptions: { filter: { caseSensitive: '={{!$parameter.options.ignoreCase}}', typeValidation: '={{$parameter.looseTypeValidation ? "loose" : "strict"}}' } },
  },
  {
    displayName: 'Convert types where required',
    name: 'looseTypeValidation',
    type: 'boolean',
    default: false,
    description: 'Whether to convert values to the compared type (e.g. the text "5" to the number 5) instead of failing',
    displayOptions: { show: { '@version': [{ _cnd: { gte: 2.1 } }] } },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    options: [
      { displayName: 'Ignore Case', name: 'ignoreCase', type: 'boolean', default: true, description: 'Whether text comparisons ignore upper and lower case' },
      {
        displayName: 'Convert types where required',
        name: 'looseTypeValidation',
        type: 'boolean',
        default: true,
        displayOptions: { show: { '@version': [{ _cnd: { lt: 2.1 } }] } },
      },
    ],
  },
];
