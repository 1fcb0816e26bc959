import type { INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';

/** Starts a workflow when someone runs it by hand from the editor. */
export class ManualTrigger implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Manual Trigger',
    name: 'n8n-nodes-base.manualTrigger',
    icon: 'file:manual-trigger.svg',
    group: ['trigger'],
    version: 1,
    description: 'Starts the workflow when you run it from the editor',
    eventTriggerDescription: '',
    maxNodes: 1,
    defaults: { name: 'When clicking ‘Execute workflow’', color: '#909298' },
    inputs: [],
    outputs: ['main'],
    codex: {
      categories: ['Core Nodes'],
      subcategories: { 'Core Nodes': ['Triggers'] },
      alias: ['manual', 'run', 'start', 'test', 'button'],
    },
    properties: [
      {
        displayName: 'A run of this workflow from the editor starts here. Use the run button on the canvas to try it.',
        name: 'notice',
        type: 'notice',
        default: '',
      },
    ],
  };

  async execute(): Promise<INodeExecutionData[][]> {
    return [[{ json: {} }]];
  }
}
