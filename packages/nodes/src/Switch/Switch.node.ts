import { VersionedNodeType } from '@weft/workflow';
import { switchBaseDescription } from './switch.base-description.js';
import { SwitchV1 } from './v1/SwitchV1.node.js';
import { SwitchV2 } from './v2/SwitchV2.node.js';
import { SwitchV3 } from './v3/SwitchV3.node.js';

/** `n8n-nodes-base.switch`: 1 (four outputs), 2 (typed rules, one output per rule), 3 to 3.4 (filter rules). */
export class Switch extends VersionedNodeType {
  constructor() {
    const v3 = new SwitchV3();
    super({ 1: new SwitchV1(), 2: new SwitchV2(), 3: v3, 3.1: v3, 3.2: v3, 3.3: v3, 3.4: v3 }, switchBaseDescription);
  }
}
