import type { INodeTypeBaseDescription, INodeTypeDescription } from '@weft/workflow';

export const FILTER_NODE_TYPE = 'n8n-nodes-base.filter';

export const filterBaseDescription: INodeTypeBaseDescription = {
  displayName: 'Filter',
  name: FILTER_NODE_TYPE,
  icon: 'file:filter.svg',
  group: ['transform'],
  description: 'Keeps only the items that meet the conditions',
  defaultVersion: 2.3,
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Flow'] },
    alias: ['filter', 'remove', 'keep', 'where', 'condition', 'exclude'],
  },
};

export function filterDescription(own: Pick<INodeTypeDescription, 'version' | 'properties'>): INodeTypeDescription {
  return {
    ...filterBaseDescription,
    defaults: { name: 'Filter', color: '#229eff' },
    inputs: ['main'],
    // Only the kept items leave the node; the rest are dropped.
    outputs: ['main'],
    outputNames: ['Kept'],
    ...own,
  } as INodeTypeDescription;
}
