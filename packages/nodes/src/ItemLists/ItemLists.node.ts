import { VersionedNodeType } from '@weft/workflow';
import { itemListsBaseDescription } from './item-lists.base-description.js';
import { ItemListsV1 } from './v1/ItemListsV1.node.js';
import { ItemListsV3 } from './v3/ItemListsV3.node.js';

/**
 * `n8n-nodes-base.itemLists` (n8n's older list node, replaced by the single-purpose nodes): versions 1,
 * 2 to 2.2 and 3 to 3.1. Each operation runs the logic of the node that replaced it.
 */
export class ItemLists extends VersionedNodeType {
  constructor() {
    const v1 = new ItemListsV1(1);
    const v2 = new ItemListsV1([2, 2.1, 2.2]);
    const v3 = new ItemListsV3();
    super({ 1: v1, 2: v2, 2.1: v2, 2.2: v2, 3: v3, 3.1: v3 }, itemListsBaseDescription);
  }
}
