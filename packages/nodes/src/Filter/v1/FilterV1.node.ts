import type {
  IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription,
} from '@weft/workflow';
import { ifV1Properties } from '../../If/v1/if-v1.description.js';
import { pairedCopy } from '../../data-transformation/field-access.js';
import { legacyConditionsPass } from '../../If/v1/legacy-compare.js';
import { ParameterReader } from '../../shared/parameter-reader.helper.js';
import { filterDescription } from '../filter.base-description.js';

/** Filter 1: the typed condition lists of If 1, combined with AND or OR. */
export class FilterV1 implements INodeType {
  description: INodeTypeDescription = filterDescription({
    version: 1,
    properties: [
      ifV1Properties[0] as INodeTypeDescription['properties'][number],
      {
        displayName: 'Combine Conditions',
        name: 'combineConditions',
        type: 'options',
        default: 'AND',
        description: 'Whether an item must meet every condition (AND) or at least one (OR)',
        options: [{ name: 'AND', value: 'AND' }, { name: 'OR', value: 'OR' }],
      },
    ],
  });

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    const node = this.getNode();
    const reader = new ParameterReader(this);
    const kept: INodeExecutionData[] = [];
    const discarded: INodeExecutionData[] = [];
    for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
      let passes = false;
      try {
        const any = reader.get<string>('combineConditions', itemIndex, 'AND') === 'OR';
        passes = legacyConditionsPass(reader.get<IDataObject>('conditions', itemIndex, {}), any, node, itemIndex);
      } catch (error) {
        // Continue on fail discards the item, as it is not kept.
        if (!this.continueOnFail()) throw error;
      }
      (passes ? kept : discarded).push(pairedCopy(items[itemIndex] as INodeExecutionData, itemIndex));
    }
    // The second output is not connectable: n8n records the discarded items there for the editor.
    return [kept, discarded];
  }
}
