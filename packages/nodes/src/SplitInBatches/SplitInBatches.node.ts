import { VersionedNodeType } from '@weft/workflow';
import { splitInBatchesBaseDescription } from './split-in-batches.base-description.js';
import { SplitInBatchesV1 } from './v1/SplitInBatchesV1.node.js';
import { SplitInBatchesV2 } from './v2/SplitInBatchesV2.node.js';
import { SplitInBatchesV3 } from './v3/SplitInBatchesV3.node.js';

/** `n8n-nodes-base.splitInBatches`: 1 (one output), 2 (loop, done) and 3, "Loop Over Items" (done, loop). */
export class SplitInBatches extends VersionedNodeType {
  constructor() {
    super({ 1: new SplitInBatchesV1(), 2: new SplitInBatchesV2(), 3: new SplitInBatchesV3() }, splitInBatchesBaseDescription);
  }
}
