import type {
  IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription,
} from '@weft/workflow';
import { ParameterReader } from '../../shared/parameter-reader.helper.js';
import { pairedCopy } from '../../data-transformation/field-access.js';
import { ifDescription } from '../if.base-description.js';
import { ifV1Properties } from './if-v1.description.js';
import { legacyConditionsPass } from './legacy-compare.js';

/** If 1: every (or any) condition of the typed lists decides the output. */
export class IfV1 implements INodeType {
  description: INodeTypeDescription = ifDescription({ version: 1, properties: ifV1Properties });

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    const node = this.getNode();
    const reader = new ParameterReader(this);
    const trueItems: INodeExecutionData[] = [];
    const falseItems: INodeExecutionData[] = [];
    for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
      const item = items[itemIndex] as INodeExecutionData;
      const any = reader.get<string>('combineOperation', itemIndex, 'all') === 'any';
      const pass = legacyConditionsPass(reader.get<IDataObject>('conditions', itemIndex, {}), any, node, itemIndex);
      (pass ? trueItems : falseItems).push(pairedCopy(item, itemIndex));
    }
    return [trueItems, falseItems];
  }
}
