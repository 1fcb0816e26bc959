import { VersionedNodeType } from '@weft/workflow';
import { mergeBaseDescription } from './merge.base-description.js';
import { MergeV1 } from './v1/MergeV1.node.js';
import { MergeV2 } from './v2/MergeV2.node.js';
import { MergeV3 } from './v3/MergeV3.node.js';

/** `n8n-nodes-base.merge`: version 1 (old modes), 2 and 2.1 (two inputs) and 3 to 3.2 (up to ten inputs). */
export class Merge extends VersionedNodeType {
  constructor() {
    const v2 = new MergeV2();
    const v3 = new MergeV3();
    super({ 1: new MergeV1(), 2: v2, 2.1: v2, 3: v3, 3.1: v3, 3.2: v3 }, mergeBaseDescription);
  }
}
