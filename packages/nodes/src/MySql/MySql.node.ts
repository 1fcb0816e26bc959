import { VersionedNodeType } from '@weft/workflow';
import { mySqlBaseDescription } from './mysql.base-description.js';
import { MySqlV1 } from './v1/MySqlV1.node.js';
import { MySqlV2 } from './v2/MySqlV2.node.js';

/** `n8n-nodes-base.mySql`: version 1 and versions 2 to 2.5. */
export class MySql extends VersionedNodeType {
  constructor() {
    const v2 = new MySqlV2();
    super({ 1: new MySqlV1(), 2: v2, 2.1: v2, 2.2: v2, 2.3: v2, 2.4: v2, 2.5: v2 }, mySqlBaseDescription);
  }
}
