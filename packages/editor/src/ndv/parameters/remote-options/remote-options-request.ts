import { getParameterValue } from '@weft/workflow';
import type { INode, INodeProperties } from '@weft/workflow';
import type { RouteQuery, getNodeParameterOptions } from '@weft/contracts';
import { queryKeys } from '../../../api/query-keys';

export type RemoteOptionsQuery = RouteQuery<typeof getNodeParameterOptions>;

/** True when the parameter's options come from the server rather than from its description. */
export function hasRemoteOptions(parameter: INodeProperties): boolean {
  const typeOptions = parameter.typeOptions ?? {};
  return typeOptions.loadOptionsMethod !== undefined || typeOptions.loadOptions !== undefined;
}

/** The parameter's path as n8n's server expects it: under `parameters.`. */
export function serverPath(path: string): string {
  return path.startsWith('parameters.') ? path : `parameters.${path}`;
}

/**
 * A dependency named `&name` is a sibling of the parameter (n8n's relative form); any other name is
 * read from the node's top-level parameters, e.g. `numberInputs` or `workflowId.value`.
 */
function dependencyPath(dependency: string, path: string): string {
  if (!dependency.startsWith('&')) return dependency;
  const parent = path.includes('.') ? path.slice(0, path.lastIndexOf('.')) : '';
  return parent ? `${parent}.${dependency.slice(1)}` : dependency.slice(1);
}

/**
 * What the options depend on, for the cache key: the listed dependencies' values, or (when none are
 * listed) every other parameter of the node. The parameter's own value is left out either way, so
 * that choosing an option does not load the options again.
 */
export function remoteOptionsDependencies(node: INode, parameter: INodeProperties, path: string): unknown {
  const dependsOn = parameter.typeOptions?.loadOptionsDependsOn;
  if (dependsOn && dependsOn.length > 0) {
    return dependsOn.map((dependency) => getParameterValue(node.parameters, dependencyPath(dependency, path)));
  }
  const others: Record<string, unknown> = { ...node.parameters };
  if (!path.includes('.') && !path.includes('[')) delete others[path];
  return others;
}

/** The query of `GET /node-parameter-options` for one parameter of a node. */
export function remoteOptionsQuery(node: INode, parameter: INodeProperties, path: string): RemoteOptionsQuery {
  const typeOptions = parameter.typeOptions ?? {};
  return {
    nodeTypeAndVersion: JSON.stringify({ name: node.type, version: node.typeVersion }),
    path: serverPath(path),
    ...(typeof typeOptions.loadOptionsMethod === 'string' ? { methodName: typeOptions.loadOptionsMethod } : {}),
    ...(typeOptions.loadOptions !== undefined ? { loadOptions: JSON.stringify(typeOptions.loadOptions) } : {}),
    currentNodeParameters: JSON.stringify(node.parameters),
    ...(node.credentials ? { credentials: JSON.stringify(node.credentials) } : {}),
  };
}

/**
 * The cache key of a parameter's options: loaded again exactly when the node's type or version, the
 * method, the credentials or a value the options depend on change.
 */
export function remoteOptionsQueryKey(node: INode, parameter: INodeProperties, path: string) {
  const typeOptions = parameter.typeOptions ?? {};
  return queryKeys.nodeParameterOptions(
    node.type, node.typeVersion, path, typeOptions.loadOptionsMethod ?? typeOptions.loadOptions ?? null,
    remoteOptionsDependencies(node, parameter, path), node.credentials ?? null,
  );
}
