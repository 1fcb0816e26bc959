import { useQuery } from '@tanstack/react-query';
import { getResourceMapperFields } from '@weft/contracts';
import type { INodeProperties } from '@weft/workflow';
import { useApiClient } from '../../../api/api-context';
import { useWorkflowStore } from '../../../stores/workflow/workflow-store-context';
import { mapperFieldsQuery, mapperFieldsQueryKey } from './mapper-fields-request';
import type { MapperField } from './mapper-value';

export interface MapperFields {
  fields: MapperField[] | undefined;
  loading: boolean;
  /** The server's message (and hint) when the columns could not be loaded. */
  error?: string;
  refresh: () => void;
}

/** The columns the node's `resourceMapping` method offers for the current parameters. */
export function useMapperFields(nodeName: string, parameter: INodeProperties, path: string, methodName: string | undefined): MapperFields {
  const client = useApiClient();
  const node = useWorkflowStore((state) => state.document.nodes.find((candidate) => candidate.name === nodeName));
  const enabled = node !== undefined && methodName !== undefined;
  const query = useQuery({
    queryKey: node && methodName ? mapperFieldsQueryKey(node, parameter, path, methodName) : ['node-parameter-options', 'resource-mapper', nodeName, path],
    queryFn: async ({ signal }) => {
      if (!node || !methodName) return [];
      const answer = await client.request(getResourceMapperFields, { query: mapperFieldsQuery(node, path, methodName), signal });
      return answer.fields;
    },
    enabled,
    refetchOnWindowFocus: false,
    retry: false,
  });
  const error = query.error as (Error & { hint?: string }) | null;
  return {
    fields: query.data,
    loading: enabled && query.isFetching,
    ...(error ? { error: error.hint ? `${error.message}: ${error.hint}` : error.message } : {}),
    refresh: () => { void query.refetch(); },
  };
}
