import type { IConnections } from '../model/index.js';
import type { NodeAtDepth, TraversalOptions } from './workflow-graph.js';
import { WorkflowGraph } from './workflow-graph.js';

// Shorthands over the cached graph of a connections object, for callers that hold only connections.

/** Ancestors of a node, nearest first. `{ depth: 1 }` gives the direct parents. */
export function getParentNodes(connections: IConnections, name: string, options?: TraversalOptions): string[] {
  return WorkflowGraph.of(connections).getParentNodes(name, options);
}

/** Descendants of a node, nearest first. `{ depth: 1 }` gives the direct children. */
export function getChildNodes(connections: IConnections, name: string, options?: TraversalOptions): string[] {
  return WorkflowGraph.of(connections).getChildNodes(name, options);
}

/** Ancestors with their distance, for the input dropdown of the node details view. */
export function getParentNodesByDepth(connections: IConnections, name: string, options?: TraversalOptions): NodeAtDepth[] {
  return WorkflowGraph.of(connections).getParentNodesByDepth(name, options);
}

export function getChildNodesByDepth(connections: IConnections, name: string, options?: TraversalOptions): NodeAtDepth[] {
  return WorkflowGraph.of(connections).getChildNodesByDepth(name, options);
}
