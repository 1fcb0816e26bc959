import type { INodeProperties, INodeTypeBaseDescription, INodeTypeDescription } from '@weft/workflow';

export const SPLIT_IN_BATCHES_NODE_TYPE = 'n8n-nodes-base.splitInBatches';

export const splitInBatchesBaseDescription: INodeTypeBaseDescription = {
  displayName: 'Loop Over Items (Split in Batches)',
  name: SPLIT_IN_BATCHES_NODE_TYPE,
  icon: 'file:split-in-batches.svg',
  group: ['organization'],
  description: 'Hands items on a batch at a time, for a loop that processes each batch',
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Flow'] },
    alias: ['loop', 'batch', 'split', 'iterate', 'chunk', 'each'],
  },
};

/** The parameters every version has; only the default batch size differs. */
export function splitInBatchesProperties(defaultBatchSize: number, notice: string): INodeProperties[] {
  return [
    { displayName: notice, name: 'splitInBatchesNotice', type: 'notice', default: '' },
    {
      displayName: 'Batch Size', name: 'batchSize', type: 'number', default: defaultBatchSize, typeOptions: { minValue: 1 },
      description: 'How many items each batch holds',
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      options: [{
        displayName: 'Reset', name: 'reset', type: 'boolean', default: false,
        description: 'Whether to start over with the incoming items, forgetting the batches of earlier runs (for loops inside loops)',
      }],
    },
  ];
}

export function splitInBatchesDescription(own: Pick<INodeTypeDescription, 'version' | 'properties' | 'outputs' | 'defaults'> & Partial<INodeTypeDescription>): INodeTypeDescription {
  return { ...splitInBatchesBaseDescription, inputs: ['main'], ...own } as INodeTypeDescription;
}
