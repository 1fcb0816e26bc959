import type { INodeProperties } from '@weft/workflow';

/** Split Out's own parameters; Item Lists 3 shows the same ones under its "Split Out Items" operation. */
export const splitOutProperties: INodeProperties[] = [
  {
    displayName: 'Fields To Split Out',
    name: 'fieldToSplitOut',
    type: 'string',
    default: '',
    required: true,
    placeholder: 'e.g. orders, order.lines',
    description: 'The field holding the list to turn into separate items; several fields, separated by commas, split side by side',
  },
  {
    displayName: 'Include',
    name: 'include',
    type: 'options',
    default: 'noOtherFields',
    options: [
      { name: 'No Other Fields', value: 'noOtherFields' },
      { name: 'All Other Fields', value: 'allOtherFields' },
      { name: 'Selected Other Fields', value: 'selectedOtherFields' },
    ],
    description: 'Which fields of the original item each new item also carries',
  },
  {
    displayName: 'Fields To Include',
    name: 'fieldsToInclude',
    type: 'string',
    default: '',
    placeholder: 'e.g. id, customer.name',
    description: 'Fields, separated by commas, copied into each new item',
    displayOptions: { show: { include: ['selectedOtherFields'] } },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    options: [
      {
        displayName: 'Disable Dot Notation',
        name: 'disableDotNotation',
        type: 'boolean',
        default: false,
        description: 'Whether a name such as "a.b" is one field of that name rather than field "b" inside "a"',
      },
      {
        displayName: 'Destination Field Name',
        name: 'destinationFieldName',
        type: 'string',
        default: '',
        placeholder: 'e.g. item',
        description: 'The field each split-out value goes to (one name per field to split out, separated by commas); empty keeps the field\'s name',
      },
      {
        displayName: 'Include Binary',
        name: 'includeBinary',
        type: 'boolean',
        default: false,
        description: 'Whether each new item keeps the binary data of its original item',
      },
    ],
  },
];
