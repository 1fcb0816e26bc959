import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { NodeError, NodeOperationError, withPathSet } from '@weft/engine';

/**
 * Runs `run` on each input item in turn. A failing item becomes `{ error }` when the node continues on
 * fail; otherwise the run stops with a node error for that item (other errors are wrapped).
 */
export async function mapEachItem(
  context: IExecuteFunctions,
  items: readonly INodeExecutionData[],
  run: (item: INodeExecutionData, itemIndex: number) => Promise<INodeExecutionData> | INodeExecutionData,
): Promise<INodeExecutionData[]> {
  const output: INodeExecutionData[] = [];
  for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
    try {
      output.push(await run(items[itemIndex] as INodeExecutionData, itemIndex));
    } catch (error) {
      if (context.continueOnFail()) {
        output.push({ json: { error: (error as Error).message }, pairedItem: { item: itemIndex } });
        continue;
      }
      if (error instanceof NodeError) throw error;
      throw new NodeOperationError(context.getNode(), error as Error, { itemIndex });
    }
  }
  return output;
}

/** `item` with `value` written at the dot path `field`, paired with input item `itemIndex`; its binary data is kept. */
export function itemWithField(item: INodeExecutionData, itemIndex: number, field: string, value: unknown): INodeExecutionData {
  const newItem: INodeExecutionData = { json: withPathSet<IDataObject>(item.json, field, value), pairedItem: { item: itemIndex } };
  if (item.binary) newItem.binary = item.binary;
  return newItem;
}
