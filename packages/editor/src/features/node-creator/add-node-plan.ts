import type { IConnections, INode, WorkflowOperation } from '@weft/workflow';
import { firstFreeMainOutput, getNonDefaultParameters, getParameterDefaults, uniqueNodeName } from '@weft/workflow';
import type { CreatorNodeType } from './creatable-node-types';
import type { NodeCreatorInsertOn, NodeCreatorSource, NodeCreatorTarget } from '../../stores/workflow/node-creator-slice';
import { placeBetween, positionAfter, positionAtDrop } from './node-placement';

export interface AddNodeRequest {
  type: CreatorNodeType;
  nodes: readonly INode[];
  connections: IConnections;
  /** The last selected node: a plain add is connected from its first free output and goes to its right. */
  selectedNode?: INode;
  /** How many main outputs a node of the workflow has (from its type); 1 when not given. */
  outputCountOf?: (node: INode) => number;
  insertOn?: NodeCreatorInsertOn;
  source?: NodeCreatorSource;
  target?: NodeCreatorTarget;
  newId?: () => string;
}

export type AddNodePlan =
  | { ok: true; node: INode; operation: WorkflowOperation }
  | { ok: false; reason: 'maxNodes'; maxNodes: number }
  | { ok: false; reason: 'missingNode'; name: string };

type Endpoints = readonly (string | { type: string })[] | string;

/** Endpoints given by an expression count as main (they are for every core node that has them). */
function hasMainSide(side: Endpoints): boolean {
  return outputIndexOfType(side, 'main') !== null;
}

/**
 * The index of the type's first output of this connection type, among its outputs of that type
 * (always 0 when there is one); null when it has none. Main outputs given by an expression count as one.
 */
function outputIndexOfType(outputs: Endpoints, connectionType: string): number | null {
  if (typeof outputs === 'string') return connectionType === 'main' && outputs !== '' ? 0 : null;
  return Array.isArray(outputs) && outputs.some((output) => (typeof output === 'string' ? output : output.type) === connectionType) ? 0 : null;
}

/** A new node of the type at its newest version, its parameters reduced to what differs from the defaults. */
export function newNodeOfType(type: CreatorNodeType, position: [number, number], newId: () => string, name: string): INode {
  const { properties } = type.type;
  const parameters = getNonDefaultParameters(properties, getParameterDefaults(properties, type.version), type.version);
  const node: INode = { id: newId(), name, type: type.name, typeVersion: type.version, position, parameters };
  if ((type.type.webhooks?.length ?? 0) > 0) node.webhookId = newId();
  return node;
}

/**
 * What adding a node of this type does to the workflow, as one operation (one undo step): the node,
 * its connection from the source output, or its insertion on a connection with the nodes after it moved.
 */
export function planAddNode(request: AddNodeRequest): AddNodePlan {
  const { type, nodes, connections, insertOn, source } = request;
  const newId = request.newId ?? (() => crypto.randomUUID());
  const maxNodes = type.type.maxNodes;
  if (maxNodes !== undefined && nodes.filter((node) => node.type === type.name).length >= maxNodes) {
    return { ok: false, reason: 'maxNodes', maxNodes };
  }

  const byName = new Map(nodes.map((node) => [node.name, node]));
  const name = uniqueNodeName(type.type.defaults.name || type.displayName, new Set(byName.keys()));
  const connectable = hasMainSide(type.type.inputs) && hasMainSide(type.type.outputs);
  const acceptsInput = hasMainSide(type.type.inputs);

  if (insertOn && connectable) {
    const from = byName.get(insertOn.source);
    const to = byName.get(insertOn.target);
    if (!from) return { ok: false, reason: 'missingNode', name: insertOn.source };
    if (!to) return { ok: false, reason: 'missingNode', name: insertOn.target };
    const { position, moved } = placeBetween(nodes, connections, from, to);
    const node = newNodeOfType(type, position, newId, name);
    const operations: WorkflowOperation[] = [
      { type: 'addNodes', nodes: [node] },
      { type: 'disconnect', connection: { source: from.name, sourceIndex: insertOn.sourceOutput, target: to.name, targetIndex: insertOn.targetInput } },
      { type: 'connect', connection: { source: from.name, sourceIndex: insertOn.sourceOutput, target: node.name, targetIndex: 0 } },
      { type: 'connect', connection: { source: node.name, sourceIndex: 0, target: to.name, targetIndex: insertOn.targetInput } },
    ];
    if (Object.keys(moved).length > 0) operations.push({ type: 'moveNodes', positions: moved });
    return { ok: true, node, operation: { type: 'batch', operations } };
  }

  if (request.target) return planAddBefore(request, request.target, name, newId);

  const sourceNode = source ? byName.get(source.nodeName) : undefined;
  if (source && !sourceNode) return { ok: false, reason: 'missingNode', name: source.nodeName };
  const outputCountOf = request.outputCountOf ?? (() => 1);
  const from = sourceNode ?? (insertOn ? byName.get(insertOn.source) : undefined) ?? request.selectedNode;
  const fromCount = from ? outputCountOf(from) : 0;
  // A creator opened on an output connects there; a plain add follows the selected node's first free output.
  const outputIndex = source?.outputIndex
    ?? (from && !insertOn ? firstFreeMainOutput(connections, from.name, fromCount) : undefined);
  const position = source?.position
    ? positionAtDrop(nodes, source.position)
    : positionAfter(nodes, from, outputIndex === undefined ? undefined : { index: outputIndex, count: fromCount });
  const node = newNodeOfType(type, position, newId, name);
  if (!from || outputIndex === undefined || !acceptsInput || insertOn) return addedAlone(node);
  return addedAndConnected(node, { source: from.name, sourceIndex: outputIndex, target: node.name, targetIndex: 0 });
}

function addedAlone(node: INode): AddNodePlan {
  return { ok: true, node, operation: { type: 'addNodes', nodes: [node] } };
}

/** The new node and its one connection, undone together. */
function addedAndConnected(node: INode, connection: Extract<WorkflowOperation, { type: 'connect' }>['connection']): AddNodePlan {
  return { ok: true, node, operation: { type: 'batch', operations: [{ type: 'addNodes', nodes: [node] }, { type: 'connect', connection }] } };
}

/** A node added in front of an input: its output at the drop point, connected into that input. */
function planAddBefore(request: AddNodeRequest, target: NodeCreatorTarget, name: string, newId: () => string): AddNodePlan {
  const { type, nodes } = request;
  if (!nodes.some((node) => node.name === target.nodeName)) return { ok: false, reason: 'missingNode', name: target.nodeName };
  const connectionType = target.connectionType ?? 'main';
  // A sub-node's output is on its top: it goes where the '+' under its root put it, not output-first.
  const position = connectionType === 'main' ? positionAtDrop(nodes, target.position, 'output') : target.position;
  const node = newNodeOfType(type, position, newId, name);
  const outputIndex = outputIndexOfType(type.type.outputs, connectionType);
  if (outputIndex === null) return addedAlone(node);
  return addedAndConnected(node, { source: node.name, sourceIndex: outputIndex, target: target.nodeName, targetIndex: target.inputIndex, type: connectionType });
}
