import type { IExecuteFunctions, INodeExecutionData } from '@weft/workflow';

/** The items of `count` inputs; an input that got nothing (or is not connected) gives none. */
export function readInputs(context: IExecuteFunctions, count: number): INodeExecutionData[][] {
  return Array.from({ length: count }, (_, index) => {
    try {
      return context.getInputData(index) ?? [];
    } catch {
      return [];
    }
  });
}
