import type { IExecuteFunctions } from '@weft/workflow';

export interface BatchingOptions { batchSize?: number; delayBetweenBatches?: number }

/**
 * Runs `work` for each item index: from the version that has the Batching option, `batchSize` items at
 * once with `delayBetweenBatches` milliseconds between batches; before it, one item at a time.
 * Answers each item's outcome in item order.
 */
export async function runInBatches<T>(
  context: IExecuteFunctions, count: number, hasBatching: boolean, work: (itemIndex: number) => Promise<T>,
): Promise<Array<PromiseSettledResult<T>>> {
  const batching = hasBatching ? context.getNodeParameter('options.batching', 0, {}) as BatchingOptions : {};
  const size = hasBatching ? Math.max(1, Math.floor(batching.batchSize ?? 5)) : 1;
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
