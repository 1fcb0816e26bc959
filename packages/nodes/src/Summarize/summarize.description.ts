import type { INodeProperties } from '@weft/workflow';

/** Which node shows the parameters: they differ a little between Summarize and Item Lists versions. */
export type SummarizeVariant = 'summarize' | 'itemLists1' | 'itemLists3';

function fieldProperty(show: Record<string, string[]> | undefined, hide: Record<string, string[]> | undefined, description: string): INodeProperties {
  return {
    displayName: 'Field',
    name: 'field',
    type: 'string',
    default: '',
    placeholder: 'e.g. price',
    description,
    displayOptions: show ? { show } : { hide: hide ?? {} },
  };
}

/** The "Fields to Summarize", "Fields to Split By" and "Options" parameters. */
export function summarizeProperties(variant: SummarizeVariant): INodeProperties[] {
  // Item Lists 1 and 2 group Max and Min with the numeric aggregations; later versions with Count.
  const numeric = variant === 'itemLists1' ? ['average', 'max', 'min', 'sum'] : ['average', 'sum'];
  const counting = variant === 'itemLists1' ? ['countUnique', 'count'] : ['countUnique', 'count', 'max', 'min'];
  const others = variant === 'itemLists1'
    ? ['average', 'max', 'min', 'sum', 'countUnique', 'count'] : ['average', 'sum', 'countUnique', 'count', 'max', 'min'];
  const includeEmptyFor = variant === 'summarize' ? ['append', 'concatenate', 'count', 'countUnique'] : ['append', 'concatenate'];
  const splitBy = (show: boolean): INodeProperties => ({
    displayName: 'Fields to Split By',
    name: 'fieldsToSplitBy',
    type: 'string',
    default: '',
    placeholder: 'e.g. country, city',
    description: show
      ? 'Fields, separated by commas, whose values nest the summaries in the one output item'
      : 'Fields, separated by commas, whose values make separate summaries (like a group by)',
    displayOptions: show ? { show: { '/options.outputFormat': ['singleItem'] } } : { hide: { '/options.outputFormat': ['singleItem'] } },
  });
  const options: INodeProperties[] = [
    {
      displayName: 'Disable Dot Notation',
      name: 'disableDotNotation',
      type: 'boolean',
      default: false,
      description: 'Whether a name such as "a.b" is one field of that name rather than field "b" inside "a"',
    },
    {
      displayName: 'Output Format',
      name: 'outputFormat',
      type: 'options',
      default: 'separateItems',
      options: [
        { name: 'Each Split in a Separate Item', value: 'separateItems' },
        { name: 'All Splits in a Single Item', value: 'singleItem' },
      ],
    },
    {
      displayName: 'Ignore Items Without Valid Fields to Group By',
      name: 'skipEmptySplitFields',
      type: 'boolean',
      default: false,
      description: 'Whether items whose split fields are missing or empty are left out',
    },
  ];
  if (variant === 'summarize') {
    options.unshift({
      displayName: 'Continue if Field Not Found',
      name: 'continueIfFieldNotFound',
      type: 'boolean',
      default: false,
      description: 'Whether to summarize a field no item has (as empty) instead of failing',
      displayOptions: { hide: { '@version': [{ _cnd: { gte: 1.1 } }] } },
    });
  }
  return [
    {
      displayName: 'Fields to Summarize',
      name: 'fieldsToSummarize',
      type: 'fixedCollection',
      placeholder: 'Add field',
      default: { values: [{ aggregation: 'count', field: '' }] },
      typeOptions: { multipleValues: true },
      options: [
        {
          displayName: '',
          name: 'values',
          values: [
            {
              displayName: 'Aggregation',
              name: 'aggregation',
              type: 'options',
              default: 'count',
              options: [
                { name: 'Append', value: 'append' },
                { name: 'Average', value: 'average' },
                { name: 'Concatenate', value: 'concatenate' },
                { name: 'Count', value: 'count' },
                { name: 'Count Unique', value: 'countUnique' },
                { name: 'Max', value: 'max' },
                { name: 'Min', value: 'min' },
                { name: 'Sum', value: 'sum' },
              ],
            },
            fieldProperty(undefined, { aggregation: others }, 'The field whose values are collected'),
            fieldProperty({ aggregation: numeric }, undefined, 'The field holding numbers'),
            fieldProperty({ aggregation: counting }, undefined, 'The field whose values are counted or compared'),
            {
              displayName: 'Include Empty Values',
              name: 'includeEmpty',
              type: 'boolean',
              default: false,
              description: 'Whether missing, null and empty values count too',
              displayOptions: { show: { aggregation: includeEmptyFor } },
            },
            {
              displayName: 'Separator',
              name: 'separateBy',
              type: 'options',
              default: ',',
              options: [
                { name: 'Comma', value: ',' },
                { name: 'Comma and Space', value: ', ' },
                { name: 'New Line', value: '\n' },
                { name: 'None', value: '' },
                { name: 'Space', value: ' ' },
                { name: 'Other', value: 'other' },
              ],
              displayOptions: { show: { aggregation: ['concatenate'] } },
            },
            {
              displayName: 'Custom Separator',
              name: 'customSeparator',
              type: 'string',
              default: '',
              displayOptions: { show: { aggregation: ['concatenate'], separateBy: ['other'] } },
            },
          ],
        },
      ],
    },
    splitBy(false),
    splitBy(true),
    { displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, options },
  ];
}
