import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getNodeParameterOptions } from '@weft/contracts';
import { findNodeByName } from '@weft/workflow';
import type { INodeProperties, INodePropertyOptions } from '@weft/workflow';
import { useApiClient } from '../../../api/api-context';
import { queryKeys } from '../../../api/query-keys';
import { useWorkflowStore } from '../../../stores/workflow/workflow-store-context';
import { hasRemoteOptions, remoteOptionsQuery, remoteOptionsQueryKey } from './remote-options-request';

export interface UseRemoteOptionsArgs {
  nodeName: string;
  parameter: INodeProperties;
  /** The parameter's path within the node's parameters, e.g. `options.clashHandling`. */
  path: string;
}

export interface RemoteOptions {
  options: INodePropertyOptions[];
  loading: boolean;
  /** The spec's message with the server's error text, when loading failed. */
  error?: string;
}

const NO_OPTIONS: INodePropertyOptions[] = [];

/**
 * The options of a parameter whose description names a `loadOptionsMethod` or `loadOptions`. They are
 * cached per node type, version, path, method and the values the parameter depends on, so a change
 * of one of those values loads them again while other edits reuse what was loaded.
 */
export function useRemoteOptions({ nodeName, parameter, path }: UseRemoteOptionsArgs): RemoteOptions {
  const { t } = useTranslation();
  const client = useApiClient();
  const remote = hasRemoteOptions(parameter);
  // Only a parameter with remote options reads its node: other option lists do not re-render on every edit.
  const node = useWorkflowStore((state) => (remote ? findNodeByName(state.document.nodes, nodeName) : undefined));
  const enabled = node !== undefined;

  const query = useQuery({
    queryKey: node ? remoteOptionsQueryKey(node, parameter, path) : queryKeys.nodeParameterOptions(nodeName, path),
    queryFn: ({ signal }) => {
      if (!node) return NO_OPTIONS;
      return client.request(getNodeParameterOptions, { query: remoteOptionsQuery(node, parameter, path), signal });
    },
    enabled,
    // Keeps the last options on screen while a changed dependency loads new ones.
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: false,
    retry: false,
  });

  return {
    options: query.data ?? NO_OPTIONS,
    loading: enabled && query.isFetching,
    error: query.error ? t('remoteOptions.loadError', { error: query.error.message }) : undefined,
  };
}
