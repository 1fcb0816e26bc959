import { VersionedNodeType } from '@weft/workflow';
import { ifBaseDescription } from './if.base-description.js';
import { IfV1 } from './v1/IfV1.node.js';
import { IfV2 } from './v2/IfV2.node.js';

/** `n8n-nodes-base.if`: version 1 (typed condition lists) and 2 to 2.3 (filter conditions). */
export class If extends VersionedNodeType {
  constructor() {
    const v2 = new IfV2();
    super({ 1: new IfV1(), 2: v2, 2.1: v2, 2.2: v2, 2.3: v2 }, ifBaseDescription);
  }
}
