import type { IConnections, INode } from '@weft/workflow';
import { getChildNodes } from '@weft/workflow';

export const GRID_SIZE = 20;
export const NODE_SIZE = 100;
export const FIRST_NODE_POSITION: [number, number] = [240, 300];
/** Horizontal step from a node to the one added after it. */
export const NEXT_NODE_GAP_X = 200;
/** Vertical step when the spot to the right is taken: a node and the name drawn under it. */
const FREE_SPOT_STEP_Y = NODE_SIZE + 2 * GRID_SIZE;
/** Vertical distance between the branches leaving the outputs of one node (If's true and false). */
export const BRANCH_GAP_Y = NODE_SIZE + 3 * GRID_SIZE;

export function snapToGrid(value: number): number {
  return Math.round(value / GRID_SIZE) * GRID_SIZE;
}

// A node covers the spot when the boxes overlap, or when one would sit on the other's name.
function covers(node: INode, [x, y]: [number, number]): boolean {
  return Math.abs(node.position[0] - x) < NODE_SIZE && Math.abs(node.position[1] - y) < FREE_SPOT_STEP_Y;
}

/** The position, moved down a row at a time until no node covers it. */
export function freeSpot(nodes: readonly INode[], position: [number, number]): [number, number] {
  const x = position[0];
  let y = position[1];
  for (let guard = 0; guard < 500 && nodes.some((node) => covers(node, [x, y])); guard += 1) y += FREE_SPOT_STEP_Y;
  return [x, y];
}

/** Which of the anchor's outputs the new node hangs from, out of how many. */
export interface OutputSlot {
  index: number;
  count: number;
}

/**
 * Where an added node goes: the first node at [240,300]; after a given node (the node it is connected
 * from, else the last selected node) to its right; otherwise right of the rightmost node. Branches of a
 * node with several outputs fan out around it, the first above and the last below, in output order;
 * a spot already taken moves the node down until nothing overlaps.
 */
export function positionAfter(nodes: readonly INode[], after: INode | undefined, output?: OutputSlot): [number, number] {
  if (nodes.length === 0) return [...FIRST_NODE_POSITION];
  const anchor = after ?? nodes.reduce((best, node) => (node.position[0] > best.position[0] ? node : best));
  const fan = after && output && output.count > 1 ? (output.index - (output.count - 1) / 2) * BRANCH_GAP_Y : 0;
  return freeSpot(nodes, [snapToGrid(anchor.position[0] + NEXT_NODE_GAP_X), snapToGrid(anchor.position[1] + fan)]);
}

/**
 * A node dropped at a point (a connection let go on empty canvas): its input sits on the point, or
 * its output when the connection came from an input (`side: 'output'`).
 */
export function positionAtDrop(nodes: readonly INode[], [x, y]: [number, number], side: 'input' | 'output' = 'input'): [number, number] {
  return freeSpot(nodes, [snapToGrid(side === 'input' ? x : x - NODE_SIZE), snapToGrid(y - NODE_SIZE / 2)]);
}

export interface InsertPlacement {
  position: [number, number];
  /** New positions of the target and the nodes after it, pushed right to make room. */
  moved: Record<string, [number, number]>;
}

/**
 * Placing a node on the connection source -> target: the new node takes the spot right of the source,
 * and the target with everything downstream of it moves right just enough to keep the usual gap.
 */
export function placeBetween(
  nodes: readonly INode[], connections: IConnections, source: INode, target: INode,
): InsertPlacement {
  const position: [number, number] = [snapToGrid(source.position[0] + NEXT_NODE_GAP_X), snapToGrid(source.position[1])];
  const shift = position[0] + NEXT_NODE_GAP_X - target.position[0];
  const moved: Record<string, [number, number]> = {};
  if (shift <= 0) return { position, moved };
  const downstream = new Set([target.name, ...getChildNodes(connections, target.name)]);
  // A loop back to the source must not drag the source along.
  downstream.delete(source.name);
  for (const node of nodes) {
    if (downstream.has(node.name)) moved[node.name] = [node.position[0] + shift, node.position[1]];
  }
  return { position, moved };
}
