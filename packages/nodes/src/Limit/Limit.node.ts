import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import type { LimitKeep } from './limit-items.js';
import { limitItems } from './limit-items.js';
import { limitProperties } from './limit.description.js';

export const LIMIT_NODE_TYPE = 'n8n-nodes-base.limit';

/** Runs Limit over the node's input (Item Lists calls it too). */
export function executeLimit(context: IExecuteFunctions): INodeExecutionData[] {
  const raw = context.getNodeParameter('maxItems', 0, 1);
  const maxItems = typeof raw === 'string' && raw.trim() === '' ? Number.NaN : Number(raw);
  // n8n lets 0 through: no items pass.
  if (!Number.isFinite(maxItems) || maxItems < 0) {
    throw new NodeOperationError(context.getNode(), `"Max Items" must be a number of at least 0, not ${JSON.stringify(raw)}`, {
      description: 'Enter how many items should pass, e.g. 10.',
    });
  }
  return limitItems(context.getInputData(), maxItems, context.getNodeParameter('keep', 0, 'firstItems') as LimitKeep);
}

/** `n8n-nodes-base.limit`: keeps only the first or last items. */
export class Limit implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Limit',
    name: LIMIT_NODE_TYPE,
    icon: 'file:limit.svg',
    group: ['transform'],
    version: 1,
    description: 'Keeps at most a number of items, the first or the last ones',
    defaults: { name: 'Limit' },
    inputs: ['main'],
    outputs: ['main'],
    codex: {
      categories: ['Core Nodes'],
      subcategories: { 'Core Nodes': ['Data Transformation'] },
      alias: ['limit', 'first', 'last', 'top', 'head', 'tail', 'slice', 'remove'],
    },
    properties: limitProperties,
  };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    return [executeLimit(this)];
  }
}
