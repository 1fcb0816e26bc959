import type { IContextObject, IDataObject, IExecuteFunctions, INodeExecutionData, ISourceData } from '@weft/workflow';

/** What the node keeps in its context between runs of one execution (n8n's names, read by expressions). */
export interface BatchState extends IContextObject {
  items: INodeExecutionData[];
  processedItems: INodeExecutionData[];
  currentRunIndex: number;
  maxRunIndex: number;
  sourceData: IDataObject | null;
  noItemsLeft: boolean;
  done: boolean;
}

function inputSource(context: IExecuteFunctions): ISourceData | null {
  try {
    return context.getInputSourceData();
  } catch {
    return null;
  }
}

export interface NextBatch {
  batch: INodeExecutionData[];
  state: BatchState;
}

/**
 * The next batch: on the first run (or with `reset`) the input is stored and its first batch
 * returned; on later runs the input is what came back from the loop, added to the processed items,
 * and the next stored batch is returned.
 */
export function nextBatch(context: IExecuteFunctions, trackProcessed: boolean): NextBatch {
  const input = context.getInputData();
  const batchSize = Math.max(1, Number(context.getNodeParameter('batchSize', 0, 1)) || 1);
  const options = context.getNodeParameter('options', 0, {}) as { reset?: boolean };
  const state = context.getContext('node') as BatchState;
  let batch: INodeExecutionData[];
  if (state.items === undefined || options.reset === true) {
    const source = inputSource(context);
    // Items remember their place in the first input, for paired-item lookups on later runs.
    const numbered = input.map((item, index) => ({ ...item, pairedItem: { item: index } }));
    batch = numbered.slice(0, batchSize);
    state.items = numbered.slice(batchSize);
    state.processedItems = [];
    state.currentRunIndex = 0;
    state.maxRunIndex = Math.ceil(input.length / batchSize);
    state.sourceData = source as IDataObject | null;
  } else {
    state.currentRunIndex += 1;
    const sourceOverwrite = state.sourceData ?? undefined;
    batch = state.items.splice(0, batchSize).map((item) => ({
      ...item,
      pairedItem: { item: (item.pairedItem as { item: number }).item, ...(sourceOverwrite ? { sourceOverwrite: sourceOverwrite as unknown as ISourceData } : {}) },
    }));
    if (trackProcessed) {
      const returnedFrom = inputSource(context);
      state.processedItems = [
        ...state.processedItems,
        ...input.map((item, index) => ({ ...item, pairedItem: { item: index, ...(returnedFrom ? { sourceOverwrite: returnedFrom } : {}) } })),
      ];
    }
  }
  state.noItemsLeft = state.items.length === 0;
  state.done = batch.length === 0;
  return { batch, state };
}
