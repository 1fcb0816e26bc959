import type { INode } from '@weft/workflow';
import type { RouteQuery, getResourceMapperFields } from '@weft/contracts';
import type { INodeProperties } from '@weft/workflow';
import { queryKeys } from '../../../api/query-keys';
import { remoteOptionsDependencies, serverPath } from '../remote-options/remote-options-request';

export type MapperFieldsQuery = RouteQuery<typeof getResourceMapperFields>;

/** The query of `GET /node-parameter-options/resource-mapper-fields`, as n8n's editor asks it. */
export function mapperFieldsQuery(node: INode, path: string, methodName: string): MapperFieldsQuery {
  return {
    nodeTypeAndVersion: JSON.stringify({ name: node.type, version: node.typeVersion }),
    path: serverPath(path),
    methodName,
    currentNodeParameters: JSON.stringify(node.parameters),
    ...(node.credentials ? { credentials: JSON.stringify(node.credentials) } : {}),
  };
}

/**
 * Loaded again when the node's type or version, the method, the credentials or a parameter the
 * columns depend on (`loadOptionsDependsOn`) change; never on an edit of the mapper itself.
 */
export function mapperFieldsQueryKey(node: INode, parameter: INodeProperties, path: string, methodName: string) {
  return queryKeys.nodeParameterOptions(
    'resource-mapper', node.type, node.typeVersion, path, methodName,
    remoteOptionsDependencies(node, parameter, path), node.credentials ?? null,
  );
}
