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

/** The error for fields that no input item has. */
function missingFieldError(context: IExecuteFunctions, missing: string[], disableDotNotation: boolean): NodeOperationError {
  const field = missing[0] as string;
  const nested = disableDotNotation && field.includes('.');
  return new NodeOperationError(context.getNode(), `The field "${field}" wasn't found in any input item`, {
    description: nested
      ? 'For a field inside another field, turn off "Disable Dot Notation" in the options.'
      : 'Check the spelling of the field name and that the previous node outputs it (a nested field is written with dots, e.g. "order.lines").',
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
 * expressions are read once.
 */
export function executeSplitOut(context: IExecuteFunctions, readPlan = readSplitOutPlan): INodeExecutionData[] {
  const items = context.getInputData();
  const perItem = splitSettingsVary(context);
  const out: INodeExecutionData[] = [];
  let plan: SplitOutPlan | undefined;
  const found = new Map<string, boolean>();
  for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
    if (!plan || perItem) plan = readPlan(context, itemIndex);
    if (plan.settings.fields.length === 0) {
      throw new NodeOperationError(context.getNode(), 'No field to split out', {
        itemIndex, description: 'Enter the name of the field that holds the list in "Fields To Split Out".',
      });
    }
    const itemFound = plan.settings.fields.map(() => false);
    splitOutItem(plan, items[itemIndex] as INodeExecutionData, itemIndex, out, itemFound);
    plan.settings.fields.forEach((field, k) => found.set(field, (found.get(field) ?? false) || (itemFound[k] as boolean)));
  }
  const missing = [...found].filter(([, present]) => !present).map(([field]) => field);
  if (missing.length > 0 && plan) {
    const error = missingFieldError(context, missing, plan.settings.disableDotNotation);
    if (!context.continueOnFail()) throw error;
    out.push({ json: { error: error.message }, pairedItem: { item: 0 } });
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
