import type { IDataObject, IExecuteFunctions } from '@weft/workflow';

/** One operation of one resource, for one item: the output item(s) it produces. */
export type SlackOperation = (context: IExecuteFunctions, itemIndex: number, version: number) => Promise<IDataObject | IDataObject[]>;

export const param = <T = unknown>(context: IExecuteFunctions, name: string, itemIndex: number, fallback: unknown): T =>
  context.getNodeParameter(name, itemIndex, fallback) as T;

/** "Return All" or the "Limit" of a list operation. */
export function listLimit(context: IExecuteFunctions, itemIndex: number): number {
  return param(context, 'returnAll', itemIndex, false) ? Infinity : Number(param(context, 'limit', itemIndex, 50));
}
