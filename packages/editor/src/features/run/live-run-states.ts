import type { NodeRunState } from '../../canvas/workflow-to-flow';
import type { EditorRun } from '../../stores/execution/execution-store';

/**
 * The canvas markers of the editor's run as it goes (spec/editor.md §2 'Canvas' node states): nodes
 * whose start came without their end are running; a node's last run failed or succeeded with its item
 * count (from the counts pushed instead of the items when those were too large); the node a waiting
 * execution stopped at is waiting.
 */
export function liveRunStates(run: EditorRun | null): Map<string, NodeRunState> {
  const states = new Map<string, NodeRunState>();
  if (!run) return states;
  for (const [name, runs] of Object.entries(run.runData)) {
    const last = runs.at(-1);
    if (!last) continue;
    if (last.error) {
      states.set(name, { status: 'error' });
      continue;
    }
    const outputItemCounts = run.itemCountsWithoutData?.[name] ?? (last.data?.main ?? []).map((items) => items?.length ?? 0);
    states.set(name, { status: 'success', itemCount: outputItemCounts.reduce((sum, count) => sum + count, 0), outputItemCounts });
  }
  if (run.status === 'waiting' && run.lastNodeExecuted) {
    states.set(run.lastNodeExecuted, { status: 'waiting', ...(run.waitTill ? { waitTill: run.waitTill } : {}) });
  }
  for (const name of run.executingNodes) states.set(name, { status: 'running' });
  return states;
}
