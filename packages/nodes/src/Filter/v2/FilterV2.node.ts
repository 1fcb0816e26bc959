import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { filterNodeProperties } from '../../If/filter/filter-node.description.js';
import { filterSettingsReader, passesFilter } from '../../If/filter/filter-node.helper.js';
import type { FilterValue } from '../../If/filter/filter.types.js';
import { filterDescription } from '../filter.base-description.js';

/** Filter 2 to 2.3: one `filter` parameter; items meeting it are kept, the others dropped. */
export class FilterV2 implements INodeType {
  description: INodeTypeDescription = filterDescription({
    version: [2, 2.1, 2.2, 2.3],
    properties: filterNodeProperties,
  });

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    const kept: INodeExecutionData[] = [];
    const settingsAt = filterSettingsReader(this, 2.1);
    for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
      const item = items[itemIndex] as INodeExecutionData;
      try {
        const settings = settingsAt(itemIndex);
        const filter = this.getNodeParameter('conditions', itemIndex, {}) as FilterValue;
        if (passesFilter(this, filter, settings, itemIndex)) kept.push({ ...item, pairedItem: { item: itemIndex } });
      } catch (error) {
        // Continue on fail drops the failing item: it was not kept.
        if (!this.continueOnFail()) throw error;
      }
    }
    return [kept];
  }
}
