import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';

/** Hands its items on unchanged: a placeholder, or a labelled point in a workflow. */
export class NoOp implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'No Operation',
    name: 'n8n-nodes-base.noOp',
    icon: 'file:no-op.svg',
    group: ['organization'],
    version: 1,
    description: 'Passes items on without changing them',
    defaults: { name: 'No Operation, do nothing', color: '#b0b0b0' },
    inputs: ['main'],
    outputs: ['main'],
    codex: {
      categories: ['Core Nodes'],
      subcategories: { 'Core Nodes': ['Helpers'] },
      alias: ['nothing', 'pass', 'placeholder', 'empty'],
    },
    properties: [],
  };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    // New item objects, so that each item pairs with the input item it came from (not its ancestor).
    return [this.getInputData().map((item, index) => ({ ...item, pairedItem: { item: index } }))];
  }
}
