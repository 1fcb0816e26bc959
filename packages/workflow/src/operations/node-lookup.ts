import type { INode } from '../model/index.js';
import { nodeNotFound } from './operation-error.js';

// Node lists are never changed in place, so an index built for one list stays valid for it.
const indexCache = new WeakMap<readonly INode[], Map<string, number>>();

/** Position of each node by name; built once per node list. */
export function nodeIndexByName(nodes: readonly INode[]): ReadonlyMap<string, number> {
  let index = indexCache.get(nodes);
  if (!index) {
    index = new Map();
    nodes.forEach((node, position) => {
      if (!index?.has(node.name)) index?.set(node.name, position);
    });
    indexCache.set(nodes, index);
  }
  return index;
}

export function findNodeByName(nodes: readonly INode[], name: string): INode | undefined {
  const position = nodeIndexByName(nodes).get(name);
  return position === undefined ? undefined : nodes[position];
}

export function requireNodeIndex(nodes: readonly INode[], name: unknown): number {
  const position = typeof name === 'string' ? nodeIndexByName(nodes).get(name) : undefined;
  if (position === undefined) throw nodeNotFound(name);
  return position;
}

/** A copy of the list with the node at `position` replaced. */
export function replaceNodeAt(nodes: readonly INode[], position: number, node: INode): INode[] {
  const copy = nodes.slice();
  copy[position] = node;
  return copy;
}
