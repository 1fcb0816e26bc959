import type {
  IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription,
} from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { hasExpression, parseFieldList } from '../data-transformation/field-access.js';
import { splitOutProperties } from './split-out.description.js';
import type { SplitOutInclude, SplitOutPlan } from './split-out.js';
import { planSplitOut, splitOutItem } from './split-out.js';

export const SPLIT_OUT_NODE_TYPE = 'n8n-nodes-base.splitOut';

/** Reads the split settings of one item (the parameters may hold expressions). */
function readSplitOutPlan(context: IExecuteFunctions, itemIndex: number): SplitOutPlan {
  const options = context.getNodeParameter('options', itemIndex, {}) as IDataObject;
  const include = context.getNodeParameter('include', itemIndex, 'noOtherFields') as SplitOutInclude;
  return planSplitOut({
    fields: parseFieldList(context.getNodeParameter('fieldToSplitOut', itemIndex, '')),
    destinations: parseFieldList(options.destinationFieldName ?? ''),
    include,
    fieldsToInclude: include === 'selectedOtherFields' ? parseFieldList(context.getNodeParameter('fieldsToInclude', itemIndex, '')) : [],
    disableDotNotation: options.disableDotNotation === true,
    includeBinary: options.includeBinary === true,
  });
}

/** Whether the split settings may differ per item (they hold expressions); else they are read once. */
export function splitSettingsVary(context: IExecuteFunctions): boolean {
  const { parameters } = context.getNode();
  return hasExpression(parameters.fieldToSplitOut) || hasExpression(parameters.fieldsToInclude)
    || hasExpression(parameters.include) || hasExpression(parameters.options);
}

/**
 * Runs Split Out over the node's input; Item Lists 2 and 3 call it too. Parameters without
 * expressions are read once. A field that no item has gives no items, without an error, as in n8n.
 */
export function executeSplitOut(context: IExecuteFunctions, readPlan = readSplitOutPlan): INodeExecutionData[] {
  const items = context.getInputData();
  const perItem = splitSettingsVary(context);
  const out: INodeExecutionData[] = [];
  let plan: SplitOutPlan | undefined;
  for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
    if (!plan || perItem) plan = readPlan(context, itemIndex);
    if (plan.settings.fields.length === 0) {
      throw new NodeOperationError(context.getNode(), 'No field to split out', {
        itemIndex, description: 'Enter the name of the field that holds the list in "Fields To Split Out".',
      });
    }
    splitOutItem(plan, items[itemIndex] as INodeExecutionData, itemIndex, out, plan.settings.fields.map(() => false));
  }
  return out;
}

/** `n8n-nodes-base.splitOut`: turns a list inside each item into separate items. */
export class SplitOut implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Split Out',
    name: SPLIT_OUT_NODE_TYPE,
    icon: 'file:split-out.svg',
    group: ['transform'],
    version: 1,
    description: 'Turns a list inside an item into separate items',
    defaults: { name: 'Split Out' },
    inputs: ['main'],
    outputs: ['main'],
    codex: {
      categories: ['Core Nodes'],
      subcategories: { 'Core Nodes': ['Data Transformation'] },
      alias: ['split', 'array', 'list', 'explode', 'unwind', 'nested', 'transform'],
    },
    properties: splitOutProperties,
  };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    return [executeSplitOut(this)];
  }
}
