import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { nextBatch } from '../batch-state.js';
import { splitInBatchesDescription, splitInBatchesProperties } from '../split-in-batches.base-description.js';

/** Loop Over Items (3): batches on "loop"; when none are left, every processed item on "done". */
export class SplitInBatchesV3 implements INodeType {
  description: INodeTypeDescription = splitInBatchesDescription({
    version: 3,
    defaults: { name: 'Loop Over Items', color: '#007755' },
    outputs: ['main', 'main'],
    outputNames: ['done', 'loop'],
    properties: splitInBatchesProperties(1, 'Connect the end of the loop back to this node\'s input; "done" gets every item once all batches went round.'),
  });

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const { batch, state } = nextBatch(this, true);
    return batch.length === 0 ? [state.processedItems, []] : [[], batch];
  }
}
