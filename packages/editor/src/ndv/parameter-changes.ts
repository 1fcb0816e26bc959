import { useEffect } from 'react';
import { createStore, useStore } from 'zustand';
import type { StoreApi } from 'zustand';
import { useWorkflowStoreApi } from '../stores/workflow/workflow-store-context';
import type { WorkflowStore } from '../stores/workflow/workflow-store';
import { nodesWithChangedParameters } from './data/stale-output';

/** Per node name, when its parameters last changed (ms since epoch), for the stale-output notice. */
type ChangeTimes = Record<string, number>;

// One record per open workflow: a new workflow store starts with nothing stale.
const changeTimesByWorkflow = new WeakMap<WorkflowStore, StoreApi<ChangeTimes>>();

function changeTimesOf(workflow: WorkflowStore): StoreApi<ChangeTimes> {
  let times = changeTimesByWorkflow.get(workflow);
  if (!times) {
    times = createStore<ChangeTimes>(() => ({}));
    changeTimesByWorkflow.set(workflow, times);
  }
  return times;
}

/** Notes the time of every parameter change while the canvas is open (mounted once, beside the canvas). */
export function useTrackParameterChanges(): void {
  const workflow = useWorkflowStoreApi();
  useEffect(() => {
    const times = changeTimesOf(workflow);
    return workflow.subscribe((state, previous) => {
      if (state.document.nodes === previous.document.nodes) return;
      const changed = nodesWithChangedParameters(previous.document.nodes, state.document.nodes);
      if (changed.length === 0) return;
      const now = Date.now();
      times.setState(Object.fromEntries(changed.map((name) => [name, now])));
    });
  }, [workflow]);
}

export function useParametersChangedAt(nodeName: string): number | undefined {
  return useStore(changeTimesOf(useWorkflowStoreApi()), (times) => times[nodeName]);
}
