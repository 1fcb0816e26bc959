import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { executeAggregate } from '../../Aggregate/Aggregate.node.js';
import { executeLimit } from '../../Limit/Limit.node.js';
import { executeRemoveDuplicateInputItems } from '../../RemoveDuplicates/v1/RemoveDuplicatesV1.node.js';
import { executeSort } from '../../Sort/Sort.node.js';
import { executeSplitOut } from '../../SplitOut/SplitOut.node.js';
import { executeSummarize } from '../../Summarize/Summarize.node.js';
import { itemListsDescription } from '../item-lists.base-description.js';
import { itemListsV3Properties } from './item-lists-v3.description.js';

/**
 * Item Lists 3 and 3.1: the operations behave as the Split Out, Aggregate, Limit, Remove Duplicates,
 * Sort and Summarize nodes. Summarize fails on a field no item has in 3, and continues in 3.1.
 */
export class ItemListsV3 implements INodeType {
  description: INodeTypeDescription = itemListsDescription({ version: [3, 3.1], properties: itemListsV3Properties });

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const operation = this.getNodeParameter('operation', 0, 'splitOutItems') as string;
    switch (operation) {
      case 'splitOutItems': return [executeSplitOut(this)];
      case 'concatenateItems': return [executeAggregate(this)];
      case 'removeDuplicates': return [executeRemoveDuplicateInputItems(this)];
      case 'sort': return [await executeSort(this)];
      case 'limit': return [executeLimit(this)];
      case 'summarize': return [executeSummarize(this, this.getNode().typeVersion >= 3.1)];
      default:
        throw new NodeOperationError(this.getNode(), `Unknown operation "${operation}"`, {
          description: 'Choose one of the Item Lists operations.',
        });
    }
  }
}
