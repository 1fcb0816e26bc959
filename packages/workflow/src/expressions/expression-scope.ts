import { DateTime } from 'luxon';
import type { IDataObject, INode, INodeExecutionData } from '../model/index.js';
import { resolveParameterValue } from './evaluate.js';
import type { ExpressionContext } from './expression-context.js';
import { ExpressionError } from './expression-error.js';
import { FROM_AI_ARGUMENTS_KEY, fromAIFunction } from './from-ai.js';
import { ifEmptyHelper, ifHelper, maxHelper, minHelper, safeJmespath } from './helper-functions.js';
import { findNode, requireNode } from './node-output.js';
import {
  InputAccessor, itemsOf, legacyNodeProxy, NodeReference, previousNode,
} from './node-references.js';
import { protect } from './runtime-guards.js';
import { libraryDescriptors } from './safe-globals.js';

/*
 * The data proxy: what `$$ctx.name` reads in a compiled expression. One scope per evaluation, cheap
 * to create (two fields); every variable is a getter, so only what the expression uses is built.
 * Library values (DateTime, Math, ...) live on the prototype.
 */

const EMPTY: IDataObject = protect(Object.freeze({}));
const frozenCopies = new WeakMap<object, object>();

function frozenCopy(source: object | undefined): object {
  if (!source) return EMPTY;
  let copy = frozenCopies.get(source);
  if (!copy) {
    copy = Object.freeze({ ...source });
    frozenCopies.set(source, copy);
  }
  return copy;
}

function parameterProxy(ctx: ExpressionContext, itemIndex: number): object {
  const parameters = (): Record<string, unknown> =>
    ctx.nodeParameters ?? findNode(ctx.workflow, ctx.activeNodeName)?.parameters ?? {};
  return new Proxy(Object.create(null) as object, {
    get(_target, name) {
      if (typeof name !== 'string' || !Object.hasOwn(parameters(), name)) return undefined;
      // Another parameter may itself be an expression: it is resolved for the same item.
      return resolveParameterValue(parameters()[name], ctx, itemIndex);
    },
    has(_target, name) {
      return typeof name === 'string' && Object.hasOwn(parameters(), name);
    },
    set() {
      return false;
    },
  });
}

export class ExpressionScope {
  readonly #ctx: ExpressionContext;
  readonly #itemIndex: number;
  readonly #runIndex: number;

  constructor(ctx: ExpressionContext, itemIndex: number = ctx.itemIndex, runIndex: number = ctx.runIndex) {
    this.#ctx = ctx;
    this.#itemIndex = itemIndex;
    this.#runIndex = runIndex;
  }

