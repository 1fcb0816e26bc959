import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';

export type Operation = (this: IExecuteFunctions, itemIndex: number) => Promise<IDataObject | IDataObject[] | INodeExecutionData[]>;

const isItems = (value: unknown[]): value is INodeExecutionData[] =>
  value.length > 0 && value.every((entry) => typeof entry === 'object' && entry !== null && 'json' in entry && typeof (entry as { json: unknown }).json === 'object');

/** Runs the chosen operation for each input item: its answers as items paired with it; continue on fail gives an error item. */
export async function runItems(context: IExecuteFunctions, operations: Record<string, Record<string, Operation>>): Promise<INodeExecutionData[][]> {
  const items = context.getInputData();
  const output: INodeExecutionData[] = [];
  for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
    try {
      const resource = String(context.getNodeParameter('resource', itemIndex, 'message'));
      const operation = String(context.getNodeParameter('operation', itemIndex, ''));
      const run = operations[resource]?.[operation];
      if (!run) throw new NodeOperationError(context.getNode(), `The operation "${operation}" is not known for ${resource}`, { itemIndex });
      const result = await run.call(context, itemIndex);
      const list = Array.isArray(result) ? result : [result];
      const asItems = isItems(list) ? list : (list as IDataObject[]).map((json) => ({ json }));
      output.push(...asItems.map((item) => ({ ...item, pairedItem: { item: itemIndex } })));
    } catch (error) {
      if (!context.continueOnFail()) throw error;
      output.push({ json: { error: (error as Error).message }, pairedItem: { item: itemIndex } });
    }
  }
  return [output];
}
