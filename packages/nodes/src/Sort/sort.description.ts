import type { INodeProperties } from '@weft/workflow';

/** The compare code a new Sort node starts with (the saved default; its indentation differs by node). */
export const SORT_CODE_DEFAULT = "// The two items to compare are in the variables a and b\n\t// Access the fields in a.json and b.json\n\t// Return -1 if a should go before b\n\t// Return 1 if b should go before a\n\t// Return 0 if there's no difference\n\n\tfieldName = 'myField';\n\n\tif (a.json[fieldName] < b.json[fieldName]) {\n\treturn -1;\n\t}\n\tif (a.json[fieldName] > b.json[fieldName]) {\n\treturn 1;\n\t}\n\treturn 0;";

/** Sort's parameters; Item Lists shows the same ones under its "Sort" operation. */
export function sortProperties(codeDefault: string): INodeProperties[] {
  return [
    {
      displayName: 'Type',
      name: 'type',
      type: 'options',
      default: 'simple',
      options: [
        { name: 'Simple', value: 'simple' },
        { name: 'Random', value: 'random' },
        { name: 'Code', value: 'code', description: 'Compare two items with JavaScript' },
      ],
      description: 'How to decide the order',
    },
    {
      displayName: 'Fields To Sort By',
      name: 'sortFieldsUi',
      type: 'fixedCollection',
      placeholder: 'Add field to sort by',
      default: {},
      typeOptions: { multipleValues: true },
      displayOptions: { show: { type: ['simple'] } },
      options: [
        {
          displayName: 'Field',
          name: 'sortField',
          values: [
            {
              displayName: 'Field Name',
              name: 'fieldName',
              type: 'string',
              default: '',
              required: true,
              placeholder: 'e.g. price',
              description: 'The field to sort by; later fields order items the earlier ones find equal',
            },
            {
              displayName: 'Order',
              name: 'order',
              type: 'options',
              default: 'ascending',
              options: [
                { name: 'Ascending', value: 'ascending' },
                { name: 'Descending', value: 'descending' },
              ],
            },
          ],
        },
      ],
    },
    {
      displayName: 'Code',
      name: 'code',
      type: 'string',
      default: codeDefault,
      typeOptions: { rows: 10, editor: 'jsEditor' },
      description: 'The body of a function comparing items a and b: a negative number puts a first, a positive one b, 0 keeps their order',
      displayOptions: { show: { type: ['code'] } },
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      displayOptions: { show: { type: ['simple'] } },
      options: [
        {
          displayName: 'Disable Dot Notation',
          name: 'disableDotNotation',
          type: 'boolean',
          default: false,
          description: 'Whether a name such as "a.b" is one field of that name rather than field "b" inside "a"',
        },
      ],
    },
  ];
}
