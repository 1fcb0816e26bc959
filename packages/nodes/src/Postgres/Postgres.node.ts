import { VersionedNodeType } from '@weft/workflow';
import { postgresBaseDescription } from './postgres.base-description.js';
import { PostgresV1 } from './v1/PostgresV1.node.js';
import { PostgresV2 } from './v2/PostgresV2.node.js';

/** `n8n-nodes-base.postgres`: version 1 and versions 2 to 2.6. */
export class Postgres extends VersionedNodeType {
  constructor() {
    const v2 = new PostgresV2();
    super({ 1: new PostgresV1(), 2: v2, 2.1: v2, 2.2: v2, 2.3: v2, 2.4: v2, 2.5: v2, 2.6: v2 }, postgresBaseDescription);
  }
}
