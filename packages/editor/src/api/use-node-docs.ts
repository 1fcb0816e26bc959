import { queryOptions, useQuery } from '@tanstack/react-query';
import { listNodeDocs } from '@weft/contracts';
import type { ApiClient } from './api-client';
import { useApiClient } from './api-context';
import { queryKeys } from './query-keys';

/** The node types whose docs page this instance serves (the built-in ones). */
export function nodeDocsQuery(client: ApiClient) {
  return queryOptions<string[]>({
    queryKey: queryKeys.nodeDocs,
    queryFn: ({ signal }) => client.request(listNodeDocs, { signal }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useNodeDocs() {
  return useQuery(nodeDocsQuery(useApiClient()));
}
