import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { listTimezones, updateWorkflow } from '@weft/contracts';
import type { WorkflowResponse } from '@weft/contracts';
import type { IWorkflowSettings } from '@weft/workflow';
import { useApiClient } from '../../api/api-context';
import { queryKeys } from '../../api/query-keys';
import type { WorkflowStore } from '../../stores/workflow/workflow-store';
import { workflowsListKey } from '../workflows-list/use-workflows-list';
import { adoptSavedSettings } from './adopt-saved-settings';

const timezonesKey = ['options', 'timezones'] as const;

/** The timezones a workflow may use (name -> label); they do not change while the editor runs. */
export function useTimezones(enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: timezonesKey,
    queryFn: ({ signal }) => client.request(listTimezones, { signal }),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}

/** Saves the open workflow's settings on their own (PATCH with the version the editor holds). */
export function useSaveWorkflowSettings(store: WorkflowStore) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useCallback(async (settings: IWorkflowSettings): Promise<WorkflowResponse> => {
    const { document } = store.getState();
    const saved = await client.request(updateWorkflow, {
      params: { id: document.id },
      body: { settings, versionId: document.versionId },
    });
    adoptSavedSettings(store, saved);
    queryClient.setQueryData(queryKeys.workflow(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: workflowsListKey });
    return saved;
  }, [store, client, queryClient]);
}
