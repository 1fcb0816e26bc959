import type {
  IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription,
} from '@weft/workflow';
import { NodeOperationError } from '@weft/engine';
import { COMPARE, dateValue } from '../../If/v1/legacy-compare.js';
import { ifV1Properties } from '../../If/v1/if-v1.description.js';
import { filterDescription } from '../filter.base-description.js';

const DATA_TYPES = ['boolean', 'dateTime', 'number', 'string'] as const;
const same = (value: unknown) => value;

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
    const kept: INodeExecutionData[] = [];
    for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
      const item = items[itemIndex] as INodeExecutionData;
      try {
        const any = this.getNodeParameter('combineConditions', itemIndex, 'AND') === 'OR';
        let pass = !any;
        for (const dataType of DATA_TYPES) {
          const conditions = this.getNodeParameter(`conditions.${dataType}`, itemIndex, []) as IDataObject[];
          const convert = dataType === 'dateTime' ? dateValue : same;
          for (const condition of conditions) {
            const compare = COMPARE[String(condition.operation)];
            if (!compare) {
              throw new NodeOperationError(this.getNode(), `Unknown comparison "${String(condition.operation)}"`, {
                itemIndex, description: 'Pick one of the comparisons the list offers.',
              });
            }
            const result = compare(convert(condition.value1), convert(condition.value2));
            if (any && result) pass = true;
            if (!any && !result) pass = false;
          }
        }
        if (pass) kept.push({ ...item, pairedItem: { item: itemIndex } });
      } catch (error) {
        // Continue on fail drops the item, as it is not kept.
        if (!this.continueOnFail()) throw error;
      }
    }
    return [kept];
  }
}
