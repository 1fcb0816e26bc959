import { VersionedNodeType } from '@weft/workflow';
import { setBaseDescription } from './set.base-description.js';
import { SetV1 } from './v1/SetV1.node.js';
import { SetV3 } from './v3/SetV3.node.js';

/**
 * `n8n-nodes-base.set`: versions 1-2 (typed value lists) and 3.0-3.4 ("Edit Fields").
 * Named as n8n names it: import it as `SetNode` wherever the global `Set` is also needed.
 */
export class Set extends VersionedNodeType {
  constructor() {
    const v1 = new SetV1();
    const v3 = new SetV3();
    super({ 1: v1, 2: v1, 3: v3, 3.1: v3, 3.2: v3, 3.3: v3, 3.4: v3 }, setBaseDescription);
  }
}
