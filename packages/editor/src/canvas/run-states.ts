import type { IExecution, IRunData } from '@weft/workflow';
import type { NodeRunState } from './workflow-to-flow';

/**
 * What an execution says about each node, for the canvas markers: the node's last run failed, or
 * succeeded with the number of items it output (all outputs); the node a waiting execution stopped at
 * is waiting; an unfinished execution's last node is running.
 */
export function runStatesFromExecution(execution: Pick<IExecution, 'data' | 'waitTill' | 'finished' | 'status'>): Map<string, NodeRunState> {
  const resultData = execution.data.resultData;
  const states = lastRunStates(resultData.runData);
  const lastNode = resultData.lastNodeExecuted;
  if (lastNode && execution.status === 'waiting') {
    states.set(lastNode, { status: 'waiting', waitTill: execution.waitTill ?? undefined });
  } else if (lastNode && execution.status === 'running' && !execution.finished && !states.has(lastNode)) {
    states.set(lastNode, { status: 'running' });
  }
  return states;
}

/**
 * Each node's last run: failed, or succeeded with the items of each output. `itemCounts` stands in for
 * the items of runs that came without them (pushed as counts only).
 */
export function lastRunStates(runData: IRunData, itemCounts?: Record<string, number[]>): Map<string, NodeRunState> {
  const states = new Map<string, NodeRunState>();
  for (const [name, runs] of Object.entries(runData)) {
    const last = runs.at(-1);
    if (!last) continue;
    if (last.error) {
      states.set(name, { status: 'error' });
      continue;
    }
    const outputItemCounts = itemCounts?.[name] ?? (last.data?.main ?? []).map((items) => items?.length ?? 0);
    states.set(name, { status: 'success', itemCount: outputItemCounts.reduce((sum, count) => sum + count, 0), outputItemCounts });
  }
  return states;
}
