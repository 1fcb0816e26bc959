import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { NodeApiError, NodeOperationError } from '@weft/workflow';

export type ItemOperation = (this: IExecuteFunctions, item: number) => Promise<IDataObject | IDataObject[]>;

/** Runs the operation for every input item; with "continue on fail" a failed item answers `{ error }`. */
export async function perItem(context: IExecuteFunctions, each: ItemOperation): Promise<INodeExecutionData[]> {
  const output: INodeExecutionData[] = [];
  const items = context.getInputData();
  for (let index = 0; index < items.length; index++) {
    try {
      output.push(...[await each.call(context, index)].flat().map((json) => ({ json, pairedItem: { item: index } })));
    } catch (error) {
      if (context.continueOnFail()) {
        output.push({ json: { error: (error as Error).message }, pairedItem: { item: index } });
        continue;
      }
      if (error instanceof NodeApiError || error instanceof NodeOperationError) {
        error.context.itemIndex ??= index;
        throw error;
      }
      throw new NodeOperationError(context.getNode(), error as Error, { itemIndex: index });
    }
  }
  return output;
}
