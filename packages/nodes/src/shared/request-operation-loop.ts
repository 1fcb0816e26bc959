import type { IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { NodeOperationError, sleep } from '@weft/workflow';
import { errorItem } from './item-loop.helper.js';
import { readRequestOptions } from './request-options.description.js';
import type { RequestSettings } from './request-options.description.js';

/** What one resource/operation of a node with Request Options is given for an input item. */
export interface RequestOperationContext {
  node: IExecuteFunctions;
  itemIndex: number;
  settings: RequestSettings;
}

export type RequestOperation = (c: RequestOperationContext) => Promise<INodeExecutionData[]>;

/**
 * Runs each input item's resource and operation with that item's Request Options, pausing between
 * batches when Batching asks for it. The items each operation makes are paired with their input item;
 * under "continue on fail" a failing item becomes an error item.
 */
export async function runRequestOperations(
  context: IExecuteFunctions,
  find: (resource: string, operation: string) => RequestOperation | undefined,
): Promise<INodeExecutionData[][]> {
  const count = context.getInputData().length;
  const output: INodeExecutionData[] = [];
  for (let itemIndex = 0; itemIndex < count; itemIndex++) {
    try {
      const resource = context.getNodeParameter('resource', itemIndex) as string;
      const operation = context.getNodeParameter('operation', itemIndex) as string;
      const run = find(resource, operation);
      if (!run) throw new NodeOperationError(context.getNode(), `The operation "${operation}" of "${resource}" is not known`, { itemIndex });
      const { settings, batching } = readRequestOptions(context, itemIndex);
      if (batching && itemIndex > 0 && itemIndex % batching.size === 0) await sleep(batching.interval);
      const made = await run({ node: context, itemIndex, settings });
      output.push(...made.map((item) => ({ ...item, pairedItem: { item: itemIndex } })));
    } catch (error) {
      if (!context.continueOnFail()) throw error;
      output.push(errorItem(error, itemIndex));
    }
  }
  return [output];
}
