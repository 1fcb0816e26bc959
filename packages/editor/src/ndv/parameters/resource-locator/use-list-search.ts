import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { getResourceLocatorResults } from '@weft/contracts';
import type { ResourceLocatorResult, ResourceLocatorResults } from '@weft/contracts';
import { useApiClient } from '../../../api/api-context';
import { useWorkflowStore } from '../../../stores/workflow/workflow-store-context';
import { listSearchQuery, listSearchQueryKey } from './list-search-request';

export interface ListSearch {
  results: ResourceLocatorResult[];
  loading: boolean;
  /** A next page is being loaded (the list stays on screen). */
  loadingMore: boolean;
  hasMore: boolean;
  loadMore: () => void;
  error?: { message: string; hint?: string };
}

const NO_RESULTS: ResourceLocatorResult[] = [];

/**
 * The pages of a "From List" search while the list is open. Each filter is its own query, so going
 * back to an earlier filter shows its results at once.
 */
export function useListSearch(args: { nodeName: string; path: string; methodName: string | undefined; filter: string; open: boolean }): ListSearch {
  const { nodeName, path, methodName, filter, open } = args;
  const client = useApiClient();
  const node = useWorkflowStore((state) => state.document.nodes.find((candidate) => candidate.name === nodeName));
  const enabled = open && node !== undefined && methodName !== undefined;
  const query = useInfiniteQuery({
    queryKey: node && methodName ? listSearchQueryKey(node, path, methodName, filter) : ['node-parameter-options', 'list-search', nodeName, path],
    queryFn: ({ pageParam, signal }): Promise<ResourceLocatorResults> => {
      if (!node || !methodName) return Promise.resolve({ results: [] });
      return client.request(getResourceLocatorResults, { query: listSearchQuery(node, path, methodName, filter, pageParam), signal });
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.paginationToken,
    enabled,
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: false,
    retry: false,
  });
  const error = query.error as (Error & { hint?: string }) | null;
  return {
    results: query.data?.pages.flatMap((page) => page.results) ?? NO_RESULTS,
    loading: enabled && query.isFetching && !query.isFetchingNextPage,
    loadingMore: query.isFetchingNextPage,
    hasMore: query.hasNextPage,
    loadMore: () => { if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage(); },
    ...(error ? { error: { message: error.message, ...(error.hint ? { hint: error.hint } : {}) } } : {}),
  };
}
