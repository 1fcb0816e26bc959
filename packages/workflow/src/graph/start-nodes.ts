import type { IConnections, INode } from '../model/index.js';
import type { KindDescription } from '../node-types/node-kind.js';
import { isTriggerNodeType, startKind } from '../node-types/node-kind.js';
import { chooseStartNode } from './start-plan.js';
import type { ConnectionTypeFilter } from './workflow-graph.js';
import { WorkflowGraph } from './workflow-graph.js';

/** Finds a node type's description; the graph helpers never import node types themselves. */
export type NodeTypeDescriptionLookup = (type: string, version: number) => KindDescription | null | undefined;

export function isTriggerNode(node: INode, getNodeTypeDescription: NodeTypeDescriptionLookup): boolean {
  return isTriggerNodeType(getNodeTypeDescription(node.type, node.typeVersion));
}

/** The trigger nodes of a workflow in node order; disabled ones only when asked for. */
export function getTriggerNodes(
  nodes: readonly INode[],
  getNodeTypeDescription: NodeTypeDescriptionLookup,
  options: { includeDisabled?: boolean } = {},
): INode[] {
  return nodes.filter((node) => (options.includeDisabled || !node.disabled) && isTriggerNode(node, getNodeTypeDescription));
}

/** Names of the nodes no connection of `type` leads into, in node order. */
export function getRootNodes(
  nodes: readonly INode[], connections: IConnections, type: ConnectionTypeFilter = 'main',
): string[] {
  const graph = WorkflowGraph.of(connections);
  return nodes.filter((node) => !graph.hasParents(node.name, type)).map((node) => node.name);
}

/**
 * The topmost enabled node on every path leading into `name` (disabled nodes are passed through).
 * Empty when nothing enabled leads into it.
 */
export function getHighestNodes(nodes: readonly INode[], connections: IConnections, name: string): string[] {
  const graph = WorkflowGraph.of(connections);
  const disabled = new Set(nodes.filter((node) => node.disabled).map((node) => node.name));
  const checked = new Set<string>([name]);
  const highest = (current: string): string[] => {
    const result: string[] = [];
    for (const edge of graph.parentEdges(current, 'main')) {
      if (checked.has(edge.source)) continue;
      checked.add(edge.source);
      let above = highest(edge.source);
      if (above.length === 0 && !disabled.has(edge.source)) above = [edge.source];
      for (const found of above) if (!result.includes(found)) result.push(found);
    }
    return result;
  };
  return highest(name);
}

/**
 * The node a manual run starts from, chosen as the engine chooses (`chooseStartNode`). With a
 * destination: among the topmost enabled nodes leading to it (or the destination itself when none);
 * otherwise among all nodes.
 */
export function getStartNode(
  workflow: { nodes: readonly INode[]; connections: IConnections },
  getNodeTypeDescription: NodeTypeDescriptionLookup,
  destinationNode?: string,
): INode | undefined {
  const byName = new Map(workflow.nodes.map((node) => [node.name, node]));
  let candidates: INode[] = [...workflow.nodes];
  if (destinationNode !== undefined && byName.has(destinationNode)) {
    const names = getHighestNodes(workflow.nodes, workflow.connections, destinationNode);
    candidates = (names.length > 0 ? names : [destinationNode]).flatMap((name) => byName.get(name) ?? []);
  }
  return chooseStartNode(WorkflowGraph.of(workflow.connections), candidates,
    (node) => startKind(node.type, getNodeTypeDescription(node.type, node.typeVersion)));
}

/**
 * The nodes a run to `destination` goes through: the destination and its ancestors (nearest first);
 * with `from`, only those also downstream of `from` (or `from` itself).
 */
export function getNodesOnPath(connections: IConnections, destination: string, from?: string): string[] {
  const graph = WorkflowGraph.of(connections);
  const upstream = [destination, ...graph.getParentNodes(destination)];
  if (from === undefined) return upstream;
  const downstream = new Set([from, ...graph.getChildNodes(from)]);
  return upstream.filter((name) => downstream.has(name));
}
