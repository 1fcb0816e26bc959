import type {
  CancelSignal,
  ExecutionError, IContextObject, IExecuteData, IExecuteResponsePromiseData, INode, INodeExecutionData, INodeType, INodeTypes, IPinData,
  IRunExecutionData,
  ITaskDataConnections, IWorkflowBase, Logger, WorkflowExecuteMode,
} from '@weft/workflow';
import type { ContextServices } from '../context/engine-services.js';
import { ExecuteContext } from '../context/execute-context.js';
import type { ExecuteContextOptions } from '../context/execute-context.js';
import { isDeclarativeNodeType, RoutingNode } from '../context/routing-node.js';
import { isTriggerNodeType, NodeOperationError, pinnedItems, sleep, toExecutionError } from '@weft/workflow';
import type { ExecutionSandbox } from '../sandbox/execution-sandbox.js';
import type { ExecutionResources } from '../context/execution-resources.js';
import { runTriggerManually } from '../triggers/manual-trigger.js';
import { assignPairedItems } from './paired-items.js';
import { routeToErrorOutput } from './error-output.js';
import { validateNodeOutput } from './validate-output.js';
import { isThenable } from '../utils/is-thenable.js';

type Outputs = Array<INodeExecutionData[] | null>;

export type NodeOutcome =
  | { status: 'success'; outputs: Outputs }
  /** `outputs` is set when the node continues on failure: its input passes through. */
  | { status: 'error'; error: ExecutionError; outputs?: Outputs }
  /** The execution was stopped while the node ran: its run is not recorded. */
  | { status: 'canceled' }
  /**
   * The node answered no data at all (null or undefined, as Split In Batches 1 does when no items are
   * left): as in n8n, its branch ends there and the run is not recorded.
   */
  | { status: 'noData' };

export interface NodeExecutorEnvironment {
  workflow: IWorkflowBase;
  mode: WorkflowExecuteMode;
  executionId: string;
  pinData?: IPinData;
  contextData: Record<string, IContextObject>;
  logger: Logger;
  timezone: string;
  signal?: CancelSignal;
  services: ContextServices;
  /** The trigger whose emitted data seeded this run: it outputs that data instead of running. */
  triggerNodeName?: string;
  /** `$execution.resumeUrl`. */
  resumeUrl?: string;
  /** The execution so far, read by expressions in parameters. */
  runExecutionData?: IRunExecutionData;
  /** `$env` and `$vars` of expressions. */
  expressionEnv?: Record<string, string | undefined>;
  expressionVars?: Record<string, string>;
  /** Called by `putExecutionToWait`: the runner stops after the node and saves the execution as waiting. */
  putExecutionToWait?(waitTill: Date): Promise<void>;
  sendResponse?(response: IExecuteResponsePromiseData): void;
  sendChunk?: ExecuteContextOptions['sendChunk'];
  /** `this.sendMessageToUI` of a node (the Code node's console). */
  sendMessageToUI?(nodeName: string, messages: unknown[]): void;
  /** The execution's Code sandbox (one isolate per execution). */
  sandbox?: ExecutionSandbox;
  /** What nodes keep open until the execution ends. */
  resources?: ExecutionResources;
  nodeTypes?: INodeTypes;
  /** Answers a root node's `getInputConnectionData` (supply-data.ts). */
  supplyInputConnectionData?: ExecuteContextOptions['supplyInputConnectionData'];
  subNodeRunHooks?: ExecuteContextOptions['subNodeRunHooks'];
}

/** The retry settings as n8n bounds them: 2 to 5 tries, 0 to 5000 ms apart. */
function retrySettings(node: INode): { tries: number; waitMs: number } {
  if (node.retryOnFail !== true) return { tries: 1, waitMs: 0 };
  const tries = Math.min(5, Math.max(2, node.maxTries ?? 3));
  const waitMs = Math.min(5000, Math.max(0, node.waitBetweenTries ?? 1000));
  return { tries, waitMs };
}

function continuesOnFail(node: INode): boolean {
  if (node.onError) return node.onError !== 'stopWorkflow';
  return node.continueOnFail === true;
}

function firstItemsOnly(data: ITaskDataConnections): ITaskDataConnections {
  return Object.fromEntries(Object.entries(data).map(([type, inputs]) =>
    [type, inputs.map((items) => (items ? items.slice(0, 1) : items))]));
}

