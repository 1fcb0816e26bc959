import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { filterNodeProperties } from '../filter/filter-node.description.js';
import { filterSettingsReader, passesFilter } from '../filter/filter-node.helper.js';
import type { FilterValue } from '../filter/filter.types.js';
import { ifDescription } from '../if.base-description.js';

/** If 2 to 2.3: one `filter` parameter; items go to "true" or "false". */
export class IfV2 implements INodeType {
  description: INodeTypeDescription = ifDescription({
    version: [2, 2.1, 2.2, 2.3],
    properties: filterNodeProperties,
  });

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    const trueItems: INodeExecutionData[] = [];
    const falseItems: INodeExecutionData[] = [];
    const settingsAt = filterSettingsReader(this, 2.1);
    for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
      const item = items[itemIndex] as INodeExecutionData;
      try {
        const settings = settingsAt(itemIndex);
        const filter = this.getNodeParameter('conditions', itemIndex, {}) as FilterValue;
        const pass = passesFilter(this, filter, settings, itemIndex);
        // Each output item pairs with this node's input item (not with whatever the input item paired with).
        (pass ? trueItems : falseItems).push({ ...item, pairedItem: { item: itemIndex } });
      } catch (error) {
        if (!this.continueOnFail()) throw error;
        falseItems.push({ ...item, pairedItem: { item: itemIndex } });
      }
    }
    return [trueItems, falseItems];
  }
}
