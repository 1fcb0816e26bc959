import type {
  IDataObject, IExecuteFunctions, ILoadOptionsFunctions, INodeExecutionData, INodePropertyOptions, INodeType, INodeTypeDescription,
} from '@weft/workflow';
import { filterSettingsReader, passesFilter } from '../../If/filter/filter-node.helper.js';
import type { FilterValue } from '../../If/filter/filter.types.js';
import { switchDescription } from '../switch.base-description.js';
import { emptyOutputs, expressionOutputError, outputIndexOf, routeItem } from '../switch-outputs.js';
import { switchV3Properties } from './switch-v3.description.js';
import { SWITCH_V3_OUTPUTS } from './switch-v3.outputs.js';

/** Switch 3 to 3.4: one output per rule of filter conditions (plus an optional fallback), or an expression. */
export class SwitchV3 implements INodeType {
  description: INodeTypeDescription = switchDescription({
    version: [3, 3.1, 3.2, 3.3, 3.4],
    outputs: SWITCH_V3_OUTPUTS,
    properties: switchV3Properties,
  });

  methods = {
    loadOptions: {
      async getFallbackOutputOptions(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
        const rules = ((this.getCurrentNodeParameter('rules') as IDataObject | undefined)?.values ?? []) as IDataObject[];
        return [
          { name: 'None (default)', value: 'none', description: 'Items matching no rule are dropped' },
          { name: 'Extra Output', value: 'extra', description: 'Items matching no rule go to an output of their own' },
          ...rules.map((rule, index) => ({ name: `Output ${String(rule.outputKey || index)}`, value: index })),
        ];
      },
    },
  };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    return this.getNodeParameter('mode', 0, 'rules') === 'expression' ? byExpression(this) : byRules(this);
  }
}

function byExpression(context: IExecuteFunctions): INodeExecutionData[][] {
  const items = context.getInputData();
  const node = context.getNode();
  const outputs = emptyOutputs(Number(context.getNodeParameter('numberOutputs', 0, 4)) || 0);
  for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
    try {
      const output = context.getNodeParameter('output', itemIndex);
      const at = outputIndexOf(output);
      if (at === undefined || !outputs[at]) throw expressionOutputError(node, output, outputs.length, itemIndex);
      routeItem(outputs, at, items[itemIndex] as INodeExecutionData, node, itemIndex);
    } catch (error) {
      if (!context.continueOnFail()) throw error;
      // Unpaired, as in n8n: on an error output it is not merged with the input item it failed on.
      outputs[0]?.push({ json: { error: (error as Error).message } });
    }
  }
  return outputs;
}

function byRules(context: IExecuteFunctions): INodeExecutionData[][] {
  const items = context.getInputData();
  const node = context.getNode();
  const ruleCount = (context.getNodeParameter('rules.values', 0, []) as unknown[]).length;
  const settingsAt = filterSettingsReader(context, 3.1);
  const outputs = emptyOutputs(ruleCount + (settingsAt(0).options.fallbackOutput === 'extra' ? 1 : 0));
  for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
    const item = items[itemIndex] as INodeExecutionData;
    try {
      const settings = settingsAt(itemIndex);
      const rules = context.getNodeParameter('rules.values', itemIndex, []) as Array<{ conditions?: FilterValue }>;
      let matched = false;
      for (const [ruleIndex, rule] of rules.entries()) {
        if (!passesFilter(context, rule.conditions ?? {}, settings, itemIndex)) continue;
        matched = true;
        routeItem(outputs, ruleIndex, item, node, itemIndex);
        if (settings.options.allMatchingOutputs !== true) break;
      }
      const fallback = settings.options.fallbackOutput ?? 'none';
      if (matched || fallback === 'none') continue;
      routeItem(outputs, fallback === 'extra' ? ruleCount : fallback, item, node, itemIndex);
    } catch (error) {
      if (!context.continueOnFail()) throw error;
      // Unpaired, as in n8n: on an error output it is not merged with the input item it failed on.
      outputs[0]?.push({ json: { error: (error as Error).message } });
    }
  }
  return outputs;
}
