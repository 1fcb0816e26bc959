import type {
  IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription,
} from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { runTransform } from '../data-transformation/node-errors.js';
import { sortWithCode } from './sort-code.js';
import type { SortField } from './sort-items.js';
import { shuffleItems, sortByFields } from './sort-items.js';
import { SORT_CODE_DEFAULT, sortProperties } from './sort.description.js';

export const SORT_NODE_TYPE = 'n8n-nodes-base.sort';

/** Runs Sort over the node's input (Item Lists calls it too); parameters are read once. */
export async function executeSort(context: IExecuteFunctions): Promise<INodeExecutionData[]> {
  const items = context.getInputData();
  const type = context.getNodeParameter('type', 0, 'simple') as string;
  if (type === 'random') return shuffleItems(items);
  if (type === 'code') {
    // The code is never an expression: a leading "=" is part of it.
    return sortWithCode(context, context.getNodeParameter('code', 0, '', { rawExpressions: true }) as string);
  }
  if (type !== 'simple') {
    throw new NodeOperationError(context.getNode(), `Unknown sort type "${type}"`, { description: 'Choose Simple, Random or Code.' });
  }
  return runTransform(context, () => {
    const ui = context.getNodeParameter('sortFieldsUi', 0, {}) as { sortField?: SortField[] };
    const options = context.getNodeParameter('options', 0, {}) as IDataObject;
    return sortByFields(items, ui.sortField ?? [], options.disableDotNotation === true);
  });
}

/** `n8n-nodes-base.sort`: orders the items by fields, at random, or by compare code. */
export class Sort implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Sort',
    name: SORT_NODE_TYPE,
    icon: 'file:sort.svg',
    group: ['transform'],
    version: 1,
    description: 'Changes the order of the items',
    defaults: { name: 'Sort' },
    inputs: ['main'],
    outputs: ['main'],
    codex: {
      categories: ['Core Nodes'],
      subcategories: { 'Core Nodes': ['Data Transformation'] },
      alias: ['sort', 'order', 'arrange', 'rank', 'random', 'shuffle'],
    },
    properties: sortProperties(SORT_CODE_DEFAULT),
  };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    return [await executeSort(this)];
  }
}
