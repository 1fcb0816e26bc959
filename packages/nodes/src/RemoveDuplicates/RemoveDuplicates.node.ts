import { VersionedNodeType } from '@weft/workflow';
import { removeDuplicatesBaseDescription } from './remove-duplicates.base-description.js';
import { RemoveDuplicatesV1 } from './v1/RemoveDuplicatesV1.node.js';
import { RemoveDuplicatesV2 } from './v2/RemoveDuplicatesV2.node.js';

/** `n8n-nodes-base.removeDuplicates`: versions 1 and 1.1 (within the input) and 2 (also across executions). */
export class RemoveDuplicates extends VersionedNodeType {
  constructor() {
    const v1 = new RemoveDuplicatesV1();
    super({ 1: v1, 1.1: v1, 2: new RemoveDuplicatesV2() }, removeDuplicatesBaseDescription);
  }
}
