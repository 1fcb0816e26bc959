import type { IExecution, INodeExecutionData } from '@weft/workflow';

/** Items of one output of one node run, in order after those of the chunks before it. */
export interface ItemsChunk {
  nodeName: string;
  runIndex: number;
  outputIndex: number;
  items: INodeExecutionData[];
}

/**
 * An execution as its items-free outline (every main output an empty list, or null as it was) and its
 * items in chunks of at most `chunkItems`: what the execution reader hands over one chunk a frame.
 */
export function splitExecution(execution: IExecution, chunkItems: number): { outline: IExecution; chunks: ItemsChunk[] } {
  const chunks: ItemsChunk[] = [];
  const runData: IExecution['data']['resultData']['runData'] = {};
  for (const [nodeName, runs] of Object.entries(execution.data.resultData.runData)) {
    runData[nodeName] = runs.map((run, runIndex) => {
      if (!run.data?.main) return run;
      const main = run.data.main.map((items, outputIndex) => {
        if (!items) return items;
        for (let start = 0; start < items.length; start += chunkItems) {
          chunks.push({ nodeName, runIndex, outputIndex, items: items.slice(start, start + chunkItems) });
        }
        return [];
      });
      return { ...run, data: { ...run.data, main } };
    });
  }
  const outline = { ...execution, data: { ...execution.data, resultData: { ...execution.data.resultData, runData } } };
  return { outline, chunks };
}

/** Puts a chunk's items back into the outline splitExecution made (in place: the outline is the reader's own). */
export function addChunk(outline: IExecution, chunk: ItemsChunk): void {
  const output = outline.data.resultData.runData[chunk.nodeName]?.[chunk.runIndex]?.data?.main?.[chunk.outputIndex];
  if (!output) throw new Error(`The execution has no output ${chunk.outputIndex} of run ${chunk.runIndex} of "${chunk.nodeName}"`);
  for (const item of chunk.items) output.push(item);
}
