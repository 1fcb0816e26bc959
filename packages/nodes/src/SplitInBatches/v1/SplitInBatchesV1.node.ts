import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { nextBatch } from '../batch-state.js';
import { splitInBatchesDescription, splitInBatchesProperties } from '../split-in-batches.base-description.js';

/**
 * Split In Batches 1: one output with the next batch; nothing once all are out. Workflows end the loop
 * with an If on the node's context ("noItemsLeft").
 */
export class SplitInBatchesV1 implements INodeType {
  description: INodeTypeDescription = splitInBatchesDescription({
    version: 1,
    defaults: { name: 'Split In Batches', color: '#007755' },
    outputs: ['main'],
    properties: splitInBatchesProperties(10, 'Loop back to this node until its context says "noItemsLeft".'),
  });

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][] | null> {
    const { batch } = nextBatch(this, false);
    return batch.length === 0 ? null : [batch];
  }
}
