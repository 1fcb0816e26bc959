import type {
  IDataObject, IExecuteFunctions, ILoadOptionsFunctions, INodeExecutionData, INodePropertyOptions, INodeType, INodeTypeDescription,
} from '@weft/workflow';
import { NodeOperationError } from '@weft/engine';
import { evaluateFilter } from '../../If/filter/evaluate-filter.js';
import type { FilterValue } from '../../If/filter/filter.types.js';
import { FilterTypeError } from '../../If/filter/filter.types.js';
import { switchDescription } from '../switch.base-description.js';
import { emptyOutputs, routeItem } from '../switch-outputs.js';
import { switchV3Properties } from './switch-v3.description.js';
import { SWITCH_V3_OUTPUTS } from './switch-v3.outputs.js';

interface RuleSettings {
  loose: boolean;
  caseSensitive: boolean | undefined;
  allMatching: boolean;
  fallback: unknown;
}

function hasExpression(value: unknown): boolean {
  return value !== undefined && JSON.stringify(value).includes('"=');
}

const LOOSE_HINT = 'Change the type of the comparison, or turn on "Convert types where required" to convert values first.';

function readSettings(context: IExecuteFunctions, itemIndex: number, version: number): RuleSettings {
  const options = context.getNodeParameter('options', itemIndex, {}) as IDataObject;
  return {
    loose: version >= 3.1 ? context.getNodeParameter('looseTypeValidation', itemIndex, false) === true : options.looseTypeValidation === true,
    caseSensitive: typeof options.ignoreCase === 'boolean' ? !options.ignoreCase : undefined,
    allMatching: options.allMatchingOutputs === true,
    fallback: options.fallbackOutput ?? 'none',
  };
}

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
      routeItem(outputs, context.getNodeParameter('output', itemIndex), items[itemIndex] as INodeExecutionData, node, itemIndex);
    } catch (error) {
      if (!context.continueOnFail()) throw error;
      outputs[0]?.push({ json: { error: (error as Error).message }, pairedItem: { item: itemIndex } });
    }
  }
  return outputs;
}

function ruleError(context: IExecuteFunctions, error: unknown, ruleIndex: number, itemIndex: number, loose: boolean): NodeOperationError {
  const typed = error instanceof FilterTypeError;
  const where = typed ? ` [rule ${ruleIndex + 1}, condition ${error.conditionIndex}, item ${itemIndex}]` : ` [rule ${ruleIndex + 1}, item ${itemIndex}]`;
  return new NodeOperationError(context.getNode(), `${(error as Error).message}${where}`, {
    itemIndex, description: typed && !loose ? LOOSE_HINT : null,
  });
}

function byRules(context: IExecuteFunctions): INodeExecutionData[][] {
  const items = context.getInputData();
  const node = context.getNode();
  const version = node.typeVersion;
  const ruleCount = (context.getNodeParameter('rules.values', 0, []) as unknown[]).length;
  const first = readSettings(context, 0, version);
  const outputs = emptyOutputs(ruleCount + (first.fallback === 'extra' ? 1 : 0));
  // Settings without expressions are the same for every item: read them once (100,000 items stay fast).
  const perItem = hasExpression(node.parameters.options) || hasExpression(node.parameters.looseTypeValidation);
  for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
    const item = items[itemIndex] as INodeExecutionData;
    try {
      const settings = perItem && itemIndex > 0 ? readSettings(context, itemIndex, version) : first;
      const rules = context.getNodeParameter('rules.values', itemIndex, []) as Array<{ conditions?: FilterValue }>;
      let matched = false;
      for (const [ruleIndex, rule] of rules.entries()) {
        let pass: boolean;
        try {
          pass = evaluateFilter(rule.conditions ?? {}, { looseTypeValidation: settings.loose, caseSensitive: settings.caseSensitive });
        } catch (error) {
          throw ruleError(context, error, ruleIndex, itemIndex, settings.loose);
        }
        if (!pass) continue;
        matched = true;
        routeItem(outputs, ruleIndex, item, node, itemIndex);
        if (!settings.allMatching) break;
      }
      if (matched || settings.fallback === 'none') continue;
      routeItem(outputs, settings.fallback === 'extra' ? ruleCount : settings.fallback, item, node, itemIndex);
    } catch (error) {
      if (!context.continueOnFail()) throw error;
      outputs[0]?.push({ json: { error: (error as Error).message }, pairedItem: { item: itemIndex } });
    }
  }
  return outputs;
}
