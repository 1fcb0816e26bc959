import type { INodeExecutionData, IPinData, IRunData, ITaskData } from '@weft/workflow';

/** What a pane shows of one node: its runs from the run data, or its pinned items when it has no run. */
export interface NodeData {
  runs: ITaskData[];
  pinned: INodeExecutionData[] | undefined;
}

export function nodeData(runData: IRunData | undefined, pinData: IPinData | undefined, nodeName: string): NodeData {
  // Pinned items are JSON only (binary outputs are not offered for pinning).
  const pinned = pinData?.[nodeName]?.map((item) => ({ json: item.json }));
  return { runs: runData?.[nodeName] ?? [], pinned };
}

/** Output branches of one run (e.g. If's true and false); pinned data is always one branch. */
export function outputBranches(data: NodeData, runIndex: number): Array<INodeExecutionData[] | null> {
  const run = data.runs[runIndex];
  if (run) return run.data?.main ?? [];
  return data.pinned ? [data.pinned] : [];
}

export function branchItems(data: NodeData, runIndex: number, outputIndex: number): INodeExecutionData[] {
  return outputBranches(data, runIndex)[outputIndex] ?? [];
}

/** The run index within range: a pane asked for run 3 of a node with 2 runs shows the last one. */
export function clampRunIndex(runIndex: number, runCount: number): number {
  return Math.max(0, Math.min(runIndex, runCount - 1));
}

/** Whether any of the items carries binary data; binary outputs get the binary view and no pinning. */
export function hasBinaryData(items: readonly INodeExecutionData[]): boolean {
  return items.some((item) => item.binary !== undefined && Object.keys(item.binary).length > 0);
}

/** Runs can be linked when both panes have the same number of runs, more than one (spec/editor.md §4). */
export function canLinkRuns(inputRunCount: number, outputRunCount: number): boolean {
  return inputRunCount > 1 && inputRunCount === outputRunCount;
}
