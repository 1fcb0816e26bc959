import { getNodeInputs, getNodeOutputs, isAiConnectionType, isTriggerNodeType } from '@weft/workflow';
import type { INode, INodeTypeDescription, NodeInputEndpoint } from '@weft/workflow';

/** n8n's connection type of the main (item) connections; the rest are AI connections. */
export const MAIN = 'main';

/**
 * The node's main outputs as its type declares them; outputs computed from parameters (Switch) are
 * evaluated for this node. Undefined when the type is unknown or its outputs cannot be read.
 */
export function mainOutputsOf(node: INode, description: INodeTypeDescription | undefined) {
  return description ? getNodeOutputs(description, node)?.filter((output) => output.type === MAIN) : undefined;
}

/** How many main outputs the node has; an unknown type counts as one (what the canvas draws for it). */
export function mainOutputCount(node: INode, description: INodeTypeDescription | undefined): number {
  return mainOutputsOf(node, description)?.length ?? 1;
}

/** An AI endpoint of a node, with its index among the endpoints of its type (the connection's index). */
export interface AiEndpoint extends NodeInputEndpoint {
  index: number;
}

function numberedByType(endpoints: readonly NodeInputEndpoint[]): AiEndpoint[] {
  const seen = new Map<string, number>();
  return endpoints.map((endpoint) => {
    const index = seen.get(endpoint.type) ?? 0;
    seen.set(endpoint.type, index + 1);
    return { ...endpoint, index };
  });
}

/**
 * The node's inputs and outputs split into main and AI ones, evaluated for its parameters (the
 * agent's inputs depend on its version and options). Null lists when the type is unknown or its
 * endpoints cannot be read.
 */
export function nodeEndpoints(node: INode, description: INodeTypeDescription | undefined) {
  const inputs = description ? getNodeInputs(description, node) : null;
  const outputs = description ? getNodeOutputs(description, node) : null;
  return {
    mainInputCount: inputs ? inputs.filter((input) => input.type === MAIN).length : null,
    aiInputs: numberedByType((inputs ?? []).filter((input) => isAiConnectionType(input.type))),
    aiOutputs: numberedByType((outputs ?? []).filter((output) => isAiConnectionType(output.type))),
  };
}

/**
 * Whether the node can be executed by itself (the node details view's button, the canvas toolbar's
 * play action). A sub-node has no main input: it only serves its root, so, as in n8n, it is not
 * offered. n8n offers tool sub-nodes through a tool executor Weft's engine does not have, so Weft
 * leaves tools out too rather than offer a run that can only fail. Unknown types keep the button.
 */
export function executesOnItsOwn(node: INode, description: INodeTypeDescription | undefined): boolean {
  if (!description || isTriggerNodeType(description)) return true;
  return nodeEndpoints(node, description).mainInputCount !== 0;
}

/** A type whose every property is a notice has nothing to set (Manual Trigger, No Operation). */
export function hasSettableParameters(description: INodeTypeDescription): boolean {
  return description.properties.some((property) => property.type !== 'notice');
}
