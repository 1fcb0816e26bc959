import { WorkflowGraph } from '../graph/workflow-graph.js';
import type { INode, IPinData } from '../model/index.js';
import type { ConnectionRef } from './connections-draft.js';
import { ConnectionsDraft } from './connections-draft.js';
import { requireNodeIndex } from './node-lookup.js';
import { OperationError } from './operation-error.js';
import type { ChangeResult, EditableWorkflow, RemoveNodesOperation, WorkflowOperation } from './operation-types.js';

/**
 * The connection that replaces a removed node with exactly one incoming and one outgoing `main`
 * connection: from its parent's output to its child's input.
 */
function bridgeAround(name: string, incoming: ConnectionRef[], outgoing: ConnectionRef[]): ConnectionRef | undefined {
  const into = incoming.filter((ref) => ref.outputType === 'main' && ref.inputType === 'main');
  const out = outgoing.filter((ref) => ref.outputType === 'main' && ref.inputType === 'main');
  if (into.length !== 1 || out.length !== 1) return undefined;
  const [parent, child] = [into[0] as ConnectionRef, out[0] as ConnectionRef];
  if (parent.source === name || child.target === name || parent.source === child.target) return undefined;
  return {
    source: parent.source, outputType: 'main', sourceIndex: parent.sourceIndex,
    target: child.target, inputType: 'main', targetIndex: child.targetIndex,
  };
}

export function applyRemoveNodes(workflow: EditableWorkflow, op: RemoveNodesOperation): ChangeResult {
  if (!Array.isArray(op.names) || op.names.length === 0) throw new OperationError('No nodes given to remove');
  const names = [...new Set(op.names)];
  const positions = names.map((name) => requireNodeIndex(workflow.nodes, name));
  const reconnect = op.reconnect !== false;

  const graph = WorkflowGraph.of(workflow.connections);
  const draft = new ConnectionsDraft(workflow.connections);
  // Connections this operation adds (bridges), by target, so later removals in the same batch see them.
  const bridgesInto = new Map<string, ConnectionRef[]>();
  const incomingOf = (name: string): ConnectionRef[] => {
    const fromGraph: ConnectionRef[] = graph.parentEdges(name, 'ALL').map((edge) => ({
      source: edge.source, outputType: edge.type, sourceIndex: edge.sourceIndex,
      target: edge.target, inputType: edge.targetType, targetIndex: edge.targetIndex,
    }));
    return [...fromGraph, ...(bridgesInto.get(name) ?? [])].filter((ref) => draft.has(ref));
  };

  for (const name of names) {
    const incoming = incomingOf(name);
    const bridge = reconnect ? bridgeAround(name, incoming, draft.outgoing(name)) : undefined;
    for (const source of new Set(incoming.map((ref) => ref.source))) draft.removeAllInto(source, name);
    if (draft.record(name) !== undefined) draft.setRecord(name, null);
    if (bridge && !draft.has(bridge)) {
      draft.add(bridge);
      bridgesInto.set(bridge.target, [...(bridgesInto.get(bridge.target) ?? []), bridge]);
    }
  }

  const removed = new Set(names);
  const nodes = workflow.nodes.filter((node) => !removed.has(node.name));
  const order = positions.map((position, i) => ({ position, name: names[i] as string })).sort((a, b) => a.position - b.position);

  const inverse: WorkflowOperation[] = [{
    type: 'addNodes',
    nodes: order.map(({ position }) => workflow.nodes[position] as INode),
    indices: order.map(({ position }) => position),
  }];
  if (draft.changed) inverse.push({ type: 'setConnections', connections: draft.previousRecords() });

  const { pinData, removedPins } = withoutPins(workflow.pinData, removed);
  if (Object.keys(removedPins).length > 0) inverse.push({ type: 'setPinData', entries: removedPins, keepEmpty: true });

  return {
    change: { nodes, connections: draft.result(), ...(pinData !== workflow.pinData ? { pinData } : {}) },
    inverse: { type: 'batch', operations: inverse },
  };
}

function withoutPins(pinData: IPinData | undefined, removed: ReadonlySet<string>) {
  const removedPins: IPinData = {};
  if (!pinData) return { pinData, removedPins };
  for (const name of removed) {
    if (Object.hasOwn(pinData, name)) removedPins[name] = pinData[name] ?? [];
  }
  if (Object.keys(removedPins).length === 0) return { pinData, removedPins };
  const rest: IPinData = {};
  for (const [name, items] of Object.entries(pinData)) if (!removed.has(name)) rest[name] = items;
  return { pinData: rest, removedPins };
}
