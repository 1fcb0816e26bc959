import type { INodeProperties, INodeTypeBaseDescription, INodeTypeDescription } from '@weft/workflow';

export const REMOVE_DUPLICATES_NODE_TYPE = 'n8n-nodes-base.removeDuplicates';

export const removeDuplicatesBaseDescription: INodeTypeBaseDescription = {
  displayName: 'Remove Duplicates',
  name: REMOVE_DUPLICATES_NODE_TYPE,
  icon: 'file:remove-duplicates.svg',
  group: ['transform'],
  description: 'Drops items equal to an earlier item, or already seen in earlier executions',
  defaultVersion: 2,
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Data Transformation'] },
    alias: ['dedupe', 'deduplicate', 'duplicates', 'unique', 'distinct', 'remove'],
  },
};

export function removeDuplicatesDescription(own: Pick<INodeTypeDescription, 'version' | 'properties'>): INodeTypeDescription {
  return {
    ...removeDuplicatesBaseDescription,
    defaults: { name: 'Remove Duplicates' },
    inputs: ['main'],
    outputs: ['main'],
    ...own,
  } as INodeTypeDescription;
}

export const compareProperty: INodeProperties = {
  displayName: 'Compare',
  name: 'compare',
  type: 'options',
  default: 'allFields',
  options: [
    { name: 'All Fields', value: 'allFields' },
    { name: 'All Fields Except', value: 'allFieldsExcept' },
    { name: 'Selected Fields', value: 'selectedFields' },
  ],
  description: 'Which fields decide whether two items are the same',
};

export const fieldsToExcludeProperty: INodeProperties = {
  displayName: 'Fields To Exclude',
  name: 'fieldsToExclude',
  type: 'string',
  default: '',
  placeholder: 'e.g. email, name',
  description: 'Fields, separated by commas, that do not count in the comparison',
  displayOptions: { show: { compare: ['allFieldsExcept'] } },
};

export const fieldsToCompareProperty: INodeProperties = {
  displayName: 'Fields To Compare',
  name: 'fieldsToCompare',
  type: 'string',
  default: '',
  placeholder: 'e.g. email, name',
  description: 'Fields, separated by commas, that decide whether two items are the same',
  displayOptions: { show: { compare: ['selectedFields'] } },
};

export const disableDotNotationOption: INodeProperties = {
  displayName: 'Disable Dot Notation',
  name: 'disableDotNotation',
  type: 'boolean',
  default: false,
  description: 'Whether a name such as "a.b" is one field of that name rather than field "b" inside "a"',
};

export const removeOtherFieldsOption: INodeProperties = {
  displayName: 'Remove Other Fields',
  name: 'removeOtherFields',
  type: 'boolean',
  default: false,
  description: 'Whether the output items keep only the compared fields',
};
