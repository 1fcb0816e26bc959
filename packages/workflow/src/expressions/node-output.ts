import { mapConnectionsByDestination } from '../graph/connections-by-destination.js';
import type { IConnectionsByDestination } from '../graph/connections-by-destination.js';
import type { IConnections, IDataObject, INode, INodeExecutionData, ISourceData, ITaskData } from '../model/index.js';
import type { ExpressionContext, ExpressionWorkflow } from './expression-context.js';
import { ExpressionError } from './expression-error.js';

/* Reading other nodes' run data for the data proxy, in place (never copied). */

const nodesByName = new WeakMap<INode[], Map<string, INode>>();
const byDestination = new WeakMap<IConnections, IConnectionsByDestination>();

export function findNode(workflow: ExpressionWorkflow, name: string): INode | undefined {
  let map = nodesByName.get(workflow.nodes);
  if (!map) {
    map = new Map(workflow.nodes.map((node) => [node.name, node]));
    nodesByName.set(workflow.nodes, map);
  }
  return map.get(name);
}

export function requireNode(ctx: ExpressionContext, name: unknown): INode {
  if (typeof name !== 'string') {
    throw new ExpressionError('The node name must be a string', { type: 'runtime', description: 'Write it as $("Node name").' });
  }
  const node = findNode(ctx.workflow, name);
  if (!node) {
    // n8n's wording, which users search for; the name is in the description.
    throw new ExpressionError("Referenced node doesn't exist", {
      type: 'not-found',
      nodeCause: name,
      description: `There is no node called "${name}". Check the node name in the expression: names are case-sensitive, and a renamed node needs its references updated.`,
    });
  }
  return node;
}

export function runsOf(ctx: ExpressionContext, name: string): ITaskData[] | undefined {
  const runs = ctx.runExecutionData?.resultData.runData[name];
  return runs && runs.length > 0 ? runs : undefined;
}

/** Where the active node's first input came from. */
export function inputSource(ctx: ExpressionContext): ISourceData | undefined {
  const fromExecuteData = ctx.executeData?.source?.main[0];
  if (fromExecuteData) return fromExecuteData;
  return ctx.runExecutionData?.resultData.runData[ctx.activeNodeName]?.[ctx.runIndex]?.source[0] ?? undefined;
}

/**
 * The output of `name` that leads to the active node (directly or through other nodes), found by
 * walking back from the active node; 0 when there is no such path.
 */
export function outputIndexTowardsActiveNode(ctx: ExpressionContext, name: string): number {
  const connections = ctx.workflow.connections;
  let reversed = byDestination.get(connections);
  if (!reversed) {
    reversed = mapConnectionsByDestination(connections);
    byDestination.set(connections, reversed);
  }
  const seen = new Set<string>([ctx.activeNodeName]);
  const queue = [ctx.activeNodeName];
  while (queue.length > 0) {
    const current = queue.shift() as string;
    for (const inputs of reversed[current]?.main ?? []) {
      for (const connection of inputs ?? []) {
        if (connection.node === name) return connection.index;
        if (!seen.has(connection.node)) {
          seen.add(connection.node);
          queue.push(connection.node);
        }
      }
    }
  }
  return 0;
}

function notExecuted(name: string): ExpressionError {
  return new ExpressionError(`Node "${name}" hasn't been executed`, {
    type: 'not-found',
    nodeCause: name,
    description: `The expression uses data of "${name}", which has not run in this execution. Run the workflow up to it first, or connect it so that it runs before this node.`,
  });
}

/**
 * The items `name` output: run `runIndex` (default or -1: its last run), output `branchIndex`
 * (default: the output leading to the active node). Pinned data stands in for a node that has not run.
 */
export function nodeOutputItems(ctx: ExpressionContext, name: string, branchIndex?: number, runIndex?: number): INodeExecutionData[] {
  requireNode(ctx, name);
  const runs = runsOf(ctx, name);
  if (!runs) {
    const pinned = ctx.runExecutionData?.resultData.pinData?.[name];
    if (pinned) return pinned as INodeExecutionData[];
    throw notExecuted(name);
  }
  const run = runIndex === undefined || runIndex === -1 ? runs.length - 1 : runIndex;
  const task = runs[run];
  if (!task) {
    throw new ExpressionError(`Node "${name}" has no run ${run}`, {
      type: 'not-found',
      nodeCause: name,
      description: `It ran ${runs.length} time${runs.length === 1 ? '' : 's'}; runs are counted from 0.`,
    });
  }
  const branch = branchIndex ?? outputIndexTowardsActiveNode(ctx, name);
  return task.data?.main?.[branch] ?? [];
}

export function isNodeExecuted(ctx: ExpressionContext, name: string): boolean {
  return runsOf(ctx, name) !== undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * What `name` keeps in its node context in this execution (`getContext('node')`; Split In Batches keeps
 * `noItemsLeft` and `currentRunIndex` there); empty when it kept nothing. A frozen shallow copy: an
 * expression reading it must not change the state the node goes on with.
 */
export function nodeContextData(ctx: ExpressionContext, name: string): IDataObject {
  requireNode(ctx, name);
  const contextData = ctx.runExecutionData?.executionData?.contextData;
  const stored = isRecord(contextData) ? contextData[`node:${name}`] : undefined;
  return Object.freeze(isRecord(stored) ? { ...stored } as IDataObject : {});
}
