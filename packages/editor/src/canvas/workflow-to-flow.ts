/**
 * The React Flow adapter's mapping: a workflow's nodes and connections become React Flow nodes
 * (one per workflow node, carrying what the renderer draws) and edges (one per connection: main ones
 * side to side, AI ones from a sub-node's top to its root's bottom).
 */
import type { Edge, Node } from '@xyflow/react';
import type { IConnections, INode, INodeTypeDescription, IPinData } from '@weft/workflow';
import type { NodeTypeLookup } from '../domain/node-type-lookup';
import { nodeIssues } from '../domain/node-issues';
import { MAIN, mainOutputsOf, nodeEndpoints } from '../domain/node-endpoints';
import type { CredentialIssueContext } from '../domain/node-issues';
import { STICKY_DEFAULT_HEIGHT, STICKY_DEFAULT_WIDTH, STICKY_TYPE } from '../domain/canvas-constants';
import { inputHandleId, outputHandleId } from './handle-ids';
import { usedIndexes } from './used-indexes';
import { nodeHandles, nodeSize } from './node-geometry';
import type { NodeShape } from './node-geometry';

export const CANVAS_NODE_TYPE = 'weftNode';
export const STICKY_NODE_TYPE = 'weftSticky';
export const CANVAS_EDGE_TYPE = 'weftEdge';

/** What the last run says about a node, drawn on it (running, waiting, success with items, error). */
export interface NodeRunState {
  status: 'running' | 'waiting' | 'success' | 'error';
  itemCount?: number;
  /** Items per output of the last run, shown on the connections leaving each output. */
  outputItemCounts?: number[];
  /** Waiting until this time; absent when waiting for a webhook call. */
  waitTill?: string;
}

/** An AI input drawn under a root node: its label, its rule, and what is connected to it. */
export interface CanvasAiInput {
  type: string;
  /** Index among the node's inputs of this type (the connection's index). */
  index: number;
  label: string;
  required: boolean;
  maxConnections?: number;
  /** Sub-nodes connected to it. */
  connected: number;
}

/** An AI output drawn on top of a sub-node. */
export interface CanvasAiOutput {
  type: string;
  index: number;
}

export interface CanvasNodeData extends Record<string, unknown> {
  name: string;
  type: string;
  /** The type's display name, or the raw type name when the type is unknown. */
  typeLabel: string;
  /** Drawn when the type has no icon: the first letter of its display name. */
  initial: string;
  disabled: boolean;
  isTrigger: boolean;
  /** False when no description serves the node's type: drawn with a warning look. */
  known: boolean;
  /** Regular, root (takes AI sub-nodes) or sub-node (its outputs are AI ones). */
  shape: NodeShape;
  inputCount: number;
  outputCount: number;
  aiInputs: CanvasAiInput[];
  aiOutputs: CanvasAiOutput[];
  outputNames: string[];
  /** Outputs with a connection leaving them: the others draw a stub with a '+' to add the next node. */
  connectedOutputs: number[];
  iconUrl?: string;
  /** The type ships an icon file, served at /rest/node-icon/:type. */
  hasIconFile: boolean;
  color?: string;
  /** The operation (or other subtitle) under the name. */
  subtitle?: string;
  /** Parameter issues, one line each; empty when the node has none. */
  issues: string[];
  pinned: boolean;
  /** The node's notes when it shows them on the canvas (notesInFlow). */
  notes?: string;
  run?: NodeRunState;
}

export interface StickyNoteData extends Record<string, unknown> {
  name: string;
  content: string;
  width: number;
  height: number;
  /** n8n's sticky colour number (1 to 7). */
  color: number;
}

export interface CanvasEdgeData extends Record<string, unknown> {
  sourceName: string;
  sourceIndex: number;
  targetName: string;
  targetIndex: number;
  /** Items the source's last run sent through this output. */
  itemCount?: number;
  /** main, or the AI type joining a sub-node to its root (drawn dashed). */
  connectionType: string;
}

export type CanvasNode = Node<CanvasNodeData, typeof CANVAS_NODE_TYPE>;
export type StickyNode = Node<StickyNoteData, typeof STICKY_NODE_TYPE>;
export type FlowNode = CanvasNode | StickyNode;
export type CanvasEdge = Edge<CanvasEdgeData, typeof CANVAS_EDGE_TYPE>;

export interface WorkflowGraph {
  nodes: readonly INode[];
  connections: IConnections;
  pinData?: IPinData;
}

export { inputHandleId, outputHandleId } from './handle-ids';

function isTriggerType(description: INodeTypeDescription): boolean {
  return description.group.includes('trigger');
}

/** The letter standing in for an icon; an unknown type uses its last name segment ('pkg.mystery' -> 'M'). */
export function typeInitial(typeLabel: string, known: boolean): string {
  const label = known ? typeLabel : (typeLabel.split('.').pop() ?? typeLabel);
  const letter = label.trim().charAt(0);
  return letter ? letter.toUpperCase() : '?';
}

