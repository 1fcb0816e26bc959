/**
 * Pure builders of the operations canvas gestures apply: each gesture is one operation, so one undo.
 */
import { uniqueNodeName } from '@weft/workflow';
import type { IConnections, INode, WorkflowOperation } from '@weft/workflow';
import { MAIN } from '../domain/node-endpoints';

export interface MainConnection {
  source: string;
  sourceIndex: number;
  target: string;
  targetIndex: number;
}

/** Every main connection into and out of a node. */
export function mainConnectionsOf(connections: IConnections, name: string): { incoming: MainConnection[]; outgoing: MainConnection[] } {
  const incoming: MainConnection[] = [];
  const outgoing: MainConnection[] = [];
  for (const [source, byType] of Object.entries(connections)) {
    (byType[MAIN] ?? []).forEach((targets, sourceIndex) => {
      for (const target of targets ?? []) {
        if (target.type !== MAIN) continue;
        const connection = { source, sourceIndex, target: target.node, targetIndex: target.index };
        if (source === name) outgoing.push(connection);
        if (target.node === name) incoming.push(connection);
      }
    });
  }
  return { incoming, outgoing };
}

/**
 * The connection that replaces a removed node with exactly one incoming and one outgoing main
 * connection (spec: its neighbours are reconnected), or null.
 */
export function bridgeAfterRemoval(connections: IConnections, name: string): MainConnection | null {
  const { incoming, outgoing } = mainConnectionsOf(connections, name);
  const [into] = incoming;
  const [out] = outgoing;
  if (incoming.length !== 1 || outgoing.length !== 1 || !into || !out) return null;
  if (into.source === name || out.target === name) return null;
  return { source: into.source, sourceIndex: into.sourceIndex, target: out.target, targetIndex: out.targetIndex };
}

/** Toggles `disabled` on the named nodes: all become disabled unless all already are. */
export function toggleDisabledOperation(nodes: readonly INode[], names: readonly string[]): WorkflowOperation | null {
  const targets = nodes.filter((node) => names.includes(node.name));
  if (targets.length === 0) return null;
  const disable = !targets.every((node) => node.disabled === true);
  return {
    type: 'batch',
    operations: targets.map((node) => ({ type: 'setNodeSetting', node: node.name, setting: 'disabled', value: disable ? true : undefined })),
  };
}

/** Copies of the named nodes (new ids, unique names, 40 px down-right) with the connections among them. */
export function duplicateOperation(nodes: readonly INode[], connections: IConnections, names: readonly string[], newId: () => string): WorkflowOperation | null {
  const originals = nodes.filter((node) => names.includes(node.name));
  if (originals.length === 0) return null;
  const used = new Set(nodes.map((node) => node.name));
  const renamed = new Map<string, string>();
  const copies = originals.map((node) => {
    const name = uniqueNodeName(node.name, used);
    used.add(name);
    renamed.set(node.name, name);
    return { ...structuredClone(node), id: newId(), name, position: [node.position[0] + 40, node.position[1] + 40] as [number, number] };
  });
  const copiedConnections: IConnections = {};
  // Connections among the duplicated nodes, of every type: a duplicated agent keeps its model.
  for (const original of originals) {
    const record: IConnections[string] = {};
    for (const [type, outputs] of Object.entries(connections[original.name] ?? {})) {
      const copied = (outputs ?? []).map((targets) =>
        (targets ?? []).filter((t) => renamed.has(t.node)).map((t) => ({ ...t, node: renamed.get(t.node) ?? t.node })));
      if (copied.some((targets) => targets.length > 0)) record[type] = copied;
    }
    if (Object.keys(record).length > 0) copiedConnections[renamed.get(original.name) ?? original.name] = record;
  }
  return { type: 'addNodes', nodes: copies, connections: copiedConnections };
}
