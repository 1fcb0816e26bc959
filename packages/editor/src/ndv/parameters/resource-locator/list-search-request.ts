import type { INode } from '@weft/workflow';
import type { RouteQuery, getResourceLocatorResults } from '@weft/contracts';
import { queryKeys } from '../../../api/query-keys';
import { serverPath } from '../remote-options/remote-options-request';

export type ListSearchQuery = RouteQuery<typeof getResourceLocatorResults>;

/**
 * The query of one page of `GET /node-parameter-options/resource-locator-results`. The parameter's own
 * value is left out of the node's parameters: the list does not depend on what is picked in it.
 */
export function listSearchQuery(node: INode, path: string, methodName: string, filter: string, paginationToken?: string): ListSearchQuery {
  return {
    nodeTypeAndVersion: JSON.stringify({ name: node.type, version: node.typeVersion }),
    path: serverPath(path),
    methodName,
    ...(filter ? { filter } : {}),
    ...(paginationToken !== undefined ? { paginationToken } : {}),
    currentNodeParameters: JSON.stringify(otherParameters(node, path)),
    ...(node.credentials ? { credentials: JSON.stringify(node.credentials) } : {}),
  };
}

function otherParameters(node: INode, path: string): INode['parameters'] {
  const others = { ...node.parameters };
  if (!path.includes('.') && !path.includes('[')) delete others[path];
  return others;
}

/** Searched again when the filter, the credentials or another parameter of the node change. */
export function listSearchQueryKey(node: INode, path: string, methodName: string, filter: string) {
  return queryKeys.nodeParameterOptions(
    'list-search', node.type, node.typeVersion, path, methodName, filter, otherParameters(node, path), node.credentials ?? null,
  );
}