export function toCanvasNodeData(
  node: INode,
  description: INodeTypeDescription | undefined,
  used: { maxInput: number; maxOutput: number; connectedOutputs?: number[]; aiInputs?: ReadonlyMap<string, number> },
  extra: { pinned?: boolean; run?: NodeRunState; credentials?: CredentialIssueContext } = {},
): CanvasNodeData {
  const isTrigger = description ? isTriggerType(description) : false;
  // Inputs computed from parameters (the AI Agent's) are evaluated for this node; unknown types and
  // unreadable lists draw what the connections use, at least one.
  const endpoints = nodeEndpoints(node, description);
  const declaredInputs = endpoints.mainInputCount;
  // Outputs computed from parameters (Switch) are evaluated for this node; unreadable ones count as unknown.
  const mainOutputs = mainOutputsOf(node, description);
  const declaredOutputs = mainOutputs ? mainOutputs.length : null;
  const inputCount = Math.max(declaredInputs ?? (isTrigger ? 0 : 1), used.maxInput + 1);
  const outputCount = Math.max(declaredOutputs ?? 1, used.maxOutput + 1);
  const typeLabel = description?.displayName ?? node.type;
  const aiInputs = endpoints.aiInputs.map((input): CanvasAiInput => ({
    type: input.type,
    index: input.index,
    label: input.displayName ?? input.type,
    required: input.required === true,
    maxConnections: input.maxConnections,
    connected: used.aiInputs?.get(`${input.type}/${input.index}`) ?? 0,
  }));
  const aiOutputs = endpoints.aiOutputs.map(({ type, index }) => ({ type, index }));
  const shape: NodeShape = aiOutputs.length > 0 && declaredOutputs === 0 ? 'sub' : aiInputs.length > 0 ? 'root' : 'default';
  return {
    name: node.name,
    type: node.type,
    typeLabel,
    initial: typeInitial(typeLabel, description !== undefined),
    disabled: node.disabled === true,
    isTrigger,
    known: description !== undefined,
    shape,
    inputCount,
    outputCount,
    aiInputs,
    aiOutputs,
    outputNames: typeof description?.outputs === 'string'
      ? (mainOutputs ?? []).map((output) => output.displayName ?? '')
      : description?.outputNames ?? [],
    connectedOutputs: used.connectedOutputs ?? [],
    iconUrl: description?.iconUrl,
    hasIconFile: typeof description?.icon === 'string' && description.icon.startsWith('file:'),
    color: description?.defaults.color,
    subtitle: nodeSubtitle(node, description),
    issues: nodeIssues(node, description, extra.pinned === true, extra.credentials),
    pinned: extra.pinned === true,
    notes: node.notesInFlow && node.notes ? node.notes : undefined,
    // A sub-node's output is an object for its root, not items: its success shows no item count.
    run: shape === 'sub' && extra.run ? { status: extra.run.status, waitTill: extra.run.waitTill } : extra.run,
  };
}

/** The description's plain subtitle, else the operation the node is set to (n8n's usual subtitle). */
function nodeSubtitle(node: INode, description: INodeTypeDescription | undefined): string | undefined {
  if (description?.subtitle && !description.subtitle.startsWith('=')) return description.subtitle;
  const operation = node.parameters.operation;
  if (typeof operation !== 'string' || operation.startsWith('=')) return undefined;
  const property = description?.properties.find((p) => p.name === 'operation' && p.type === 'options');
  const option = property?.options?.find((o) => 'value' in o && o.value === operation);
  return option && 'name' in option ? String(option.name) : operation;
}

