import { useEffect } from 'react';
import { deleteTestWebhook } from '@weft/contracts';
import { useApiClient } from '../../api/api-context';
import { followRuns } from '../../stores/execution/run-routing';
import type { WorkflowStore } from '../../stores/workflow/workflow-store';

/**
 * The run belongs to the open workflow's store (a workflow opens without execution data, as its store
 * is new): while open, the live connection's messages about its runs reach it, and leaving it while a
 * test webhook waits removes that webhook (spec/editor.md §4).
 */
export function useRunSession(store: WorkflowStore): void {
  const client = useApiClient();
  useEffect(() => {
    const stopFollowing = followRuns(store);
    return () => {
      stopFollowing();
      const { run } = store.getState();
      if (run?.waitingForWebhook && run.workflowId !== undefined) {
        void client.request(deleteTestWebhook, { params: { id: run.workflowId } }).catch(() => undefined);
      }
      store.getState().clearRun();
    };
  }, [client, store]);
}
