import type { INodeTypeBaseDescription, INodeTypeDescription } from '@weft/workflow';

export const SET_NODE_TYPE = 'n8n-nodes-base.set';

/** What every version of the Set node shares. */
export const setBaseDescription: INodeTypeBaseDescription = {
  displayName: 'Set Fields',
  name: SET_NODE_TYPE,
  icon: 'file:set.svg',
  group: ['input'],
  description: 'Adds, changes or removes fields of each item',
  defaultVersion: 3.4,
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Data Transformation'] },
    alias: ['set', 'edit', 'fields', 'assign', 'rename', 'json', 'transform'],
  },
};

/** Descriptions of one group of versions: the shared part plus that group's own. */
export function setDescription(own: Pick<INodeTypeDescription, 'version' | 'defaults' | 'properties'> & Partial<INodeTypeDescription>): INodeTypeDescription {
  return {
    ...setBaseDescription,
    inputs: ['main'],
    outputs: ['main'],
    ...own,
  } as INodeTypeDescription;
}
