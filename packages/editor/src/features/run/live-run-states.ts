import { lastRunStates } from '../../canvas/run-states';
import type { NodeRunState } from '../../canvas/workflow-to-flow';
import type { EditorRun } from '../../stores/workflow/run-slice';

/**
 * The canvas markers of the editor's run as it goes (spec/editor.md §2 'Canvas' node states): nodes
 * whose start came without their end are running; a node's last run failed or succeeded with its item
 * count (from the counts pushed instead of the items when those were too large); the node a waiting
 * execution stopped at is waiting.
 */
export function liveRunStates(run: EditorRun | null): Map<string, NodeRunState> {
  if (!run) return new Map();
  const states = lastRunStates(run.runData, run.itemCountsWithoutData);
  if (run.status === 'waiting' && run.lastNodeExecuted) {
    states.set(run.lastNodeExecuted, { status: 'waiting', ...(run.waitTill ? { waitTill: run.waitTill } : {}) });
  }
  for (const name of run.executingNodes) states.set(name, { status: 'running' });
  return states;
}
