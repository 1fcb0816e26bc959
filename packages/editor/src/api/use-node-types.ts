import { queryOptions, useQuery } from '@tanstack/react-query';
import { listNodeTypes } from '@weft/contracts';
import type { INodeTypeDescription } from '@weft/workflow';
import type { ApiClient } from './api-client';
import { useApiClient } from './api-context';
import { queryKeys } from './query-keys';

/** Every node type description, all versions (a saved node keeps its typeVersion). */
export function nodeTypesQuery(client: ApiClient) {
  return queryOptions<INodeTypeDescription[]>({
    queryKey: queryKeys.nodeTypes,
    queryFn: ({ signal }) => client.request(listNodeTypes, { signal }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useNodeTypes() {
  return useQuery(nodeTypesQuery(useApiClient()));
}
