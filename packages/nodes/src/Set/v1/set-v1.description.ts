import type { INodeTypeDescription } from '@weft/workflow';
import { setDescription } from '../set.base-description.js';

function valueGroup(name: string, displayName: string, value: INodeTypeDescription['properties'][number]) {
  return {
    name,
    displayName,
    values: [
      {
        displayName: 'Field Name',
        name: 'name',
        type: 'string' as const,
        default: 'propertyName',
        description: 'Name of the field to write; with dot notation, "a.b" writes field b inside a',
      },
      value,
    ],
  };
}

/** Set versions 1 and 2: typed lists of values. */
export const setV1Description: INodeTypeDescription = setDescription({
  version: [1, 2],
  defaults: { name: 'Set', color: '#0000FF' },
  properties: [
    {
      displayName: 'Only Keep These Fields',
      name: 'keepOnlySet',
      type: 'boolean',
      default: false,
      description: 'Whether to output only the fields set here and drop every other field of the item',
    },
    {
      displayName: 'Values to Set',
      name: 'values',
      type: 'fixedCollection',
      placeholder: 'Add a value',
      default: {},
      typeOptions: { multipleValues: true, sortable: true },
      options: [
        valueGroup('boolean', 'True/False', {
          displayName: 'Value', name: 'value', type: 'boolean', default: false, description: 'The true/false value to write',
        }),
        valueGroup('number', 'Number', {
          displayName: 'Value', name: 'value', type: 'number', default: 0, description: 'The number to write',
        }),
        valueGroup('string', 'Text', {
          displayName: 'Value', name: 'value', type: 'string', default: '', description: 'The text to write',
        }),
      ],
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add an option',
      default: {},
      options: [
        {
          displayName: 'Dot Notation',
          name: 'dotNotation',
          type: 'boolean',
          default: true,
          description: 'Whether a dot in a field name means nesting ("a.b" writes b inside a) rather than a literal dot',
        },
      ],
    },
  ],
});
