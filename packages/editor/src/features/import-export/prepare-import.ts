import type { AddNodesOperation, IConnections, INode, IPinData } from '@weft/workflow';
import type { NodeTypeLookup } from '../../domain/node-type-lookup';
import type { WorkflowData } from './workflow-data';

export interface DroppedNodes {
  type: string;
  displayName: string;
  max: number;
}

export interface PreparedImport {
  /** Null when nothing is left to add. */
  operation: AddNodesOperation | null;
  /** Ids of the nodes the operation adds (new ids), to select them after. */
  nodeIds: string[];
  /** Node types of which some nodes were left out: the workflow already has as many as allowed. */
  dropped: DroppedNodes[];
}

export interface PrepareImportOptions {
  existing: readonly INode[];
  lookup: NodeTypeLookup;
  /** Where the top-left of the pasted group goes (canvas coordinates); null keeps the positions. */
  target: { x: number; y: number } | null;
  newId: () => string;
}

const GRID = 20;
/** Room a node takes on the canvas (spec §9: node size 100) plus a gap, when looking for free space. */
const NODE_SPAN = 100;
const GAP = 60;
const snap = (value: number) => Math.round(value / GRID) * GRID;

interface Box { left: number; top: number; right: number; bottom: number }

function boxOf(positions: ReadonlyArray<[number, number]>): Box {
  const xs = positions.map(([x]) => x);
  const ys = positions.map(([, y]) => y);
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs) + NODE_SPAN, bottom: Math.max(...ys) + NODE_SPAN };
}

/**
 * Moves the group right, one node width at a time, until it covers no existing node: a paste or import
 * at the same spot twice should not hide one copy under the other.
 */
function freeShift(existing: readonly INode[], group: Box, shift: { x: number; y: number }): { x: number; y: number } {
  const others = existing.filter((node) => isPosition(node.position)).map((node) => node.position);
  const covers = (dx: number) => others.some(([x, y]) =>
    x + NODE_SPAN + GAP > group.left + dx && x - GAP < group.right + dx
    && y + NODE_SPAN + GAP > group.top + shift.y && y - GAP < group.bottom + shift.y);
  let dx = shift.x;
  for (let step = 0; step < 200 && covers(dx); step += 1) dx += NODE_SPAN + GAP;
  return { x: dx, y: shift.y };
}

function isPosition(value: unknown): value is [number, number] {
  return Array.isArray(value) && value.length === 2 && value.every((n) => typeof n === 'number' && Number.isFinite(n));
}

/** Leaves out nodes beyond a type's maxNodes, counting the ones already in the workflow. */
function keepAllowed(nodes: readonly INode[], options: PrepareImportOptions): { kept: INode[]; dropped: DroppedNodes[] } {
  const counts = new Map<string, number>();
  for (const node of options.existing) counts.set(node.type, (counts.get(node.type) ?? 0) + 1);
  const kept: INode[] = [];
  const dropped = new Map<string, DroppedNodes>();
  for (const node of nodes) {
    const description = options.lookup.get(node.type, node.typeVersion);
    const max = description?.maxNodes;
    const count = counts.get(node.type) ?? 0;
    if (max !== undefined && count >= max) {
      dropped.set(node.type, { type: node.type, displayName: description?.displayName ?? node.type, max });
      continue;
    }
    counts.set(node.type, count + 1);
    kept.push(node);
  }
  return { kept, dropped: [...dropped.values()] };
}

function connectionsBetween(connections: IConnections, names: ReadonlySet<string>): IConnections {
  const result: IConnections = {};
  for (const [source, byType] of Object.entries(connections)) {
    if (!names.has(source) || typeof byType !== 'object' || byType === null) continue;
    const kept: IConnections[string] = {};
    for (const [type, outputs] of Object.entries(byType)) {
      if (!Array.isArray(outputs)) continue;
      kept[type] = outputs.map((list) => (Array.isArray(list) ? list.filter((c) => names.has(c.node)) : []));
    }
    result[source] = kept;
  }
  return result;
}

function pinDataOf(pinData: IPinData | undefined, names: ReadonlySet<string>): IPinData | undefined {
  if (!pinData) return undefined;
  const entries = Object.entries(pinData).filter(([name]) => names.has(name));
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * Turns pasted or imported workflow data into one addNodes operation: fresh node ids and webhook
 * ids (a copy must not answer the original's webhooks), the group moved to the target, nodes beyond
 * a type's limit left out. Names are made unique by the operation itself.
 */
export function prepareImport(data: WorkflowData, options: PrepareImportOptions): PreparedImport {
  const { kept, dropped } = keepAllowed(data.nodes, options);
  if (kept.length === 0) return { operation: null, nodeIds: [], dropped };

  const positions = kept.map((node) => (isPosition(node.position) ? node.position : [0, 0] as [number, number]));
  const group = boxOf(positions);
  const shift = options.target
    ? freeShift(options.existing, group, { x: snap(options.target.x) - group.left, y: snap(options.target.y) - group.top })
    : { x: 0, y: 0 };

  const nodes = kept.map((node, i): INode => {
    const description = options.lookup.get(node.type, node.typeVersion);
    const [x, y] = positions[i] as [number, number];
    const copy: INode = {
      ...node,
      id: options.newId(),
      parameters: node.parameters ?? {},
      typeVersion: typeof node.typeVersion === 'number' ? node.typeVersion : 1,
      position: [x + shift.x, y + shift.y],
    };
    if (node.webhookId !== undefined || (description?.webhooks?.length ?? 0) > 0) copy.webhookId = options.newId();
    return copy;
  });
  const names = new Set(kept.map((node) => node.name));
  const pinData = pinDataOf(data.pinData, names);
  return {
    operation: {
      type: 'addNodes',
      nodes,
      connections: connectionsBetween(data.connections, names),
      ...(pinData ? { pinData } : {}),
    },
    nodeIds: nodes.map((node) => node.id),
    dropped,
  };
}
