import { getChildNodes, getParentNodes } from '@weft/workflow';
import type { IConnections, INode } from '@weft/workflow';
import { STICKY_TYPE } from '../domain/canvas-constants';

export type Direction = 'left' | 'right' | 'up' | 'down';

function byPosition(a: INode, b: INode): number {
  return a.position[1] - b.position[1] || a.position[0] - b.position[0];
}

/** How far `to` lies in the direction from `from` (along) and off that line (across). */
function offsets(from: INode, to: INode, direction: Direction): { along: number; across: number } {
  const dx = to.position[0] - from.position[0];
  const dy = to.position[1] - from.position[1];
  if (direction === 'right') return { along: dx, across: Math.abs(dy) };
  if (direction === 'left') return { along: -dx, across: Math.abs(dy) };
  if (direction === 'down') return { along: dy, across: Math.abs(dx) };
  return { along: -dy, across: Math.abs(dx) };
}

/**
 * The nearest node lying in the direction: ahead of it on that axis, the distance off the line counting
 * double, so a node straight ahead wins over a closer one far to the side.
 */
export function nearestInDirection(nodes: readonly INode[], from: INode, direction: Direction): INode | undefined {
  let best: { node: INode; score: number } | undefined;
  for (const node of nodes) {
    if (node === from || node.type === STICKY_TYPE) continue;
    const { along, across } = offsets(from, node, direction);
    if (along <= 0) continue;
    const score = along + 2 * across;
    if (!best || score < best.score) best = { node, score };
  }
  return best?.node;
}

/**
 * The node the arrow keys move to from `from`, following the flow first as n8n does: right to its first
 * child, left to its first parent (topmost first), up and down to the sibling above or below among the
 * children of its parent. Where the flow has no such node, the nearest node in that direction on the canvas.
 */
export function neighbourNode(nodes: readonly INode[], connections: IConnections, from: string, direction: Direction): string | undefined {
  const byName = new Map(nodes.map((node) => [node.name, node]));
  const origin = byName.get(from);
  if (origin === undefined) return undefined;
  const sorted = (names: string[]) => names.map((n) => byName.get(n)).filter((n): n is INode => n !== undefined).sort(byPosition);
  let linked: INode | undefined;
  if (direction === 'right') linked = sorted(getChildNodes(connections, from, { depth: 1 })).find((node) => node !== origin);
  else if (direction === 'left') linked = sorted(getParentNodes(connections, from, { depth: 1 })).find((node) => node !== origin);
  else {
    const [parent] = getParentNodes(connections, from, { depth: 1 });
    const siblings = parent === undefined ? [] : sorted(getChildNodes(connections, parent, { depth: 1 }));
    const index = siblings.findIndex((node) => node === origin);
    if (index >= 0) linked = siblings[direction === 'up' ? index - 1 : index + 1];
  }
  return (linked ?? nearestInDirection(nodes, origin, direction))?.name;
}

/** The node with everything downstream (right) or upstream (left) of it, for Shift+arrow selection. */
export function selectAlong(connections: IConnections, from: string, direction: 'left' | 'right'): string[] {
  const more = direction === 'right' ? getChildNodes(connections, from) : getParentNodes(connections, from);
  return [from, ...more.filter((name) => name !== from)];
}