/**
 * Runs one node once: disabled and pinned nodes, retries, continue-on-fail, output checks.
 *
 * `execute` answers at once when nothing runs asynchronously (disabled, pinned and trigger nodes,
 * unknown types), and otherwise with one promise chained on the node's own: every layer of promises
 * here was paid on every node of every execution.
 */
export class NodeExecutor {
  /** Abandons the node running now when the execution is stopped (one abort listener per execution). */
  private stopCurrent?: (reason: unknown) => void;
  private watchingStop = false;

  constructor(private readonly nodeTypes: INodeTypes, private readonly env: NodeExecutorEnvironment) {}

  /**
   * Settles with `onAnswer(value)` or `onError(error)` of the node's promise, or with `onError(reason)`
   * as soon as the execution is stopped (the node is then abandoned); `onError` must not throw. One
   * promise, made here: each layer more was paid on every node of every execution.
   */
  private untilAborted<T>(started: PromiseLike<unknown>, onAnswer: (answered: unknown) => T, onError: (error: unknown) => T): Promise<T> {
    const { signal } = this.env;
    if (signal?.aborted) {
      Promise.resolve(started).catch(() => undefined);
      return Promise.resolve(onError(signal.reason ?? new Error('aborted')));
    }
    if (signal && !this.watchingStop) {
      this.watchingStop = true;
      signal.addEventListener('abort', () => this.stopCurrent?.(signal.reason ?? new Error('aborted')));
    }
    return new Promise<T>((resolve) => {
      let settled = false;
      const settle = (outcome: () => T) => {
        if (settled) return;
        settled = true;
        try {
          resolve(outcome());
        } catch (error) {
          resolve(onError(error));
        }
      };
      if (signal) this.stopCurrent = (reason) => settle(() => onError(reason));
      started.then((answered) => settle(() => onAnswer(answered)), (error: unknown) => settle(() => onError(error)));
    });
  }

  execute(executeData: IExecuteData, runIndex: number): NodeOutcome | Promise<NodeOutcome> {
    const { node } = executeData;
    if (node.disabled) {
      // A disabled node hands its first input on unchanged, each item paired with itself.
      const items = executeData.data.main?.[0];
      return { status: 'success', outputs: items ? [items.map((item, index) => ({ ...item, pairedItem: { item: index } }))] : [] };
    }
    const pinned = this.env.pinData?.[node.name];
    if (pinned) {
      const outputs = [pinnedItems(pinned)];
      assignPairedItems(outputs, executeData.data);
      return { status: 'success', outputs };
    }
    const nodeType = this.nodeTypes.getByNameAndVersion(node.type, node.typeVersion);
    if (!nodeType) return { status: 'error', error: toExecutionError(this.unknownType(node)) };

    const input = node.executeOnce === true ? firstItemsOnly(executeData.data) : executeData.data;
    const prepared: IExecuteData = input === executeData.data ? executeData : { ...executeData, data: input };
    if (this.isFiredTrigger(nodeType, node)) {
      return this.succeeded(node, nodeType, input.main?.length ? input.main : [[]], input);
    }
    if (node.retryOnFail === true) return this.executeWithRetries(node, nodeType, prepared, runIndex);
    let started: unknown;
    try {
      started = this.start(nodeType, prepared, runIndex);
      if (!isThenable(started)) return this.succeeded(node, nodeType, validateNodeOutput(node, started), input);
    } catch (error) {
      return this.failed(node, input, error);
    }
    return this.untilAborted(
      started as PromiseLike<unknown>,
      (answered) => this.succeeded(node, nodeType, validateNodeOutput(node, answered), input),
      (error) => this.failed(node, input, error),
    );
  }

  private async executeWithRetries(node: INode, nodeType: INodeType, prepared: IExecuteData, runIndex: number): Promise<NodeOutcome> {
    const { tries, waitMs } = retrySettings(node);
    let failure: unknown;
    for (let attempt = 0; attempt < tries; attempt++) {
      if (attempt > 0) {
        await sleep(waitMs, this.env.signal);
        if (this.env.signal?.aborted) break;
      }
      const succeeded = (answered: unknown) => this.succeeded(node, nodeType, validateNodeOutput(node, answered), prepared.data);
      const failed = (error: unknown) => {
        failure = error;
        return undefined;
      };
      let outcome: NodeOutcome | undefined;
      try {
        const started = this.start(nodeType, prepared, runIndex);
        outcome = isThenable(started) ? await this.untilAborted(started, succeeded, failed) : succeeded(started);
      } catch (error) {
        outcome = failed(error);
      }
      if (outcome) return outcome;
    }
    return this.failed(node, prepared.data, failure);
  }

