import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { COMPARE, dateValue } from '../../If/v1/legacy-compare.js';
import { ParameterReader } from '../../shared/parameter-reader.helper.js';
import { emptyOutputs, expressionOutputError, outputIndexOf, routeItem } from '../switch-outputs.js';

const same = (value: unknown) => value;

/** How many outputs a Switch 1 or 2 node has with its parameters. */
function outputCount(context: IExecuteFunctions, version: number): number {
  if (version < 2) return 4;
  if (context.getNodeParameter('mode', 0, 'rules') === 'expression') {
    return Number(context.getNodeParameter('outputsAmount', 0, 4)) || 0;
  }
  return (context.getNodeParameter('rules.rules', 0, []) as IDataObject[]).length;
}

/** The output of the first rule the item matches (version 1: the rule's `output`, version 2: its place); undefined when none does. */
function matchRules(context: IExecuteFunctions, reader: ParameterReader, itemIndex: number, version: number): number | undefined {
  const convert = reader.get<string>('dataType', itemIndex, 'number') === 'dateTime' ? dateValue : same;
  const value1 = convert(reader.get('value1', itemIndex, null));
  const rules = (reader.get<IDataObject>('rules', itemIndex, {}).rules ?? []) as IDataObject[];
  for (const [ruleIndex, rule] of rules.entries()) {
    const compare = COMPARE[String(rule.operation)];
    if (!compare) {
      throw new NodeOperationError(context.getNode(), `Unknown comparison "${String(rule.operation)}" in rule ${ruleIndex + 1}`, {
        itemIndex, description: 'Pick one of the comparisons the rule offers.',
      });
    }
    if (compare(value1, convert(rule.value2))) return version < 2 ? (rule.output as number ?? 0) : ruleIndex;
  }
  return undefined;
}

/** Switch 1 and 2: rules over one typed value, or an expression naming the output. */
export function executeLegacySwitch(context: IExecuteFunctions, version: number): INodeExecutionData[][] {
  const items = context.getInputData();
  const node = context.getNode();
  const outputs = emptyOutputs(outputCount(context, version));
  const reader = new ParameterReader(context, ['mode']);
  for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
    const item = items[itemIndex] as INodeExecutionData;
    try {
      if (reader.get('mode', itemIndex, 'rules') === 'expression') {
        const output = reader.get('output', itemIndex, 0);
        const at = outputIndexOf(output);
        if (at === undefined || !outputs[at]) throw expressionOutputError(node, output, outputs.length, itemIndex, true);
        routeItem(outputs, at, item, node, itemIndex);
        continue;
      }
      const matched = matchRules(context, reader, itemIndex, version);
      if (matched !== undefined) {
        routeItem(outputs, matched, item, node, itemIndex);
        continue;
      }
      const fallback = Number(reader.get('fallbackOutput', itemIndex, -1));
      if (fallback !== -1) routeItem(outputs, fallback, item, node, itemIndex);
    } catch (error) {
      if (!context.continueOnFail()) throw error;
      outputs[0]?.push({ json: { error: (error as Error).message }, pairedItem: { item: itemIndex } });
    }
  }
  return outputs;
}