function numberParameter(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

export function toStickyData(node: INode): StickyNoteData {
  const { content, width, height, color } = node.parameters;
  return {
    name: node.name,
    content: typeof content === 'string' ? content : '',
    width: numberParameter(width, STICKY_DEFAULT_WIDTH),
    height: numberParameter(height, STICKY_DEFAULT_HEIGHT),
    color: numberParameter(color, 1),
  };
}

/** Sizes and handles are known up front (see node-geometry): React Flow draws the node without waiting to measure it. */
function toCanvasNode(id: string, data: CanvasNodeData, [x, y]: [number, number]): CanvasNode {
  return {
    id, type: CANVAS_NODE_TYPE, position: { x, y }, data,
    measured: nodeSize(data.shape, data.aiInputs.length, data.outputCount),
    handles: nodeHandles({
      shape: data.shape,
      inputCount: data.inputCount,
      outputCount: data.outputCount,
      aiInputIds: data.aiInputs.map((input) => inputHandleId(input.index, input.type)),
      aiOutputIds: data.aiOutputs.map((output) => outputHandleId(output.index, output.type)),
    }),
  };
}

function toStickyNode(id: string, node: INode): StickyNode {
  const data = toStickyData(node);
  return {
    id, type: STICKY_NODE_TYPE, position: { x: node.position[0], y: node.position[1] }, data, zIndex: -1,
    measured: { width: data.width, height: data.height },
  };
}

interface CachedNode {
  signature: string;
  node: FlowNode;
  credentials?: CredentialIssueContext;
}

/**
 * Canvas nodes are reused while their workflow node object, type description and counts stay the
 * same: memoised renderers then skip every node an edit did not touch.
 */
const nodeCache = new WeakMap<INode, CachedNode>();
const descriptionIds = new WeakMap<INodeTypeDescription, number>();
let nextDescriptionId = 1;

function descriptionId(description: INodeTypeDescription | undefined): number {
  if (!description) return 0;
  let id = descriptionIds.get(description);
  if (id === undefined) {
    id = nextDescriptionId++;
    descriptionIds.set(description, id);
  }
  return id;
}

/**
 * Whether a cached canvas node stays as it is under another credential context: only its issues read the
 * credentials. The context changes as the credential types and the user's credentials arrive, just after
 * a workflow opens; a new node object for each of a thousand nodes re-rendered the whole canvas each time.
 */
function sameIssuesWith(
  cached: FlowNode, node: INode, description: INodeTypeDescription | undefined, pinned: boolean, credentials: CredentialIssueContext | undefined,
): boolean {
  if (cached.type !== CANVAS_NODE_TYPE) return true;
  const before = cached.data.issues;
  const after = nodeIssues(node, description, pinned, credentials);
  return before.length === after.length && before.every((issue, i) => issue === after[i]);
}

export function workflowToFlow(
  workflow: WorkflowGraph,
  nodeTypes: NodeTypeLookup,
  runStates?: ReadonlyMap<string, NodeRunState>,
  credentials?: CredentialIssueContext,
): { nodes: FlowNode[]; edges: CanvasEdge[] } {
  const used = usedIndexes(workflow.connections);
  const idByName = new Map<string, string>();
  const usedIds = new Set<string>();
  const dataByName = new Map<string, CanvasNodeData>();
  const nodes = workflow.nodes.map((node): FlowNode => {
    // Hand-edited or old imports can repeat a node id; React Flow needs unique ids, names are unique.
    const id = usedIds.has(node.id) ? `${node.id}#${node.name}` : node.id;
    usedIds.add(id);
    idByName.set(node.name, id);
    const description = nodeTypes.get(node.type, node.typeVersion);
    const maxInput = used.inputs.get(node.name) ?? -1;
    const maxOutput = used.outputs.get(node.name) ?? -1;
    const connectedOutputs = used.connected.get(node.name) ?? [];
    const aiInputs = used.aiInputs.get(node.name);
    const pinned = (workflow.pinData?.[node.name]?.length ?? 0) > 0;
    const run = runStates?.get(node.name);
    const signature = `${id}|${descriptionId(description)}|${maxInput}|${connectedOutputs.join(',')}|${pinned}|${aiInputs ? [...aiInputs].join(',') : ''}|${run ? JSON.stringify(run) : ''}`;
    const cached = nodeCache.get(node);
    let flowNode: FlowNode;
    if (cached?.signature === signature && (cached.credentials === credentials || sameIssuesWith(cached.node, node, description, pinned, credentials))) {
      flowNode = cached.node;
      cached.credentials = credentials;
    } else {
      flowNode = node.type === STICKY_TYPE
        ? toStickyNode(id, node)
        : toCanvasNode(id, toCanvasNodeData(node, description, { maxInput, maxOutput, connectedOutputs, aiInputs }, { pinned, run, credentials }), node.position);
      nodeCache.set(node, { signature, node: flowNode, credentials });
    }
    if (flowNode.type === CANVAS_NODE_TYPE) dataByName.set(node.name, flowNode.data);
    return flowNode;
  });

  const edges: CanvasEdge[] = [];
  for (const [sourceName, byType] of Object.entries(workflow.connections)) {
    const source = idByName.get(sourceName);
    if (source === undefined) continue;
    for (const [type, lists] of Object.entries(byType)) (lists ?? []).forEach((targets, outputIndex) => {
      // An AI connection needs both handles: nodes of unknown types have none to draw it between.
      if (type !== MAIN && !dataByName.get(sourceName)?.aiOutputs.some((output) => output.type === type && output.index === outputIndex)) return;
      for (const connection of targets ?? []) {
        const target = idByName.get(connection.node);
        if (target === undefined || connection.type !== type) continue;
        if (type !== MAIN && !dataByName.get(connection.node)?.aiInputs.some((input) => input.type === type && input.index === connection.index)) continue;
        const sourceHandle = outputHandleId(outputIndex, type);
        const targetHandle = inputHandleId(connection.index, type);
        edges.push({
          id: `${source}/${sourceHandle}->${target}/${targetHandle}`,
          type: CANVAS_EDGE_TYPE,
          source,
          sourceHandle,
          target,
          targetHandle,
          data: {
            sourceName,
            sourceIndex: outputIndex,
            targetName: connection.node,
            targetIndex: connection.index,
            itemCount: type === MAIN ? runStates?.get(sourceName)?.outputItemCounts?.[outputIndex] : undefined,
            connectionType: type,
          },
        });
      }
    });
  }
  return { nodes, edges };
}
