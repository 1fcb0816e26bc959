import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';

export interface BatchingOptions { batchSize?: number; delayBetweenBatches?: number }

/**
 * Runs `work` for each item index: in versions with a Batching parameter (named `batchingParameter`),
 * `batchSize` items at once with `delayBetweenBatches` milliseconds between batches; else one at a time.
 * Answers each item's outcome in item order.
 */
export async function runInBatches<T>(
  context: IExecuteFunctions, count: number, batchingParameter: string | undefined, work: (itemIndex: number) => Promise<T>,
): Promise<Array<PromiseSettledResult<T>>> {
  const batching = batchingParameter ? context.getNodeParameter(batchingParameter, 0, {}) as BatchingOptions : {};
  const size = batchingParameter ? Math.max(1, Math.floor(batching.batchSize ?? 5)) : 1;
  const delay = Math.max(0, batching.delayBetweenBatches ?? 0);
  const outcomes: Array<PromiseSettledResult<T>> = [];
  for (let start = 0; start < count; start += size) {
    if (start > 0 && delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    const indexes = Array.from({ length: Math.min(size, count - start) }, (_, offset) => start + offset);
    outcomes.push(...await Promise.allSettled(indexes.map((itemIndex) => work(itemIndex))));
  }
  return outcomes;
}

/** The abort signal of a stopped execution, as model call options. */
export function cancelOptions(context: IExecuteFunctions): { signal?: AbortSignal } {
  const cancel = context.getExecutionCancelSignal();
  return cancel instanceof AbortSignal ? { signal: cancel } : {};
}

/** A failed item's output with On Error: Continue (`{ error }`); without it, the failure is thrown. */
export function failureItem(context: IExecuteFunctions, reason: unknown, itemIndex: number): INodeExecutionData {
  if (!context.continueOnFail()) throw reason;
  return { json: { error: (reason as Error).message }, pairedItem: { item: itemIndex } };
}

/** One output item per input item: its answer as the item's JSON, or its failure. */
export function outcomeItems(context: IExecuteFunctions, outcomes: Array<PromiseSettledResult<IDataObject>>): INodeExecutionData[] {
  return outcomes.map((outcome, itemIndex) => (outcome.status === 'fulfilled'
    ? { json: outcome.value, pairedItem: { item: itemIndex } }
    : failureItem(context, outcome.reason, itemIndex)));
}
