import { useEffect } from 'react';
import { deleteTestWebhook } from '@weft/contracts';
import { useApiClient } from '../../api/api-context';
import { useExecutionStore } from '../../stores/execution/execution-store';

/**
 * The run belongs to the open workflow: opening one starts without execution data, and leaving it
 * while a test webhook waits removes that webhook (spec/editor.md §4).
 */
export function useRunSession(): void {
  const client = useApiClient();
  useEffect(() => {
    useExecutionStore.getState().clear();
    return () => {
      const { run } = useExecutionStore.getState();
      if (run?.waitingForWebhook && run.workflowId !== undefined) {
        void client.request(deleteTestWebhook, { params: { id: run.workflowId } }).catch(() => undefined);
      }
      useExecutionStore.getState().clear();
    };
  }, [client]);
}
