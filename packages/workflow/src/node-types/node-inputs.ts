import type { INodeInputConfiguration, NodeConnectionType } from '../model/index.js';

/** Why the sub-nodes connected to an AI input cannot be used, in n8n's words; undefined when they can. */
export function subNodeConnectionProblem(
  configuration: INodeInputConfiguration | undefined, connectionType: NodeConnectionType, connectedCount: number,
): string | undefined {
  const name = configuration?.displayName || connectionType;
  if (!configuration) return `The node has no ${connectionType} input`;
  if (connectedCount === 0) return configuration.required ? `A ${name} sub-node must be connected and enabled` : undefined;
  const max = configuration.maxConnections;
  if (max !== undefined && connectedCount > max) {
    return max === 1
      ? `Only 1 ${name} sub-node is allowed to be connected`
      : `Only ${max} ${name} sub-nodes are allowed to be connected`;
  }
  return undefined;
}

/** Whether an input takes one sub-node (its object is supplied alone) rather than a list (tools). */
export function takesSingleSubNode(configuration: INodeInputConfiguration): boolean {
  return configuration.maxConnections === 1;
}