  #item(): INodeExecutionData | undefined {
    return this.#ctx.connectionInputData[this.#itemIndex];
  }

  #activeNode(): INode | undefined {
    return findNode(this.#ctx.workflow, this.#ctx.activeNodeName);
  }

  get $json(): IDataObject {
    // A fresh object when there is no item: a node may store the value and change it later.
    return this.#item()?.json ?? {};
  }

  get $data(): IDataObject {
    return this.$json;
  }

  get $binary(): object {
    return this.#item()?.binary ?? {};
  }

  get $input(): InputAccessor {
    return new InputAccessor(this.#ctx, this.#itemIndex);
  }

  get $(): (name: string) => NodeReference {
    const ctx = this.#ctx;
    const itemIndex = this.#itemIndex;
    return (name: string) => {
      requireNode(ctx, name);
      return new NodeReference(ctx, name, itemIndex);
    };
  }

  get $node(): object {
    return legacyNodeProxy(this.#ctx, this.#itemIndex);
  }

  get $items(): (name?: string, outputIndex?: number, runIndex?: number) => INodeExecutionData[] {
    const ctx = this.#ctx;
    return (name, outputIndex, runIndex) => itemsOf(ctx, name, outputIndex, runIndex);
  }

  get $item(): (itemIndex: number, runIndex?: number) => ExpressionScope {
    const ctx = this.#ctx;
    const currentRun = this.#runIndex;
    return (itemIndex, runIndex) => {
      if (typeof itemIndex !== 'number') {
        throw new ExpressionError('$item() needs an item index', { type: 'runtime', description: 'For example $item(0).$node["Node"].json.' });
      }
      return new ExpressionScope(ctx, itemIndex, runIndex ?? currentRun);
    };
  }

  get $prevNode(): object {
    return previousNode(this.#ctx);
  }

  get $runIndex(): number {
    return this.#runIndex;
  }

  get $itemIndex(): number {
    return this.#itemIndex;
  }

  get $position(): number {
    return this.#itemIndex;
  }

  get $workflow(): { id?: string; name?: string; active: boolean } {
    const { id, name, active } = this.#ctx.workflow;
    return { id, name, active: active ?? false };
  }

  get $execution(): { id?: string; mode: 'test' | 'production'; resumeUrl?: string } {
    const ctx = this.#ctx;
    return { id: ctx.executionId, mode: ctx.mode === 'manual' ? 'test' : 'production', resumeUrl: ctx.resumeUrl };
  }

  get $resumeWebhookUrl(): string | undefined {
    return this.#ctx.resumeUrl;
  }

  get $now(): DateTime {
    return DateTime.now().setZone(this.#ctx.timezone);
  }

  get $today(): DateTime {
    return this.$now.startOf('day');
  }

  get $env(): object {
    return frozenCopy(this.#ctx.env);
  }

  get $vars(): object {
    return frozenCopy(this.#ctx.vars);
  }

  get $parameter(): object {
    return parameterProxy(this.#ctx, this.#itemIndex);
  }

  get $nodeId(): string | undefined {
    return this.#activeNode()?.id;
  }

  get $nodeVersion(): number | undefined {
    return this.#activeNode()?.typeVersion;
  }

  get $webhookId(): string | undefined {
    return this.#activeNode()?.webhookId;
  }

  get $evaluateExpression(): (expression: string, itemIndex?: number) => unknown {
    const ctx = this.#ctx;
    const current = this.#itemIndex;
    return (expression, itemIndex) => {
      if (typeof expression !== 'string') return expression;
      const template = expression.startsWith('=') ? expression : `=${expression}`;
      return resolveParameterValue(template, ctx, itemIndex ?? current);
    };
  }

  get $credentials(): unknown {
    return this.#ctx.additionalKeys?.$credentials;
  }

  get $response(): unknown {
    return this.#ctx.additionalKeys?.$response;
  }

  get $request(): unknown {
    return this.#ctx.additionalKeys?.$request;
  }

  get $pageCount(): unknown {
    return this.#ctx.additionalKeys?.$pageCount;
  }

  get $secrets(): unknown {
    return this.#ctx.additionalKeys?.$secrets;
  }

  /** A declarative node's routing: the value of the parameter whose routing is being applied. */
  get $value(): unknown {
    return this.#ctx.additionalKeys?.$value;
  }

  /** A declarative node's postReceive actions: the response item being made. */
  get $responseItem(): unknown {
    return this.#ctx.additionalKeys?.$responseItem;
  }

  /** n8n's AI-filled parameter: what the agent's model gave for a key when it called this node as a tool. */
  get $fromAI(): ReturnType<typeof fromAIFunction> {
    return fromAIFunction(this.#ctx.additionalKeys?.[FROM_AI_ARGUMENTS_KEY]);
  }

  get $fromAi(): ReturnType<typeof fromAIFunction> {
    return this.$fromAI;
  }

  get $fromai(): ReturnType<typeof fromAIFunction> {
    return this.$fromAI;
  }

  /** A declarative node's routing: the version of the node. */
  get $version(): unknown {
    return this.#ctx.additionalKeys?.$version;
  }
}

const helpers = { $jmespath: safeJmespath, $if: ifHelper, $ifEmpty: ifEmptyHelper, $min: minHelper, $max: maxHelper };
Object.defineProperties(ExpressionScope.prototype, {
  ...libraryDescriptors(),
  ...Object.fromEntries(Object.entries(helpers).map(([name, value]) =>
    [name, { value, writable: false, enumerable: false, configurable: false }])),
});
