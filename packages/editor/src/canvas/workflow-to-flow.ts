/**
 * The React Flow adapter's mapping: a workflow's nodes and connections become React Flow nodes
 * (one per workflow node, carrying what the renderer draws) and edges (one per main connection).
 */
import type { Edge, Node } from '@xyflow/react';
import type { IConnections, INode, INodeTypeDescription } from '@weft/workflow';
import type { NodeTypeLookup } from './node-type-lookup';

export const CANVAS_NODE_TYPE = 'weftNode';
export const MAIN = 'main';

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
  inputCount: number;
  outputCount: number;
  outputNames: string[];
  iconUrl?: string;
  color?: string;
}

export type CanvasNode = Node<CanvasNodeData, typeof CANVAS_NODE_TYPE>;
export type CanvasEdge = Edge;

export interface WorkflowGraph {
  nodes: readonly INode[];
  connections: IConnections;
}

export function inputHandleId(index: number): string {
  return `inputs/${MAIN}/${index}`;
}

export function outputHandleId(index: number): string {
  return `outputs/${MAIN}/${index}`;
}

/** How many main endpoints a description declares; null when they are computed at run time. */
function declaredMainCount(endpoints: INodeTypeDescription['inputs'] | undefined): number | null {
  if (endpoints === undefined || typeof endpoints === 'string') return null;
  return endpoints.filter((endpoint) => endpoint === MAIN).length;
}

function isTriggerType(description: INodeTypeDescription): boolean {
  return description.group.includes('trigger');
}

/** Highest main output index used per source, and highest main input index used per target. */
function usedIndexes(connections: IConnections): { outputs: Map<string, number>; inputs: Map<string, number> } {
  const outputs = new Map<string, number>();
  const inputs = new Map<string, number>();
  for (const [source, byType] of Object.entries(connections)) {
    (byType[MAIN] ?? []).forEach((targets, outputIndex) => {
      if (!targets?.length) return;
      outputs.set(source, Math.max(outputs.get(source) ?? -1, outputIndex));
      for (const target of targets) {
        if (target.type !== MAIN) continue;
        inputs.set(target.node, Math.max(inputs.get(target.node) ?? -1, target.index));
      }
    });
  }
  return { outputs, inputs };
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
  used: { maxInput: number; maxOutput: number },
): CanvasNodeData {
  const isTrigger = description ? isTriggerType(description) : false;
  // Dynamic endpoint lists (expressions) and unknown types: draw what the connections use, at least one.
  const declaredInputs = declaredMainCount(description?.inputs);
  const declaredOutputs = declaredMainCount(description?.outputs);
  const inputCount = Math.max(declaredInputs ?? (isTrigger ? 0 : 1), used.maxInput + 1);
  const outputCount = Math.max(declaredOutputs ?? 1, used.maxOutput + 1);
  const typeLabel = description?.displayName ?? node.type;
  return {
    name: node.name,
    type: node.type,
    typeLabel,
    initial: typeInitial(typeLabel, description !== undefined),
    disabled: node.disabled === true,
    isTrigger,
    known: description !== undefined,
    inputCount,
    outputCount,
    outputNames: description?.outputNames ?? [],
    iconUrl: description?.iconUrl,
    color: description?.defaults.color,
  };
}

export function workflowToFlow(
  workflow: WorkflowGraph,
  nodeTypes: NodeTypeLookup,
): { nodes: CanvasNode[]; edges: CanvasEdge[] } {
  const used = usedIndexes(workflow.connections);
  const idByName = new Map<string, string>();
  const usedIds = new Set<string>();
  const nodes = workflow.nodes.map((node): CanvasNode => {
    // Hand-edited or old imports can repeat a node id; React Flow needs unique ids, names are unique.
    const id = usedIds.has(node.id) ? `${node.id}#${node.name}` : node.id;
    usedIds.add(id);
    idByName.set(node.name, id);
    return {
      id,
      type: CANVAS_NODE_TYPE,
      position: { x: node.position[0], y: node.position[1] },
      data: toCanvasNodeData(node, nodeTypes.get(node.type, node.typeVersion), {
        maxInput: used.inputs.get(node.name) ?? -1,
        maxOutput: used.outputs.get(node.name) ?? -1,
      }),
    };
  });

  const edges: CanvasEdge[] = [];
  for (const [sourceName, byType] of Object.entries(workflow.connections)) {
    const source = idByName.get(sourceName);
    if (source === undefined) continue;
    (byType[MAIN] ?? []).forEach((targets, outputIndex) => {
      for (const connection of targets ?? []) {
        const target = idByName.get(connection.node);
        if (target === undefined || connection.type !== MAIN) continue;
        const sourceHandle = outputHandleId(outputIndex);
        const targetHandle = inputHandleId(connection.index);
        edges.push({
          id: `${source}/${sourceHandle}->${target}/${targetHandle}`,
          source,
          sourceHandle,
          target,
          targetHandle,
        });
      }
    });
  }
  return { nodes, edges };
}
