import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getWorkflowVersion, listWorkflowHistory } from '@weft/contracts';
import type { WorkflowVersion, WorkflowVersionSummary } from '@weft/contracts';
import { useApiClient } from '../../api/api-context';

export const HISTORY_PAGE_SIZE = 20;

export const historyQueryKey = (workflowId: string) => ['workflow-history', workflowId] as const;

/**
 * A saved workflow's versions, newest first, a page at a time. Keyed by the version open on the canvas
 * too, so a save made while the list shows loads it again.
 */
export function useWorkflowHistory(workflowId: string, currentVersionId: string | undefined) {
  const client = useApiClient();
  return useInfiniteQuery({
    queryKey: [...historyQueryKey(workflowId), 'list', currentVersionId ?? ''],
    queryFn: ({ pageParam, signal }) => client.request(listWorkflowHistory, {
      params: { workflowId }, query: { take: HISTORY_PAGE_SIZE, skip: pageParam }, signal,
    }),
    initialPageParam: 0,
    getNextPageParam: (last: WorkflowVersionSummary[], pages) =>
      (last.length < HISTORY_PAGE_SIZE ? undefined : pages.length * HISTORY_PAGE_SIZE),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** One version with its nodes and connections; versions never change once stored. */
export function useWorkflowVersion(workflowId: string, versionId: string | null) {
  const client = useApiClient();
  return useQuery<WorkflowVersion>({
    queryKey: [...historyQueryKey(workflowId), 'version', versionId ?? ''],
    queryFn: ({ signal }) => client.request(getWorkflowVersion, {
      params: { workflowId, versionId: versionId ?? '' }, signal,
    }),
    enabled: versionId !== null,
    staleTime: Infinity,
  });
}
