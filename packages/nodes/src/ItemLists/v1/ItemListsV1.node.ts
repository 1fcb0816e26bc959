import type {
  IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription,
} from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { executeAggregate } from '../../Aggregate/Aggregate.node.js';
import { fieldNamesOf } from '../../data-transformation/field-access.js';
import { executeLimit } from '../../Limit/Limit.node.js';
import { executeRemoveDuplicateInputItems } from '../../RemoveDuplicates/v1/RemoveDuplicatesV1.node.js';
import { executeSort } from '../../Sort/Sort.node.js';
import { executeSplitOut, splitSettingsVary } from '../../SplitOut/SplitOut.node.js';
import type { SplitOutInclude, SplitOutPlan } from '../../SplitOut/split-out.js';
import { planSplitOut, splitOutItem } from '../../SplitOut/split-out.js';
import { executeSummarize } from '../../Summarize/Summarize.node.js';
import { itemListsDescription } from '../item-lists.base-description.js';
import { itemListsV1Properties } from './item-lists-v1.description.js';

/** Item Lists 1 and 2 list field names as `{ fields: [{ fieldName }] }`. */
const fieldList = (context: IExecuteFunctions, name: string): string[] => fieldNamesOf(context.getNodeParameter(name, 0, {}));

/** Item Lists 1 and 2 split one field (the name is not a comma list) and include fields from a field list. */
function readSplitPlan(context: IExecuteFunctions, itemIndex: number): SplitOutPlan {
  const options = context.getNodeParameter('options', itemIndex, {}) as IDataObject;
  const include = context.getNodeParameter('include', itemIndex, 'noOtherFields') as SplitOutInclude;
  const field = String(context.getNodeParameter('fieldToSplitOut', itemIndex, '')).trim();
  return planSplitOut({
    fields: field === '' ? [] : [field],
    destinations: [String(options.destinationFieldName ?? '').trim()],
    include,
    fieldsToInclude: include === 'selectedOtherFields' ? fieldNamesOf(context.getNodeParameter('fieldsToInclude', itemIndex, {})) : [],
    disableDotNotation: options.disableDotNotation === true,
    includeBinary: false,
  });
}

/** Item Lists 1 splits only lists: a missing field or another value fails the item. */
function splitOutListsOnly(context: IExecuteFunctions): INodeExecutionData[] {
  const items = context.getInputData();
  const perItem = splitSettingsVary(context);
  const out: INodeExecutionData[] = [];
  let plan: SplitOutPlan | undefined;
  for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
    if (!plan || perItem) plan = readSplitPlan(context, itemIndex);
    const field = plan.settings.fields[0];
    try {
      if (field === undefined) {
        throw new NodeOperationError(context.getNode(), 'No field to split out', {
          itemIndex, description: 'Enter the name of the field that holds the list in "Field To Split Out".',
        });
      }
      const value = plan.readers[0]?.(items[itemIndex]?.json ?? {});
      if (value === undefined) {
        // n8n's wording; the item and the hint are Weft's.
        throw new NodeOperationError(context.getNode(), `Couldn't find the field '${field}' in the input data`, {
          itemIndex,
          description: `Item ${itemIndex} has no such field. ` + (plan.settings.disableDotNotation && field.includes('.')
            ? 'For a field inside another field, turn off "Disable Dot Notation" in the options.'
            : 'Check the spelling of the field name (a nested field is written with dots, e.g. "order.lines").'),
        });
      }
      if (!Array.isArray(value)) {
        // n8n's wording; the item and the hint are Weft's.
        throw new NodeOperationError(context.getNode(), `The provided field '${field}' is not an array`, {
          itemIndex, description: `In item ${itemIndex}. Item Lists 1 splits lists only; later versions also split objects and single values.`,
        });
      }
      splitOutItem(plan, items[itemIndex] as INodeExecutionData, itemIndex, out, [false]);
    } catch (error) {
      if (!context.continueOnFail()) throw error;
      out.push({ json: { error: (error as Error).message }, pairedItem: { item: itemIndex } });
    }
  }
  return out;
}

/** Item Lists 1 and 2 to 2.2: one node for the list operations, with field lists as collections. */
export class ItemListsV1 implements INodeType {
  description: INodeTypeDescription;

  constructor(version: number[] | number) {
    this.description = itemListsDescription({ version, properties: itemListsV1Properties });
  }

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const operation = this.getNodeParameter('operation', 0, 'splitOutItems') as string;
    switch (operation) {
      case 'splitOutItems':
        return [this.getNode().typeVersion >= 2 ? executeSplitOut(this, readSplitPlan) : splitOutListsOnly(this)];
      case 'aggregateItems': return [executeAggregate(this, fieldList)];
      case 'removeDuplicates': return [executeRemoveDuplicateInputItems(this, fieldList)];
      case 'sort': return [await executeSort(this)];
      case 'limit': return [executeLimit(this)];
      case 'summarize': return [executeSummarize(this, false)];
      default:
        throw new NodeOperationError(this.getNode(), `Unknown operation "${operation}"`, {
          description: 'Choose one of the Item Lists operations.',
        });
    }
  }
}
