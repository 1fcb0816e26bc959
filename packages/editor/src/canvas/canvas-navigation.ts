import { getChildNodes, getParentNodes } from '@weft/workflow';
import type { IConnections, INode } from '@weft/workflow';

export type Direction = 'left' | 'right' | 'up' | 'down';

function byPosition(a: INode, b: INode): number {
  return a.position[1] - b.position[1] || a.position[0] - b.position[0];
}

/**
 * The node the arrow keys move to from `from`: right to its first child, left to its first parent
 * (topmost first), up and down to the sibling above or below among the children of the same parent.
 */
export function neighbourNode(nodes: readonly INode[], connections: IConnections, from: string, direction: Direction): string | undefined {
  const byName = new Map(nodes.map((node) => [node.name, node]));
  const sorted = (names: string[]) => names.map((n) => byName.get(n)).filter((n): n is INode => n !== undefined).sort(byPosition);
  if (direction === 'right') return sorted(getChildNodes(connections, from, { depth: 1 }))[0]?.name;
  if (direction === 'left') return sorted(getParentNodes(connections, from, { depth: 1 }))[0]?.name;
  const [parent] = getParentNodes(connections, from, { depth: 1 });
  const siblings = parent === undefined ? [] : sorted(getChildNodes(connections, parent, { depth: 1 }));
  const index = siblings.findIndex((node) => node.name === from);
  if (index < 0) return undefined;
  return siblings[direction === 'up' ? index - 1 : index + 1]?.name;
}

/** The node with everything downstream (right) or upstream (left) of it, for Shift+arrow selection. */
export function selectAlong(connections: IConnections, from: string, direction: 'left' | 'right'): string[] {
  const more = direction === 'right' ? getChildNodes(connections, from) : getParentNodes(connections, from);
  return [from, ...more.filter((name) => name !== from)];
}
