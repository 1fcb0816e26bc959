import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';

/** The start node of older workflows (before manual triggers); kept so that they import and run. */
export class Start implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Start',
    name: 'n8n-nodes-base.start',
    icon: 'file:start.svg',
    group: ['input'],
    version: 1,
    description: 'Where older workflows begin a manual run',
    hidden: true,
    maxNodes: 1,
    defaults: { name: 'Start', color: '#00e000' },
    inputs: [],
    outputs: ['main'],
    codex: { categories: ['Core Nodes'], subcategories: { 'Core Nodes': ['Triggers'] }, alias: ['manual', 'begin'] },
    properties: [
      {
        displayName: 'This node only starts a manual run; it needs no settings.',
        name: 'notice',
        type: 'notice',
        default: '',
      },
    ],
  };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    return [this.getInputData().map((item, index) => ({ json: item.json, pairedItem: { item: index } }))];
  }
}
