import type {
  IExecuteData, INode, INodeExecutionData, IPinData, IRunData, ISourceData,
} from '../model/index.js';
import { WorkflowOperationError } from '../errors/execution-errors.js';
import type { StartKind } from '../node-types/node-kind.js';
import { pinnedItems } from './pinned-items.js';
import type { WorkflowGraph } from './workflow-graph.js';

export interface StartRequest {
  startNodes?: string[];
  destinationNode?: string;
  runData?: IRunData;
  pinData?: IPinData;
  kindOf(node: INode): StartKind;
}

export interface StartPlan {
  executions: IExecuteData[];
  runNodeFilter?: Set<string>;
  /** Nodes that may receive data in this run. */
  reachable: ReadonlySet<string>;
  /** Run data carried over from earlier runs (partial runs), minus the nodes that run again. */
  runData: IRunData;
  startNodeNames: string[];
}

/** The item a start node receives when nothing feeds it: one empty item. */
function seed(node: INode): IExecuteData {
  return { node, data: { main: [[{ json: {} }]] }, source: null };
}

function requireNode(graph: WorkflowGraph, name: string, role: string): INode {
  const node = graph.node(name);
  if (!node) {
    throw new WorkflowOperationError(
      `The ${role} "${name}" is not in the workflow`,
      'Check the node name; it may have been renamed or deleted.',
    );
  }
  return node;
}

/**
 * n8n's choice of a start node among `candidates`: a lone enabled candidate, else an enabled root
 * (nothing leads into it) that is a manual start, else one that is a trigger, else one whose type is
 * not installed (the run then fails on it with a clear message). The editor's preflight and the engine
 * both choose with this, so the editor checks the path the run will take.
 */
export function chooseStartNode(graph: WorkflowGraph, candidates: readonly INode[], kindOf: (node: INode) => StartKind): INode | undefined {
  const enabled = candidates.filter((node) => !node.disabled);
  if (candidates.length === 1 && enabled.length === 1) return enabled[0];
  const roots = enabled.filter((node) => !graph.hasParents(node.name));
  const byKind = (kind: StartKind) => roots.find((node) => kindOf(node) === kind);
  return byKind('manualStart') ?? byKind('trigger') ?? byKind('unknown');
}

function findStartNode(graph: WorkflowGraph, request: StartRequest, candidates: string[]): INode {
  const nodes = candidates.flatMap((name) => graph.node(name) ?? []);
  const start = chooseStartNode(graph, nodes, request.kindOf);
  if (!start) {
    throw new WorkflowOperationError(
      'The workflow has no trigger node to start from',
      'Add a trigger node (for example the manual trigger) and connect it to the nodes to run.',
    );
  }
  return start;
}

function lastOutput(runData: IRunData, pinData: IPinData | undefined, parent: string, outputIndex: number): {
  items: INodeExecutionData[] | null; runIndex: number;
} {
  const pinned = pinData?.[parent];
  if (pinned) return { items: outputIndex === 0 ? pinnedItems(pinned) : null, runIndex: 0 };
  const runs = runData[parent] ?? [];
  const runIndex = runs.length - 1;
  return { items: runs[runIndex]?.data?.main?.[outputIndex] ?? null, runIndex };
}

/** A start node of a partial run receives what its parents output last time. */
function fromEarlierRun(graph: WorkflowGraph, node: INode, runData: IRunData, pinData: IPinData | undefined): IExecuteData {
  const incoming = graph.parentEdges(node.name, 'main');
  if (incoming.length === 0) return seed(node);
  const main: Array<INodeExecutionData[] | null> = [];
  const sources: Array<ISourceData | null> = [];
  for (const edge of incoming) {
    if (main[edge.targetIndex]) continue;
    const { items, runIndex } = lastOutput(runData, pinData, edge.source, edge.sourceIndex);
    if (!items) continue;
    main[edge.targetIndex] = items;
    sources[edge.targetIndex] = { previousNode: edge.source, previousNodeOutput: edge.sourceIndex, previousNodeRun: runIndex };
  }
  if (main.length === 0) {
    throw new WorkflowOperationError(
      `Node "${node.name}" has no input data to start from`,
      'Run the nodes before it first, or run the whole workflow.',
    );
  }
  const width = main.length;
  return {
    node,
    data: { main: Array.from({ length: width }, (_, i) => main[i] ?? null) },
    source: { main: Array.from({ length: width }, (_, i) => sources[i] ?? null) },
  };
}

/** Where a run starts, which nodes it may run, and the run data it builds on. */
export function planStart(graph: WorkflowGraph, request: StartRequest): StartPlan {
  let runNodeFilter: Set<string> | undefined;
  if (request.destinationNode !== undefined) {
    requireNode(graph, request.destinationNode, 'destination node');
    runNodeFilter = new Set(graph.ancestorsOf(request.destinationNode));
    runNodeFilter.add(request.destinationNode);
  }

  const runData: IRunData = {};
  let executions: IExecuteData[];
  if (request.startNodes && request.startNodes.length > 0) {
    const starts = request.startNodes.map((name) => requireNode(graph, name, 'start node'));
    for (const [name, runs] of Object.entries(request.runData ?? {})) runData[name] = [...runs];
    // The start nodes and everything after them run again: their earlier runs are replaced.
    for (const start of starts) {
      delete runData[start.name];
      for (const name of graph.descendantsOf(start.name)) delete runData[name];
    }
    executions = starts.map((node) => fromEarlierRun(graph, node, request.runData ?? {}, request.pinData));
  } else {
    const candidates = [...graph.nodes.keys()].filter((name) => !runNodeFilter || runNodeFilter.has(name));
    executions = [seed(findStartNode(graph, request, candidates))];
  }

  const reachable = graph.reachableFromAll(executions.map((execution) => execution.node.name), runNodeFilter);

  return { executions, runNodeFilter, reachable, runData, startNodeNames: executions.map((e) => e.node.name) };
}
