import type { IDataObject, INodeExecutionData, INodeParameters } from '../model/index.js';
import type { ExpressionContext } from './expression-context.js';
import { ExpressionError } from './expression-error.js';
import { findNode, inputSource, isNodeExecuted, nodeContextData, nodeOutputItems, requireNode, runsOf } from './node-output.js';
import { resolvePairedItem } from './paired-item.js';

/*
 * The objects behind `$input`, `$('Node')`, `$node["Node"]`, `$items()` and `$prevNode`. Each holds
 * the context in a private field, so an expression sees only the documented members.
 */

const readOnlyCopies = new WeakMap<object, INodeParameters>();

function deepFrozenCopy(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return Object.freeze(value.map(deepFrozenCopy));
  const copy: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (key !== '__proto__') copy[key] = deepFrozenCopy(entry);
  }
  return Object.freeze(copy);
}

/** Node parameters as expressions see them: a frozen copy, so the workflow itself cannot be changed. */
export function readOnlyParameters(parameters: INodeParameters | undefined): INodeParameters {
  if (!parameters) return Object.freeze({});
  let copy = readOnlyCopies.get(parameters);
  if (!copy) {
    copy = deepFrozenCopy(parameters) as INodeParameters;
    readOnlyCopies.set(parameters, copy);
  }
  return copy;
}

function parametersOf(ctx: ExpressionContext, name: string): INodeParameters {
  return readOnlyParameters(findNode(ctx.workflow, name)?.parameters);
}

/** `$input`: the active node's input items. */
export class InputAccessor {
  readonly #ctx: ExpressionContext;
  readonly #itemIndex: number;

  constructor(ctx: ExpressionContext, itemIndex: number) {
    this.#ctx = ctx;
    this.#itemIndex = itemIndex;
  }

  get item(): INodeExecutionData | undefined {
    return this.#ctx.connectionInputData[this.#itemIndex];
  }

  first(): INodeExecutionData | undefined {
    return this.#ctx.connectionInputData[0];
  }

  last(): INodeExecutionData | undefined {
    const items = this.#ctx.connectionInputData;
    return items[items.length - 1];
  }

  all(): INodeExecutionData[] {
    return this.#ctx.connectionInputData.slice();
  }

  get params(): INodeParameters {
    const own = this.#ctx.nodeParameters;
    return own ? readOnlyParameters(own) : parametersOf(this.#ctx, this.#ctx.activeNodeName);
  }
}

/** `$('Node')`: another node's output, by paired item or by position. */
export class NodeReference {
  readonly #ctx: ExpressionContext;
  readonly #name: string;
  readonly #itemIndex: number;

  constructor(ctx: ExpressionContext, name: string, itemIndex: number) {
    this.#ctx = ctx;
    this.#name = name;
    this.#itemIndex = itemIndex;
  }

