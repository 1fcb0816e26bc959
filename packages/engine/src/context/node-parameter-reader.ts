import type {
  ExpressionContext, IExecuteData, IGetNodeParameterOptions, INode, INodeParameters, INodeType, IRunExecutionData,
  IWorkflowBase, NodeParameterValueType, WorkflowExecuteMode,
} from '@weft/workflow';
import {
  containsExpression, evaluateExpression, ExpressionError, isExpression, resolveNodeParameters, NodeOperationError,
  getPath,
} from '@weft/workflow';
import { isSealedNode } from './sealed-workflow.js';
import { extractResourceLocatorValue } from './resource-locator-value.js';

type ParameterValue = NodeParameterValueType | object;

function isResourceLocator(value: unknown): value is { __rl: true; value: unknown } {
  return typeof value === 'object' && value !== null && (value as { __rl?: unknown }).__rl === true;
}

function ensureType(node: INode, name: string, value: unknown, type: NonNullable<IGetNodeParameterOptions['ensureType']>): ParameterValue {
  const fail = () => new NodeOperationError(node, `Parameter "${name}" must be of type ${type}`, {
    description: `The value given is ${JSON.stringify(value)}.`,
  });
  switch (type) {
    case 'string':
      return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
    case 'number': {
      const number = Number(value);
      if (Number.isNaN(number) || value === '' || value === null) throw fail();
      return number;
    }
    case 'boolean':
      if (typeof value === 'boolean') return value;
      if (value === 'true' || value === 'false') return value === 'true';
      throw fail();
    case 'object':
    case 'json':
    case 'array': {
      let parsed = value;
      if (typeof value === 'string') {
        try {
          parsed = JSON.parse(value);
        } catch {
          throw fail();
        }
      }
      const ok = type === 'array' ? Array.isArray(parsed) : typeof parsed === 'object' && parsed !== null;
      if (!ok) throw fail();
      return parsed as ParameterValue;
    }
  }
}

/** The facts of an execution that expressions need; ExecuteContextOptions and trigger environments fit it. */
export interface ExpressionSource {
  workflow: IWorkflowBase;
  mode: WorkflowExecuteMode;
  timezone: string;
  executionId?: string;
  resumeUrl?: string;
  /** The execution so far: what `$('Node')`, `$node` and paired items read. */
  runExecutionData?: IRunExecutionData;
  /** What `$env` shows; without it `$env` is empty (the host decides whether to expose its environment). */
  expressionEnv?: Record<string, string | undefined>;
  expressionVars?: Record<string, string>;
}

/** The node run an expression is evaluated for. */
export interface ExpressionNodeRun {
  node: INode;
  executeData?: IExecuteData;
  runIndex?: number;
  expressionKeys?: Record<string, unknown>;
}

/**
 * The expression context of one node run (`nodeParameters`: the parameters with defaults filled in).
 * Its `itemIndex` is 0: evaluations pass the item they are for, so one context serves every item.
 */
export function expressionContextFor(
  source: ExpressionSource, run: ExpressionNodeRun, nodeParameters: INodeParameters,
): ExpressionContext {
  const { workflow } = source;
  const { node, executeData } = run;
  const timezone = workflow.settings?.timezone;
  return {
    workflow,
    runExecutionData: source.runExecutionData ?? null,
    runIndex: run.runIndex ?? 0,
    itemIndex: 0,
    activeNodeName: node.name,
    connectionInputData: executeData?.data.main?.[0] ?? [],
    inputData: executeData?.data,
    executeData,
    mode: source.mode,
    executionId: source.executionId,
    resumeUrl: source.resumeUrl,
    timezone: timezone && timezone !== 'DEFAULT' ? timezone : source.timezone,
    env: source.expressionEnv,
    vars: source.expressionVars,
    nodeParameters,
    codeErrors: 'resolve-empty',
    ...(run.expressionKeys ? { additionalKeys: run.expressionKeys } : {}),
  };
}

/**
 * A deep copy of a parameter value (JSON, as saved in the workflow), so that a node may change what
 * it gets; `resolve` evaluates the expression strings met on the way. Faster than structuredClone
 * followed by a resolving pass, and this runs for every parameter a node reads for every item.
 */
function copyParameter(value: unknown, resolve: ((expression: string) => unknown) | undefined): unknown {
  if (typeof value === 'string') return resolve && isExpression(value) ? resolve(value) : value;
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((entry) => copyParameter(entry, resolve));
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return structuredClone(value);
  const source = value as Record<string, unknown>;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(source)) {
    const entry = copyParameter(source[key], resolve);
    // A key named __proto__ stays a key (an assignment would set the copy's prototype).
    if (key === '__proto__') Object.defineProperty(copy, key, { value: entry, enumerable: true, writable: true, configurable: true });
    else copy[key] = entry;
  }
  return copy;
}

