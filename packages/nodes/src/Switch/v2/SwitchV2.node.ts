import type {
  IDataObject, IExecuteFunctions, ILoadOptionsFunctions, INodeExecutionData, INodePropertyOptions, INodeType, INodeTypeDescription,
} from '@weft/workflow';
import { switchDescription } from '../switch.base-description.js';
import { executeLegacySwitch } from '../v1/execute-legacy-switch.js';
import { switchV2Properties } from '../v1/switch-legacy.description.js';
import { SWITCH_V2_OUTPUTS } from './switch-v2.outputs.js';

/** Switch 2: one output per rule (labelled by its key), or `outputsAmount` outputs in expression mode. */
export class SwitchV2 implements INodeType {
  description: INodeTypeDescription = switchDescription({
    version: 2,
    outputs: SWITCH_V2_OUTPUTS,
    properties: switchV2Properties,
  });

  methods = {
    loadOptions: {
      async getFallbackOutputOptions(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
        const rules = ((this.getCurrentNodeParameter('rules') as IDataObject | undefined)?.rules ?? []) as IDataObject[];
        return [
          { name: 'None', value: -1, description: 'Items matching no rule are dropped' },
          ...rules.map((rule, index) => ({ name: String(rule.outputKey || index), value: index })),
        ];
      },
    },
  };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    return executeLegacySwitch(this, 2);
  }
}
