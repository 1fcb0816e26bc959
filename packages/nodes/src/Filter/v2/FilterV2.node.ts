import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { filterNodeProperties } from '../../If/filter/filter-node.description.js';
import { pairedCopy } from '../../data-transformation/field-access.js';
import { conditionResults } from '../../If/filter/filter-node.helper.js';
import { filterDescription } from '../filter.base-description.js';

/** Filter 2 to 2.3: one `filter` parameter; items meeting it are kept, the others dropped. */
export class FilterV2 implements INodeType {
  description: INodeTypeDescription = filterDescription({
    version: [2, 2.1, 2.2, 2.3],
    properties: filterNodeProperties,
  });

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    const results = conditionResults(this, items.length, 2.1);
    const kept: INodeExecutionData[] = [];
    const discarded: INodeExecutionData[] = [];
    // Continue on fail discards a failing item (its result is undefined): it was not kept.
    for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
      (results[itemIndex] === true ? kept : discarded).push(pairedCopy(items[itemIndex] as INodeExecutionData, itemIndex));
    }
    // The second output is not connectable: n8n records the discarded items there for the editor.
    return [kept, discarded];
  }
}