interface ReadParameter {
  value: unknown;
  hasExpression: boolean;
}

/** A node's parameters resolved with defaults, and each path read so far (see `nodeParameterCache`). */
interface NodeParameterCache {
  nodeType: INodeType;
  parameters: INodeParameters | undefined;
  typeVersion: number;
  resolved: INodeParameters;
  byPath: Map<string, ReadParameter>;
}

const parameterCaches = new WeakMap<INode, NodeParameterCache>();

function newParameterCache(node: INode, nodeType: INodeType): NodeParameterCache {
  return {
    nodeType, parameters: node.parameters, typeVersion: node.typeVersion,
    resolved: resolveNodeParameters(nodeType.description.properties ?? [], node.parameters ?? {}, {
      returnDefaults: true, nodeTypeVersion: node.typeVersion,
    }),
    byPath: new Map(),
  };
}

/**
 * Resolving a node's parameters with defaults walks its type's whole description. A sealed node
 * (`sealWorkflow`: an active workflow, run for every call) cannot change, so the result is kept per
 * node object for as long as it lives; any other node gets it made per reader (per node run).
 * Nothing may change `resolved`: readers hand out copies.
 */
function nodeParameterCache(node: INode, nodeType: INodeType): NodeParameterCache {
  if (!isSealedNode(node)) return newParameterCache(node, nodeType);
  const cached = parameterCaches.get(node);
  if (cached && cached.nodeType === nodeType) return cached;
  const entry = newParameterCache(node, nodeType);
  parameterCaches.set(node, entry);
  return entry;
}

/** The node's parameters resolved with defaults (shared: read it, never change it). */
export function resolvedNodeParameters(node: INode, nodeType: INodeType): INodeParameters {
  return nodeParameterCache(node, nodeType).resolved;
}

/**
 * `getNodeParameter` for one node: its parameters resolved with defaults (once per node object), read
 * by path, with expressions (`={{ }}`) evaluated for the item asked for (n8n's behaviour). The
 * expression context comes from `source`, built on first use; without a source, expressions see only
 * the node itself.
 */
export class NodeParameterReader {
  private cache: NodeParameterCache | undefined;
  private expressionContext: ExpressionContext | undefined;

  constructor(
    private readonly node: INode,
    private readonly nodeType: INodeType,
    private readonly source?: ExpressionSource,
    private readonly run: ExpressionNodeRun = { node },
  ) {}

  all(): INodeParameters {
    this.cache ??= nodeParameterCache(this.node, this.nodeType);
    return this.cache.resolved;
  }

  get(name: string, itemIndex: number, fallbackValue?: unknown, options?: IGetNodeParameterOptions): ParameterValue {
    this.cache ??= nodeParameterCache(this.node, this.nodeType);
    let read = this.cache.byPath.get(name);
    if (!read) {
      const value = getPath(this.cache.resolved, name);
      read = { value, hasExpression: containsExpression(value) };
      this.cache.byPath.set(name, read);
    }
    if (read.value === undefined) {
      if (fallbackValue !== undefined) return fallbackValue as ParameterValue;
      throw new NodeOperationError(this.node, `Could not read parameter "${name}"`, {
        description: `The node type "${this.node.type}" (version ${this.node.typeVersion}) has no parameter "${name}" shown for the current settings.`,
      });
    }
    let result = (read.hasExpression && !options?.rawExpressions
      ? this.evaluate(name, read.value, itemIndex)
      : copyParameter(read.value, undefined)) as ParameterValue;
    if (options?.extractValue && isResourceLocator(result)) {
      result = extractResourceLocatorValue(this.node, this.nodeType, name, result) as ParameterValue;
    }
    if (options?.ensureType && !options.rawExpressions) result = ensureType(this.node, name, result, options.ensureType);
    return result;
  }

  private context(): ExpressionContext {
    this.expressionContext ??= this.source
      ? expressionContextFor(this.source, this.run, this.all())
      : expressionContextFor({
        workflow: { name: '', nodes: [this.node], connections: {}, active: false },
        mode: 'manual', timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      }, this.run, this.all());
    return this.expressionContext;
  }

  private evaluate(name: string, value: unknown, itemIndex: number): unknown {
    const ctx = this.context();
    try {
      return copyParameter(value, (expression) => evaluateExpression(expression, ctx, itemIndex));
    } catch (error) {
      if (!(error instanceof ExpressionError)) throw error;
      throw new NodeOperationError(this.node, error, {
        description: error.description ?? null,
        itemIndex,
        runIndex: ctx.runIndex,
        context: { parameter: name, ...(error.context.nodeCause ? { nodeCause: error.context.nodeCause } : {}) },
      });
    }
  }
}
