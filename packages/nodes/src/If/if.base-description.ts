import type { INodeTypeBaseDescription, INodeTypeDescription } from '@weft/workflow';

export const IF_NODE_TYPE = 'n8n-nodes-base.if';

export const ifBaseDescription: INodeTypeBaseDescription = {
  displayName: 'If',
  name: IF_NODE_TYPE,
  icon: 'file:if.svg',
  group: ['transform'],
  description: 'Sends each item to the "true" or the "false" output, by conditions',
  defaultVersion: 2.3,
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Flow'] },
    alias: ['if', 'condition', 'conditional', 'compare', 'branch', 'filter'],
  },
};

export function ifDescription(own: Pick<INodeTypeDescription, 'version' | 'properties'> & Partial<INodeTypeDescription>): INodeTypeDescription {
  return {
    ...ifBaseDescription,
    defaults: { name: 'If', color: '#408000' },
    inputs: ['main'],
    outputs: ['main', 'main'],
    outputNames: ['true', 'false'],
    ...own,
  } as INodeTypeDescription;
}
