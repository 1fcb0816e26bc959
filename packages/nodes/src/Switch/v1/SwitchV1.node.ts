import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { switchDescription } from '../switch.base-description.js';
import { executeLegacySwitch } from './execute-legacy-switch.js';
import { switchV1Properties } from './switch-legacy.description.js';

/** Switch 1: four fixed outputs, numbered 0 to 3. */
export class SwitchV1 implements INodeType {
  description: INodeTypeDescription = switchDescription({
    version: 1,
    outputs: ['main', 'main', 'main', 'main'],
    outputNames: ['0', '1', '2', '3'],
    properties: switchV1Properties,
  });

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    return executeLegacySwitch(this, 1);
  }
}
