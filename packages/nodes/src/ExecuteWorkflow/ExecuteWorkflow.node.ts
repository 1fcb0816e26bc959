import type {
  IDataObject, IExecuteFunctions, IPairedItemData, INodeExecutionData, INodeType, INodeTypeDescription,
} from '@weft/workflow';
import { executeWorkflowProperties } from './execute-workflow.description.js';
import { workflowInfoFor } from './workflow-source.js';

interface MappedInputs {
  mappingMode?: string;
  value?: IDataObject | null;
}

/** The items sent to the called workflow: as they are, or (1.2+) the mapped inputs per item. */
function itemsToSend(context: IExecuteFunctions, items: INodeExecutionData[], indexes: number[]): INodeExecutionData[] {
  const version = context.getNode().typeVersion;
  return indexes.map((itemIndex) => {
    const item = items[itemIndex] as INodeExecutionData;
    if (version < 1.2 || context.getNodeParameter('source', itemIndex, 'database') !== 'database') return item;
    const inputs = context.getNodeParameter('workflowInputs', itemIndex, {}) as MappedInputs;
    const value = inputs?.value;
    if (!value || typeof value !== 'object' || Object.keys(value).length === 0) return item;
    return { json: { ...value }, ...(item.binary ? { binary: item.binary } : {}) };
  });
}

/** Output items pair with the input items of the call (their pairing inside the called workflow means nothing here). */
function withPairing(items: INodeExecutionData[], pairedItem: IPairedItemData | IPairedItemData[]): INodeExecutionData[] {
  return items.map((item) => ({ ...item, pairedItem }));
}

/** Calls another workflow with this node's items and outputs what its last node output. */
export class ExecuteWorkflow implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Execute Workflow',
    name: 'n8n-nodes-base.executeWorkflow',
    icon: 'file:execute-workflow.svg',
    group: ['transform'],
    version: [1, 1.1, 1.2, 1.3],
    description: 'Runs another workflow with these items and outputs its result',
    defaults: { name: 'Execute Workflow', color: '#ff6d5a' },
    inputs: ['main'],
    outputs: ['main'],
    codex: { categories: ['Core Nodes'], subcategories: { 'Core Nodes': ['Helpers', 'Flow'] }, alias: ['sub-workflow', 'call', 'subworkflow', 'run workflow'] },
    properties: executeWorkflowProperties,
  };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    const mode = this.getNodeParameter('mode', 0, 'once') as string;
    const options = this.getNodeParameter('options', 0, {}) as { waitForSubWorkflow?: boolean };
    const wait = options.waitForSubWorkflow !== false;
    const calls = mode === 'each' ? items.map((_, index) => [index]) : [items.map((_, index) => index)];
    const output: INodeExecutionData[] = [];
    for (const indexes of calls) {
      if (indexes.length === 0) continue;
      const first = indexes[0] ?? 0;
      try {
        const info = await workflowInfoFor(this, first);
        const result = await this.executeWorkflow(info, itemsToSend(this, items, indexes), undefined, { doNotWaitToFinish: !wait });
        const pairing = indexes.length === 1 ? { item: first } : indexes.map((item) => ({ item }));
        // Without waiting the node hands its own input on, paired item by item.
        const produced = wait ? result.data[0] ?? [] : indexes.map((index) => ({ ...(items[index] as INodeExecutionData), pairedItem: { item: index } }));
        output.push(...(wait ? withPairing(produced, pairing) : produced));
      } catch (error) {
        if (!this.continueOnFail()) throw error;
        // One error item per call (as n8n), paired with the items that call was given.
        output.push({ json: { error: (error as Error).message }, pairedItem: indexes.length === 1 ? { item: first } : indexes.map((item) => ({ item })) });
      }
    }
    return [output];
  }
}
