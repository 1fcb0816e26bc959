import type { INodeExecutionData, IPairedItemData, ISourceData } from '../model/index.js';
import type { ExpressionContext } from './expression-context.js';
import { ExpressionError } from './expression-error.js';
import { inputSource, requireNode } from './node-output.js';
import { WorkflowGraph } from '../graph/workflow-graph.js';

/*
 * `$('Node').item`: the item of "Node" that the current item derives from. Each item records, in
 * `pairedItem`, which input item(s) it came from; each run records, in `source`, which node, output
 * and run fed each input. Following both back from the current item reaches "Node".
 */

const HOP_LIMIT = 1000;
const STEP_LIMIT = 100_000;

interface Step {
  source: ISourceData | null | undefined;
  pairedItem: IPairedItemData;
  /** The node whose item pointed here, for messages. */
  from: string;
  hops: number;
}

function asPairedItems(value: INodeExecutionData['pairedItem']): IPairedItemData[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return [{ item: value }];
  // Code nodes may write a list of indexes (`pairedItem: [1, 2]`), which n8n reads like the objects.
  const pairs = Array.isArray(value) ? value : [value];
  return pairs.map((pair) => (typeof pair === 'number' ? { item: pair } : pair));
}

function hint(target: string): string {
  return `Use $("${target}").first(), .last() or .all() to read its items without pairing, or $("${target}").itemMatching(index).`;
}

function notAnAncestor(target: string, from: string): ExpressionError {
  return new ExpressionError(`Cannot find the matching item in "${target}"`, {
    type: 'paired-item',
    nodeCause: target,
    description: `The items reaching this node did not pass through "${target}" (the trail ends at "${from}"). ${hint(target)}`,
  });
}

function missingPairing(target: string, node: string): ExpressionError {
  return new ExpressionError(`Paired item data for item from node '${node}' is unavailable. Ensure '${node}' is providing the required output.`, {
    type: 'paired-item',
    nodeCause: node,
    description: `Node "${node}" did not record which input item each of its output items came from, so the item cannot be followed back to "${target}". ${hint(target)}`,
  });
}

function ambiguous(target: string): ExpressionError {
  return new ExpressionError('Multiple matches found', {
    type: 'paired-item',
    nodeCause: target,
    description: `This item derives from more than one item of "${target}" (for example after an aggregation or a merge), so .item cannot choose one. ${hint(target)}`,
  });
}

/** A trail that reached the start of the workflow without meeting the node: it gives no item. */
const DEAD_END = Symbol('dead end');

/** Takes one step back; returns the item when `target` is reached, or the next steps. */
function stepBack(ctx: ExpressionContext, target: string, step: Step): INodeExecutionData | Step[] | typeof DEAD_END {
  const { source, pairedItem } = step;
  if (!source) {
    // An item that came in through another input than the one leading to the node (after a Merge) has
    // no match there: n8n gives nothing rather than an error, when the node is upstream at all.
    if (step.hops > 0 && WorkflowGraph.of(ctx.workflow.connections).ancestorsOf(ctx.activeNodeName).has(target)) return DEAD_END;
    throw notAnAncestor(target, step.from);
  }
  if (step.hops > HOP_LIMIT) {
    throw new ExpressionError(`Following paired items back to "${target}" took too many steps`, { type: 'limit', nodeCause: target });
  }
  const node = source.previousNode;
  const runIndex = source.previousNodeRun ?? 0;
  const task = ctx.runExecutionData?.resultData.runData[node]?.[runIndex];
  if (!task) {
    throw new ExpressionError(`Cannot find the matching item in "${target}"`, {
      type: 'paired-item',
      nodeCause: target,
      description: `Node "${node}" has no run ${runIndex} in this execution's data, so the item cannot be followed back.`,
    });
  }
  const item = task.data?.main?.[source.previousNodeOutput ?? 0]?.[pairedItem.item];
  if (!item) {
    throw new ExpressionError(`Cannot find the matching item in "${target}"`, {
      type: 'paired-item',
      nodeCause: target,
      description: `An item points at item ${pairedItem.item} of "${node}", which does not exist.`,
    });
  }
  if (node === target) return item;
  const pairs = asPairedItems(item.pairedItem);
  if (!pairs || pairs.length === 0) throw missingPairing(target, node);
  return pairs.map((pair) => ({
    source: pair.sourceOverwrite ?? task.source[pair.input ?? 0],
    pairedItem: pair,
    from: node,
    hops: step.hops + 1,
  }));
}

/**
 * The item of `target` that item `itemIndex` of the active node's input derives from; undefined when the
 * item's trail leads back to the start of the workflow by a way that does not pass `target`.
 */
export function resolvePairedItem(ctx: ExpressionContext, target: string, itemIndex: number): INodeExecutionData | undefined {
  requireNode(ctx, target);
  const start: Step = { source: inputSource(ctx), pairedItem: { item: itemIndex }, from: ctx.activeNodeName, hops: 0 };
  if (!start.source) {
    throw new ExpressionError(`Cannot find the matching item in "${target}"`, {
      type: 'paired-item',
      nodeCause: target,
      description: `Node "${ctx.activeNodeName}" has no input, so its items have no trail back to "${target}". ${hint(target)}`,
    });
  }
  const found = new Set<INodeExecutionData>();
  let firstError: unknown;
  let deadEnd = false;
  const pending: Step[] = [start];
  for (let next = 0; next < pending.length; next++) {
    if (next > STEP_LIMIT) {
      throw new ExpressionError(`Following paired items back to "${target}" took too many steps`, { type: 'limit', nodeCause: target });
    }
    const step = pending[next] as Step;
    try {
      const result = stepBack(ctx, target, step);
      if (result === DEAD_END) deadEnd = true;
      else if (Array.isArray(result)) pending.push(...result);
      else found.add(result);
    } catch (error) {
      // One trail may fail while another reaches the node (a Merge pairs items of both inputs).
      firstError ??= error;
    }
  }
  if (found.size > 1) throw ambiguous(target);
  const [item] = found;
  if (item) return item;
  if (firstError === undefined && deadEnd) return undefined;
  throw firstError;
}
