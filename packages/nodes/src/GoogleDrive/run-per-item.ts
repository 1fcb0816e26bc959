import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { NodeApiError, NodeOperationError } from '@weft/workflow';

/** What an operation answers for one item: JSON objects (one item each), or whole items (with binary data). */
export type ItemResult = IDataObject | IDataObject[] | { items: INodeExecutionData[] };

/** Runs `each` for every input item; with "continue on fail" a failed item answers `{ error }`. */
export async function perItem(context: IExecuteFunctions, each: (index: number) => Promise<ItemResult>): Promise<INodeExecutionData[]> {
  const output: INodeExecutionData[] = [];
  const count = context.getInputData().length;
  for (let index = 0; index < count; index++) {
    try {
      const result = await each(index);
      const items = 'items' in result && Array.isArray(result.items)
        ? result.items as INodeExecutionData[]
        : [result as IDataObject | IDataObject[]].flat().map((json) => ({ json }));
      output.push(...items.map((item) => ({ ...item, pairedItem: { item: index } })));
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
