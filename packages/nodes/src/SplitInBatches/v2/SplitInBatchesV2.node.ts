import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { nextBatch } from '../batch-state.js';
import { splitInBatchesDescription, splitInBatchesProperties } from '../split-in-batches.base-description.js';

/** Split In Batches 2: batches on "loop" (first output); when none are left, the processed items on "done". */
export class SplitInBatchesV2 implements INodeType {
  description: INodeTypeDescription = splitInBatchesDescription({
    version: 2,
    defaults: { name: 'Split In Batches', color: '#007755' },
    outputs: ['main', 'main'],
    outputNames: ['loop', 'done'],
    properties: splitInBatchesProperties(10, 'Connect the end of the loop back to this node\'s input; "done" gets the processed items at the end.'),
  });

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const { batch, state } = nextBatch(this, true);
    return batch.length === 0 ? [[], state.processedItems] : [batch, []];
  }
}
