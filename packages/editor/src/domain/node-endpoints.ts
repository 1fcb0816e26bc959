import { getNodeOutputs } from '@weft/workflow';
import type { INode, INodeTypeDescription } from '@weft/workflow';

const MAIN = 'main';

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

/** A type whose every property is a notice has nothing to set (Manual Trigger, No Operation). */
export function hasSettableParameters(description: INodeTypeDescription): boolean {
  return description.properties.some((property) => property.type !== 'notice');
}
