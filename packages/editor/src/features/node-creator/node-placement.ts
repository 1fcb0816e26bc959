import type { IConnections, INode } from '@weft/workflow';
import { getChildNodes } from '@weft/workflow';

export const GRID_SIZE = 20;
export const NODE_SIZE = 100;
export const FIRST_NODE_POSITION: [number, number] = [240, 300];
/** Horizontal step from a node to the one added after it. */
export const NEXT_NODE_GAP_X = 200;
/** Vertical step when the spot to the right is taken. */
const FREE_SPOT_STEP_Y = NODE_SIZE + 2 * GRID_SIZE;

export function snapToGrid(value: number): number {
  return Math.round(value / GRID_SIZE) * GRID_SIZE;
}

function covers(node: INode, [x, y]: [number, number]): boolean {
  return Math.abs(node.position[0] - x) < NODE_SIZE && Math.abs(node.position[1] - y) < NODE_SIZE;
}

/** The position, moved down a row at a time until no node covers it. */
export function freeSpot(nodes: readonly INode[], position: [number, number]): [number, number] {
  const x = position[0];
  let y = position[1];
  for (let guard = 0; guard < 500 && nodes.some((node) => covers(node, [x, y])); guard += 1) y += FREE_SPOT_STEP_Y;
  return [x, y];
}

/**
 * Where an added node goes: the first node at [240,300]; after a given node (the output it is
 * connected from, else the last selected node) to its right; otherwise right of the rightmost node.
 */
export function positionAfter(nodes: readonly INode[], after: INode | undefined): [number, number] {
  if (nodes.length === 0) return [...FIRST_NODE_POSITION];
  const anchor = after ?? nodes.reduce((best, node) => (node.position[0] > best.position[0] ? node : best));
  return freeSpot(nodes, [snapToGrid(anchor.position[0] + NEXT_NODE_GAP_X), snapToGrid(anchor.position[1])]);
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
