import { useQuery } from '@tanstack/react-query';
import { getWorkflow, newWorkflowName } from '@weft/contracts';
import type { WorkflowResponse } from '@weft/contracts';
import { useApiClient } from './api-context';
import { queryKeys } from './query-keys';

/** A saved workflow by id. Not refetched behind the user's back: the canvas holds the working copy. */
export function useWorkflow(id: string | undefined) {
  const client = useApiClient();
  return useQuery<WorkflowResponse>({
    queryKey: queryKeys.workflow(id ?? ''),
    queryFn: ({ signal }) => client.request(getWorkflow, { params: { id: id ?? '' }, signal }),
    enabled: Boolean(id),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/** A free name for a new workflow ('My workflow', 'My workflow 2', ...). */
export function useNewWorkflowName() {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.newWorkflowName,
    queryFn: ({ signal }) => client.request(newWorkflowName, { signal }),
    // Always ask again when a new canvas opens: the free name changes as workflows are saved.
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
