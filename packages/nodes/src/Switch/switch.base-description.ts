import type { INodeTypeBaseDescription, INodeTypeDescription } from '@weft/workflow';

export const SWITCH_NODE_TYPE = 'n8n-nodes-base.switch';

export const switchBaseDescription: INodeTypeBaseDescription = {
  displayName: 'Switch',
  name: SWITCH_NODE_TYPE,
  icon: 'file:switch.svg',
  group: ['transform'],
  description: 'Sends each item to one of several outputs, by rules or by an expression',
  defaultVersion: 3.4,
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Flow'] },
    alias: ['switch', 'router', 'route', 'case', 'branch', 'if', 'condition'],
  },
};

export function switchDescription(own: Pick<INodeTypeDescription, 'version' | 'properties' | 'outputs'> & Partial<INodeTypeDescription>): INodeTypeDescription {
  return {
    ...switchBaseDescription,
    defaults: { name: 'Switch', color: '#506000' },
    inputs: ['main'],
    ...own,
  } as INodeTypeDescription;
}
