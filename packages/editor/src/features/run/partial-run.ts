import type { IConnections, IPinData, IRunData } from '@weft/workflow';
import { WorkflowGraph } from '@weft/workflow';

export interface PartialRun {
  /** Where the engine starts: the nodes on the path whose parents all have data (or that have none). */
  startNodes: string[];
  /** Run data of the nodes the run reuses instead of running them again. */
  runData: IRunData;
}

const hasData = (name: string, runData: IRunData, pinData: IPinData): boolean =>
  (runData[name]?.length ?? 0) > 0 || (pinData[name]?.length ?? 0) > 0;

/**
 * A run up to `destination` that reuses what the editor already has: walking up from the destination,
 * a parent with run data or pinned data feeds the run as it is; a parent without runs again, and so do
 * its own parents without data. Start nodes are the nodes that run and have no parent that runs (the
 * destination itself when every parent has data), so the engine never runs a node twice needlessly.
 */
export function partialRunTo(
  destination: string, connections: IConnections, runData: IRunData, pinData: IPinData,
): PartialRun {
  const graph = WorkflowGraph.of(connections);
  const startNodes: string[] = [];
  const reused = new Set<string>();
  const visited = new Set<string>();
  const visit = (name: string): void => {
    if (visited.has(name)) return;
    visited.add(name);
    const parentsToRun: string[] = [];
    for (const edge of graph.parentEdges(name, 'main')) {
      if (hasData(edge.source, runData, pinData)) reused.add(edge.source);
      else parentsToRun.push(edge.source);
    }
    if (parentsToRun.length === 0) startNodes.push(name);
    for (const parent of parentsToRun) visit(parent);
  };
  visit(destination);
  const kept: IRunData = {};
  // Every node with data the run may read keeps it: a node downstream of a start node can have a
  // second parent whose data it needs (a merge).
  for (const name of Object.keys(runData)) {
    if (name !== destination && (reused.has(name) || !visited.has(name))) kept[name] = runData[name]!;
  }
  return { startNodes, runData: kept };
}

/**
 * The run data the editor keeps showing while a run from `startNodes` goes on: everything but the
 * start nodes and the nodes after them, which the run executes again (their new runs replace the old,
 * rather than being added as a second run).
 */
export function runDataKeptDuring(previous: IRunData, startNodes: readonly string[], connections: IConnections): IRunData {
  const graph = WorkflowGraph.of(connections);
  const rerun = new Set(startNodes.flatMap((name) => [name, ...graph.getChildNodes(name)]));
  return Object.fromEntries(Object.entries(previous).filter(([name]) => !rerun.has(name)));
}
