import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { filterNodeProperties } from '../filter/filter-node.description.js';
import { pairedCopy } from '../../data-transformation/field-access.js';
import { conditionResults } from '../filter/filter-node.helper.js';
import { ifDescription } from '../if.base-description.js';

/** If 2 to 2.3: one `filter` parameter; items go to "true" or "false". */
export class IfV2 implements INodeType {
  description: INodeTypeDescription = ifDescription({
    version: [2, 2.1, 2.2, 2.3],
    properties: filterNodeProperties,
  });

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    const results = conditionResults(this, items.length, 2.1);
    const trueItems: INodeExecutionData[] = [];
    const falseItems: INodeExecutionData[] = [];
    // Continue on fail sends a failing item (its result is undefined) to "false". Each output item
    // pairs with this node's input item (not with whatever the input item paired with).
    for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
      (results[itemIndex] === true ? trueItems : falseItems).push(pairedCopy(items[itemIndex] as INodeExecutionData, itemIndex));
    }
    return [trueItems, falseItems];
  }
}