  /** The item of this node that the current item derives from. */
  get item(): INodeExecutionData | undefined {
    return resolvePairedItem(this.#ctx, this.#name, this.#itemIndex);
  }

  itemMatching(itemIndex: number): INodeExecutionData | undefined {
    if (typeof itemIndex !== 'number') {
      throw new ExpressionError('itemMatching() needs the index of an input item', { type: 'runtime', description: 'For example $("Node").itemMatching($itemIndex).' });
    }
    return resolvePairedItem(this.#ctx, this.#name, itemIndex);
  }

  pairedItem(itemIndex?: number): INodeExecutionData | undefined {
    return resolvePairedItem(this.#ctx, this.#name, itemIndex ?? this.#itemIndex);
  }

  first(branchIndex?: number, runIndex?: number): INodeExecutionData | undefined {
    return nodeOutputItems(this.#ctx, this.#name, branchIndex, runIndex)[0];
  }

  last(branchIndex?: number, runIndex?: number): INodeExecutionData | undefined {
    const items = nodeOutputItems(this.#ctx, this.#name, branchIndex, runIndex);
    return items[items.length - 1];
  }

  all(branchIndex?: number, runIndex?: number): INodeExecutionData[] {
    return nodeOutputItems(this.#ctx, this.#name, branchIndex, runIndex).slice();
  }

  get params(): INodeParameters {
    return parametersOf(this.#ctx, this.#name);
  }

  get isExecuted(): boolean {
    return isNodeExecuted(this.#ctx, this.#name);
  }

  /** The node's context in this execution (Loop Over Items: `noItemsLeft`, `currentRunIndex`). */
  get context(): IDataObject {
    return nodeContextData(this.#ctx, this.#name);
  }
}

/** `$node["Node"]` (n8n's older syntax): the item at the same index as the current one. */
export class LegacyNodeData {
  readonly #ctx: ExpressionContext;
  readonly #name: string;
  readonly #itemIndex: number;

  constructor(ctx: ExpressionContext, name: string, itemIndex: number) {
    this.#ctx = ctx;
    this.#name = name;
    this.#itemIndex = itemIndex;
  }

  #item(): INodeExecutionData {
    const items = nodeOutputItems(this.#ctx, this.#name);
    const item = items[this.#itemIndex];
    if (!item) {
      throw new ExpressionError(`Node "${this.#name}" has no item ${this.#itemIndex}`, {
        type: 'not-found',
        nodeCause: this.#name,
        description: `$node["${this.#name}"] reads the item at the same position as the current one, and that node output ${items.length} item${items.length === 1 ? '' : 's'}. Use $("${this.#name}").item to follow paired items instead.`,
      });
    }
    return item;
  }

  get json(): INodeExecutionData['json'] {
    return this.#item().json;
  }

  get data(): INodeExecutionData['json'] {
    return this.#item().json;
  }

  get binary(): NonNullable<INodeExecutionData['binary']> {
    return this.#item().binary ?? {};
  }

  get parameter(): INodeParameters {
    return parametersOf(this.#ctx, this.#name);
  }

  get runIndex(): number {
    return (runsOf(this.#ctx, this.#name)?.length ?? 1) - 1;
  }

  /** The node's context in this execution: `$node["Loop"].context["noItemsLeft"]` ends a Split In Batches loop. */
  get context(): IDataObject {
    return nodeContextData(this.#ctx, this.#name);
  }
}

/** `$node`: any node by name, `$node["Name"]` or `$node.Name`. */
export function legacyNodeProxy(ctx: ExpressionContext, itemIndex: number): object {
  return new Proxy(Object.create(null) as object, {
    get(_target, name) {
      if (typeof name !== 'string') return undefined;
      requireNode(ctx, name);
      return new LegacyNodeData(ctx, name, itemIndex);
    },
    has(_target, name) {
      return typeof name === 'string' && findNode(ctx.workflow, name) !== undefined;
    },
    set() {
      return false;
    },
  });
}

/** `$items(node?, output?, run?)`: all items of a node's output; without a node, the input's source. */
export function itemsOf(ctx: ExpressionContext, name?: string, outputIndex?: number, runIndex?: number): INodeExecutionData[] {
  if (name === undefined) {
    const source = inputSource(ctx);
    if (!source) return ctx.connectionInputData.slice();
    return nodeOutputItems(ctx, source.previousNode, outputIndex ?? source.previousNodeOutput ?? 0,
      runIndex ?? source.previousNodeRun ?? -1).slice();
  }
  return nodeOutputItems(ctx, name, outputIndex ?? 0, runIndex ?? -1).slice();
}

/** `$prevNode`: the node (and its output and run) that fed the active node's first input. */
export function previousNode(ctx: ExpressionContext): { name?: string; outputIndex?: number; runIndex?: number } {
  const source = inputSource(ctx);
  if (!source) return {};
  return { name: source.previousNode, outputIndex: source.previousNodeOutput ?? 0, runIndex: source.previousNodeRun ?? 0 };
}
