import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { NodeError, NodeOperationError, withPathSet } from '@weft/workflow';

/**
 * Runs `run` on each input item in turn. A failing item becomes `{ error }` when the node continues on
 * fail; otherwise the run stops with a node error for that item: `toNodeError`'s, when the node words
 * that error itself (undefined leaves it to the default), else the error itself when it is a node error,
 * else wrapped.
 */
export async function mapEachItem(
  context: IExecuteFunctions,
  items: readonly INodeExecutionData[],
  run: (item: INodeExecutionData, itemIndex: number) => Promise<INodeExecutionData> | INodeExecutionData,
  toNodeError?: (error: unknown, itemIndex: number) => NodeError | undefined,
): Promise<INodeExecutionData[]> {
  const output: INodeExecutionData[] = [];
  for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
    try {
      output.push(await run(items[itemIndex] as INodeExecutionData, itemIndex));
    } catch (error) {
      const nodeError = toNodeError?.(error, itemIndex)
        ?? (error instanceof NodeError ? error : new NodeOperationError(context.getNode(), error as Error, { itemIndex }));
      if (!context.continueOnFail()) throw nodeError;
      output.push(errorItem(nodeError, itemIndex));
    }
  }
  return output;
}

/** What an item that failed becomes under "continue on fail". */
export function errorItem(error: unknown, itemIndex: number): INodeExecutionData {
  return { json: { error: error instanceof Error ? error.message : String(error) }, pairedItem: { item: itemIndex } };
}

/** `item` with `value` written at the dot path `field`, paired with input item `itemIndex`; its binary data is kept. */
export function itemWithField(item: INodeExecutionData, itemIndex: number, field: string, value: unknown): INodeExecutionData {
  const newItem: INodeExecutionData = { json: withPathSet<IDataObject>(item.json, field, value), pairedItem: { item: itemIndex } };
  if (item.binary) newItem.binary = item.binary;
  return newItem;
}
