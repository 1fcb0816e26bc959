import type { INodeProperties, INodePropertyOptions, INodeTypeBaseDescription, INodeTypeDescription } from '@weft/workflow';

export const MERGE_NODE_TYPE = 'n8n-nodes-base.merge';

export const mergeBaseDescription: INodeTypeBaseDescription = {
  displayName: 'Merge',
  name: MERGE_NODE_TYPE,
  icon: 'file:merge.svg',
  group: ['transform'],
  description: 'Brings the items of several inputs together: one after another, side by side or joined on fields',
  defaultVersion: 3.2,
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Flow', 'Data Transformation'] },
    alias: ['join', 'concatenate', 'combine', 'append', 'wait', 'zip', 'union'],
  },
};

export function mergeDescription(own: Pick<INodeTypeDescription, 'version' | 'properties' | 'inputs'> & Partial<INodeTypeDescription>): INodeTypeDescription {
  return {
    ...mergeBaseDescription,
    defaults: { name: 'Merge', color: '#00bbcc' },
    outputs: ['main'],
    ...own,
  } as INodeTypeDescription;
}

export const option = (name: string, value: string | number, description?: string): INodePropertyOptions =>
  (description ? { name, value, description } : { name, value });

/** The clash-handling option of the combine modes; v3 loads the "prefer" choices per number of inputs. */
export function clashHandling(
  defaultValues: Record<string, string | boolean>, resolve: Pick<INodeProperties, 'options' | 'typeOptions'>,
  showMerge: Array<string | { _cnd: { not: string } }>, displayOptions?: INodeProperties['displayOptions'],
): INodeProperties {
  const whenMerging = { show: { resolveClash: showMerge } } as INodeProperties['displayOptions'];
  return {
    displayName: 'Clash Handling',
    name: 'clashHandling',
    type: 'fixedCollection',
    default: { values: defaultValues },
    ...(displayOptions ? { displayOptions } : {}),
    options: [{
      name: 'values',
      displayName: 'Values',
      values: [
        { displayName: 'When Field Values Clash', name: 'resolveClash', type: 'options', default: '', ...resolve },
        {
          displayName: 'Merging Nested Fields', name: 'mergeMode', type: 'options', default: 'deepMerge', displayOptions: whenMerging,
          options: [
            option('Deep Merge', 'deepMerge', 'Merge nested objects field by field'),
            option('Shallow Merge', 'shallowMerge', 'Replace nested objects whole'),
          ],
        },
        {
          displayName: 'Minimize Empty Fields', name: 'overrideEmpty', type: 'boolean', default: false, displayOptions: whenMerging,
          description: 'Whether an empty value of the preferred input may replace a filled one',
        },
      ],
    }],
  };
}

export const fuzzyCompare: INodeProperties = {
  displayName: 'Fuzzy Compare', name: 'fuzzyCompare', type: 'boolean', default: false,
  description: 'Whether values of different types but equal text match (the number 3 and the text "3")',
};
