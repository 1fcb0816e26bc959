import type {
  IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription,
} from '@weft/workflow';
import { NodeOperationError } from '@weft/engine';
import { ifDescription } from '../if.base-description.js';
import { ifV1Properties } from './if-v1.description.js';
import { COMPARE, dateValue } from './legacy-compare.js';

const DATA_TYPES = ['boolean', 'dateTime', 'number', 'string'] as const;

/** If 1: every (or any) condition of the typed lists decides the output. */
export class IfV1 implements INodeType {
  description: INodeTypeDescription = ifDescription({ version: 1, properties: ifV1Properties });

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    const trueItems: INodeExecutionData[] = [];
    const falseItems: INodeExecutionData[] = [];
    for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
      const item = items[itemIndex] as INodeExecutionData;
      const combine = this.getNodeParameter('combineOperation', itemIndex, 'all') as string;
      let pass = combine === 'all';
      for (const dataType of DATA_TYPES) {
        const conditions = this.getNodeParameter(`conditions.${dataType}`, itemIndex, []) as IDataObject[];
        for (const condition of conditions) {
          const compare = COMPARE[String(condition.operation)];
          if (!compare) {
            throw new NodeOperationError(this.getNode(), `Unknown comparison "${String(condition.operation)}"`, { itemIndex });
          }
          const convert = dataType === 'dateTime' ? dateValue : (value: unknown) => value;
          const result = compare(convert(condition.value1), convert(condition.value2));
          if (combine === 'any' && result) pass = true;
          if (combine === 'all' && !result) pass = false;
        }
      }
      (pass ? trueItems : falseItems).push({ ...item, pairedItem: { item: itemIndex } });
    }
    return [trueItems, falseItems];
  }
}
