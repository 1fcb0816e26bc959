import { VersionedNodeType } from '@weft/workflow';
import { filterBaseDescription } from './filter.base-description.js';
import { FilterV1 } from './v1/FilterV1.node.js';
import { FilterV2 } from './v2/FilterV2.node.js';

/** `n8n-nodes-base.filter`: version 1 (typed condition lists) and 2 to 2.3 (filter conditions). */
export class Filter extends VersionedNodeType {
  constructor() {
    const v2 = new FilterV2();
    super({ 1: new FilterV1(), 2: v2, 2.1: v2, 2.2: v2, 2.3: v2 }, filterBaseDescription);
  }
}
