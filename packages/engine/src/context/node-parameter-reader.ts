import type {
  ExpressionContext, IExecuteData, IGetNodeParameterOptions, INode, INodeParameters, INodeType, IRunExecutionData,
  IWorkflowBase, NodeParameterValueType, WorkflowExecuteMode,
} from '@weft/workflow';
import { containsExpression, ExpressionError, resolveNodeParameters, resolveParameterValue } from '@weft/workflow';
import { NodeOperationError } from '../errors/node-error.js';
import { getPath } from '../utils/object-path.js';

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

/** The facts of a node run that expressions need; ExecuteContextOptions and trigger environments fit it. */
export interface ExpressionSource {
  workflow: IWorkflowBase;
  node: INode;
  mode: WorkflowExecuteMode;
  timezone: string;
  executeData?: IExecuteData;
  runIndex?: number;
  executionId?: string;
  resumeUrl?: string;
  /** The execution so far: what `$('Node')`, `$node` and paired items read. */
  runExecutionData?: IRunExecutionData;
  /** What `$env` shows; without it `$env` is empty (the host decides whether to expose its environment). */
  expressionEnv?: Record<string, string | undefined>;
  expressionVars?: Record<string, string>;
}

/**
 * The expression context of one node run (`nodeParameters`: the parameters with defaults filled in).
 * Its `itemIndex` is 0: evaluations pass the item they are for, so one context serves every item.
 */
export function expressionContextFor(source: ExpressionSource, nodeParameters: INodeParameters): ExpressionContext {
  const { workflow, node, executeData } = source;
  const timezone = workflow.settings?.timezone;
  return {
    workflow,
    runExecutionData: source.runExecutionData ?? null,
    runIndex: source.runIndex ?? 0,
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
  };
}

/**
 * `getNodeParameter` for one node: its parameters resolved with defaults once, read by path, with
 * expressions (`={{ }}`) evaluated for the item asked for (n8n's behaviour). The expression context
 * comes from `source`, built on first use; without a source, expressions see only the node itself.
 */
export class NodeParameterReader {
  private resolved: INodeParameters | undefined;
  private expressionContext: ExpressionContext | undefined;

  constructor(
    private readonly node: INode,
    private readonly nodeType: INodeType,
    private readonly source?: ExpressionSource,
  ) {}

  all(): INodeParameters {
    this.resolved ??= resolveNodeParameters(this.nodeType.description.properties ?? [], this.node.parameters ?? {}, {
      returnDefaults: true, nodeTypeVersion: this.node.typeVersion,
    });
    return this.resolved;
  }

  get(name: string, itemIndex: number, fallbackValue?: unknown, options?: IGetNodeParameterOptions): ParameterValue {
    const value = getPath(this.all(), name);
    if (value === undefined) {
      if (fallbackValue !== undefined) return fallbackValue as ParameterValue;
      throw new NodeOperationError(this.node, `Could not read parameter "${name}"`, {
        description: `The node type "${this.node.type}" (version ${this.node.typeVersion}) has no parameter "${name}" shown for the current settings.`,
      });
    }
    // A copy, so that a node may change what it gets; expressions are then resolved into the copy.
    let result = (typeof value === 'object' && value !== null ? structuredClone(value) : value) as ParameterValue;
    if (!options?.rawExpressions && containsExpression(result)) result = this.evaluate(name, result, itemIndex);
    if (options?.extractValue && isResourceLocator(result)) result = result.value as ParameterValue;
    if (options?.ensureType && !options.rawExpressions) result = ensureType(this.node, name, result, options.ensureType);
    return result;
  }

  private evaluate(name: string, value: ParameterValue, itemIndex: number): ParameterValue {
    this.expressionContext ??= this.source
      ? expressionContextFor(this.source, this.all())
      : expressionContextFor({
        workflow: { name: '', nodes: [this.node], connections: {}, active: false },
        node: this.node, mode: 'manual', timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      }, this.all());
    try {
      return resolveParameterValue(value, this.expressionContext, itemIndex) as ParameterValue;
    } catch (error) {
      if (!(error instanceof ExpressionError)) throw error;
      throw new NodeOperationError(this.node, error, {
        description: error.description ?? null,
        itemIndex,
        runIndex: this.expressionContext.runIndex,
        context: { parameter: name, ...(error.context.nodeCause ? { nodeCause: error.context.nodeCause } : {}) },
      });
    }
  }
}
