import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';

/** What a manual run outputs: the shape of real error data, with example values (as n8n documents it). */
export const ERROR_TRIGGER_SAMPLE = {
  execution: {
    id: '231',
    url: 'https://weft.example.com/workflow/1/executions/231',
    retryOf: '34',
    error: { message: 'Example Error Message', stack: 'Stacktrace' },
    lastNodeExecuted: 'Node With Error',
    mode: 'manual',
  },
  workflow: { id: '1', name: 'Example Workflow' },
};

/**
 * Starts an error workflow: the host runs it (mode 'error') with the failed execution's data as this
 * node's input, which it outputs. A manual run shows the sample above instead.
 */
export class ErrorTrigger implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Error Trigger',
    name: 'n8n-nodes-base.errorTrigger',
    icon: 'file:error-trigger.svg',
    group: ['trigger'],
    version: 1,
    description: 'Starts the workflow when another workflow that names it as its error workflow fails',
    eventTriggerDescription: '',
    maxNodes: 1,
    defaults: { name: 'Error Trigger', color: '#0000FF' },
    inputs: [],
    outputs: ['main'],
    codex: { categories: ['Core Nodes'], subcategories: { 'Core Nodes': ['Triggers', 'Helpers'] }, alias: ['error', 'failure', 'alert', 'catch', 'notify'] },
    properties: [{
      displayName: 'Choose this workflow as the error workflow in the settings of the workflows to watch. Its failures then start this one.',
      name: 'notice',
      type: 'notice',
      default: '',
    }],
  };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    const first = items[0];
    const nothingGiven = items.length === 1 && first !== undefined && Object.keys(first.json).length === 0 && first.binary === undefined;
    if (this.getMode() === 'manual' && nothingGiven) return [[{ json: structuredClone(ERROR_TRIGGER_SAMPLE) }]];
    return [items];
  }
}