  private succeeded(node: INode, nodeType: INodeType, outputs: Outputs | null, input: ITaskDataConnections): NodeOutcome {
    // "Always output data" still turns no data into its empty item (n8n).
    if (outputs === null && nodeType.execute && node.alwaysOutputData !== true) return { status: 'noData' };
    return { status: 'success', outputs: this.finish(node, nodeType, outputs, input) };
  }

  private failed(node: INode, input: ITaskDataConnections, failure: unknown): NodeOutcome {
    if (this.env.signal?.aborted) return { status: 'canceled' };
    const error = toExecutionError(failure);
    if (continuesOnFail(node)) {
      // The input passes through, each item paired with its position, as in n8n.
      const firstInput = input.main?.[0];
      return { status: 'error', error, outputs: firstInput ? [firstInput.map((item, index) => ({ ...item, pairedItem: { item: index } }))] : [] };
    }
    return { status: 'error', error };
  }

  /** A trigger whose data was captured when it fired (or its webhook was called): that data is its output. */
  private isFiredTrigger(nodeType: INodeType, node: INode): boolean {
    return !nodeType.execute && isTriggerNodeType(nodeType.description, nodeType) && (this.env.mode !== 'manual' || this.env.triggerNodeName === node.name);
  }

  /**
   * Starts the node: what it answered (checked by the caller), or a promise of it when the node works
   * asynchronously. Throws what the node throws synchronously.
   */
  private start(nodeType: INodeType, executeData: IExecuteData, runIndex: number): unknown {
    const { node } = executeData;
    if (nodeType.execute) {
      const context = new ExecuteContext(this.env, { node, nodeType, executeData, runIndex });
      return nodeType.execute.call(context);
    }
    if (isDeclarativeNodeType(nodeType)) {
      return new RoutingNode(new ExecuteContext(this.env, { node, nodeType, executeData, runIndex }), nodeType).run();
    }
    if (isTriggerNodeType(nodeType.description, nodeType)) {
      if (nodeType.trigger || nodeType.poll) return runTriggerManually({ ...this.env, node }, nodeType);
      throw new NodeOperationError(node, `The trigger "${node.name}" needs a call to its test URL`, {
        description: 'Listen for a test event (the editor registers its test URL), activate the workflow, or pin test data on the trigger.',
      });
    }
    throw new NodeOperationError(node, `Node type "${node.type}" has nothing to run`, {
      description: 'The node type defines no execute function, so it cannot be part of a run.',
    });
  }

  private finish(node: INode, nodeType: INodeType, result: Outputs | null, input: ITaskDataConnections): Outputs {
    const declared = Array.isArray(nodeType.description.outputs) ? nodeType.description.outputs.length : 1;
    const outputs: Outputs = result ?? Array.from({ length: Math.max(declared, 1) }, () => []);
    // Only the declared outputs count: a Filter's discarded items (an output of the run data the node
    // does not declare) do not stop "always output data" from adding its empty item.
    // Outputs computed from parameters (Switch) are all declared.
    const declaredOnly = Array.isArray(nodeType.description.outputs) ? outputs.slice(0, Math.max(declared, 1)) : outputs;
    // Routed first, as n8n does: with the error output there are two outputs, so output items are no
    // longer paired by position with the input items.
    // Outputs the node does not declare (a Filter's discarded items) make way for the error output.
    const routed = node.onError === 'continueErrorOutput' ? routeToErrorOutput(declaredOnly, input, declared) : outputs;
    // Then "always output data" looks at the main outputs only: a node whose every item failed still
    // gives its empty item on the first output, beside the failed items on the error output (n8n).
    const main = routed === outputs ? declaredOnly : routed.slice(0, -1);
    if (node.alwaysOutputData === true && main.every((items) => !items || items.length === 0)) {
      routed[0] = [{ json: {}, pairedItem: { item: 0 } }];
    }
    assignPairedItems(routed, input);
    return routed;
  }

  private unknownType(node: INode): NodeOperationError {
    const known = this.nodeTypes.getByName(node.type);
    const message = known
      ? `Node "${node.name}" uses version ${node.typeVersion} of "${node.type}", which is not installed`
      : `Node "${node.name}" has an unknown type "${node.type}"`;
    return new NodeOperationError(node, message, {
      description: known
        ? 'Change the node to a supported version, or update the package that provides it.'
        : 'Install the package that provides this node type, or remove the node from the workflow.',
    });
  }
}
