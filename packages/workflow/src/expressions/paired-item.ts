import type { INodeExecutionData, IPairedItemData, ISourceData } from '../model/index.js';
import type { ExpressionContext } from './expression-context.js';
import { ExpressionError } from './expression-error.js';
import { inputSource, requireNode } from './node-output.js';

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
  return Array.isArray(value) ? value : [value];
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
  return new ExpressionError(`Paired item data is missing for "${target}"`, {
    type: 'paired-item',
    nodeCause: target,
    description: `Node "${node}" did not record which input item each of its output items came from, so the item cannot be followed back to "${target}". ${hint(target)}`,
  });
}

function ambiguous(target: string): ExpressionError {
  return new ExpressionError(`Several items of "${target}" match this item`, {
    type: 'paired-item',
    nodeCause: target,
    description: `This item derives from more than one item of "${target}" (for example after a Merge or an aggregation). ${hint(target)}`,
  });
}

/** Takes one step back; returns the item when `target` is reached, or the next steps. */
function stepBack(ctx: ExpressionContext, target: string, step: Step): INodeExecutionData | Step[] {
  const { source, pairedItem } = step;
  if (!source) throw notAnAncestor(target, step.from);
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

/** The item of `target` that item `itemIndex` of the active node's input derives from. */
export function resolvePairedItem(ctx: ExpressionContext, target: string, itemIndex: number): INodeExecutionData {
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
  const pending: Step[] = [start];
  for (let next = 0; next < pending.length; next++) {
    if (next > STEP_LIMIT) {
      throw new ExpressionError(`Following paired items back to "${target}" took too many steps`, { type: 'limit', nodeCause: target });
    }
    const step = pending[next] as Step;
    try {
      const result = stepBack(ctx, target, step);
      if (Array.isArray(result)) pending.push(...result);
      else found.add(result);
    } catch (error) {
      // One trail may fail while another reaches the node (a Merge pairs items of both inputs).
      firstError ??= error;
    }
  }
  if (found.size > 1) throw ambiguous(target);
  const [item] = found;
  if (item) return item;
  throw firstError;
}
