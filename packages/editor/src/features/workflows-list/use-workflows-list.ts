import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { listWorkflows, updateWorkflow } from '@weft/contracts';
import type { WorkflowListItem } from '@weft/contracts';
import { useApiClient } from '../../api/api-context';
import { queryKeys } from '../../api/query-keys';
import { useCurrentWorkflow } from '../workflow/current-workflow';

export const workflowsListKey = [...queryKeys.workflows, 'list'] as const;

/** Every saved workflow (name, dates, tags, active), fresh each time the list opens. */
export function useWorkflowsList(enabled: boolean) {
  const client = useApiClient();
  return useQuery<WorkflowListItem[]>({
    queryKey: workflowsListKey,
    queryFn: ({ signal }) => client.request(listWorkflows, { signal }),
    enabled,
    staleTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/** Turns a listed workflow on or off; when it is the open one, its header follows without losing unsaved edits. */
export function useSetWorkflowActive() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useCallback(async (id: string, active: boolean) => {
    const saved = await client.request(updateWorkflow, { params: { id }, body: { active } });
    queryClient.setQueryData(queryKeys.workflow(saved.id), saved);
    queryClient.setQueryData<WorkflowListItem[]>(workflowsListKey, (list) =>
      list?.map((item) => (item.id === saved.id ? { ...item, active: saved.active, versionId: saved.versionId, updatedAt: saved.updatedAt } : item)));
    const store = useCurrentWorkflow.getState().open?.store;
    if (store && store.getState().document.id === saved.id) {
      const fields = { active: saved.active, versionId: saved.versionId };
      store.getState().markSaved(fields, store.getState().savedDocument);
    }
    return saved;
  }, [client, queryClient]);
}
