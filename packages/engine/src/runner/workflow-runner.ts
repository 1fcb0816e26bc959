import type {
  ExecutionStatus, INodeTypes, IPinData, ITaskData, Logger, ModuleAllowList,
} from '@weft/workflow';
import { createConsoleLogger } from '../context/console-logger.js';
import type { ContextServices, EngineServices } from '../context/engine-services.js';
import { ExecutionCancelledError, planStart, startKind, toExecutionError } from '@weft/workflow';
import { graphOf } from '../graph/graph-of.js';
import { ExecutionSandbox, resolveSandboxLimits } from '../sandbox/execution-sandbox.js';
import { ExecutionResources } from '../context/execution-resources.js';
import type { SandboxLimits } from '../sandbox/sandbox.types.js';
import { defaultModuleSearchFolders } from '../sandbox/module-resolver.js';
import type { CodeModuleSettings } from '../sandbox/module-resolver.js';
import { EventLoopShare } from './event-loop-share.js';
import { ExecutionScheduler } from './execution-scheduler.js';
import { NodeExecutor } from './node-executor.js';
import { supplyInputConnectionData } from '../context/supply-data.js';
import { subNodeRunHooks } from './sub-node-run-hooks.js';
import { DEFAULT_MAX_NODE_RUNS, nodeRunLimitError } from './node-run-limit.js';
import { planTriggerStart, prepareResume } from './resume.js';
import { refuseWorkflowWithIssues } from './run-preflight.js';
import type { EngineRunExecutionData, IRun, ResumeOptions, RunOptions } from './run.types.js';

/** What run and resume share. */
type LoopOptions = Pick<RunOptions, 'workflow' | 'mode' | 'executionId' | 'hooks' | 'signal' | 'webhookBaseUrl'>;

export interface WorkflowRunnerOptions extends EngineServices {
  logger?: Logger;
  /** The timezone nodes see when the workflow sets none (the server's configured default). */
  timezone?: string;
  /** Limits of the Code node's sandbox (one isolate per execution): 128 MB and 60 s by default. */
  sandbox?: Partial<SandboxLimits>;
  /**
   * What the Code node's `require` may load (n8n's NODE_FUNCTION_ALLOW_BUILTIN / _EXTERNAL; nothing when
   * not given), found in Weft's own node_modules, the working folder's, or `<userFolder>/nodes/node_modules`.
   */
  codeModules?: { allow: ModuleAllowList; userFolder?: string };
  /** What expressions see as `$env`: the host decides (filtered, or empty to block); empty when not given. */
  expressionEnv?: Record<string, string | undefined>;
  /** What expressions see as `$vars`. */
  expressionVars?: Record<string, string>;
  /** Node runs one execution may make before it fails (a node connected in an endless loop); 10,000 by default. */
  maxNodeRuns?: number;
}

/**
 * Runs workflows. `run` never rejects because of the workflow: a node error, a missing start node or
 * a stop ends as an `IRun` with status 'error' or 'canceled'. It rejects only if a hook throws.
 * The runner changes `options.workflow.staticData` in place (n8n's static data), for the caller to save.
 */
export class WorkflowRunner {
  private readonly logger: Logger;
  private readonly timezone: string;
  private readonly services: ContextServices;
  private readonly sandboxLimits: SandboxLimits;
  private readonly codeModules?: CodeModuleSettings;
  private readonly maxNodeRuns: number;
  private readonly expressionGlobals: { expressionEnv?: Record<string, string | undefined>; expressionVars?: Record<string, string> };

  constructor(private readonly nodeTypes: INodeTypes, options: WorkflowRunnerOptions = {}) {
    this.logger = options.logger ?? createConsoleLogger('info');
    this.timezone = options.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
    this.sandboxLimits = resolveSandboxLimits(options.sandbox);
    if (options.codeModules) {
      this.codeModules = { allow: options.codeModules.allow, searchFolders: defaultModuleSearchFolders(options.codeModules.userFolder) };
    }
    this.maxNodeRuns = options.maxNodeRuns ?? DEFAULT_MAX_NODE_RUNS;
    this.expressionGlobals = { expressionEnv: options.expressionEnv, expressionVars: options.expressionVars };
    const { binaryDataStore, credentialsHelper, credentialTypes, executeSubWorkflow, filesFolder, executeCommandEnabled } = options;
    // Sub-workflows run nested in this same runner (`run` keeps no state between calls).
    this.services = {
      binaryDataStore, credentialsHelper, credentialTypes, executeSubWorkflow, filesFolder, executeCommandEnabled, runWorkflow: (run) => this.run(run),
    };
  }

  run(options: RunOptions): Promise<IRun> {
    const startedAt = new Date();
    // Hooks are awaited only when there are some: an `await` of nothing still costs a turn.
    const before = options.hooks?.workflowExecuteBefore;
    if (before) {
      return (async () => {
        await before();
        return this.startRun(options, startedAt);
      })();
    }
    try {
      return this.startRun(options, startedAt);
    } catch (error) {
      return Promise.reject(error);
    }
  }

  private startRun(options: RunOptions, startedAt: Date): Promise<IRun> {
    const { workflow, mode } = options;
    const pinData: IPinData | undefined = options.pinData ?? (mode === 'manual' ? workflow.pinData : undefined);
    const data: EngineRunExecutionData = {
      startData: {},
      resultData: { runData: {} },
      executionData: { nodeExecutionStack: [], waitingExecution: {}, waitingExecutionSource: {}, contextData: {} },
    };
    if (options.destinationNode !== undefined) data.startData = { destinationNode: options.destinationNode };
    if (pinData && Object.keys(pinData).length > 0) data.resultData.pinData = pinData;

    const graph = graphOf(workflow);
    let scheduler: ExecutionScheduler;
    try {
      const plan = options.trigger
        ? planTriggerStart(graph, options.trigger)
        : planStart(graph, {
          startNodes: options.startNodes,
          destinationNode: options.destinationNode,
          runData: options.runData,
          pinData,
          kindOf: (node) => {
            const nodeType = this.nodeTypes.getByNameAndVersion(node.type, node.typeVersion);
            return startKind(node.type, nodeType?.description, nodeType);
          },
        });
      const runNodeFilter = plan.runNodeFilter;
      const nodesToRun = runNodeFilter ? [...plan.reachable].filter((name) => runNodeFilter.has(name)) : plan.reachable;
      refuseWorkflowWithIssues(workflow, nodesToRun, pinData, this.nodeTypes);
      data.resultData.runData = plan.runData;
      if (plan.runNodeFilter) data.startData = { ...data.startData, runNodeFilter: [...plan.runNodeFilter] };
      scheduler = new ExecutionScheduler(graph, data.executionData, {
        order: workflow.settings?.executionOrder === 'v0' ? 'v0' : 'v1',
        runNodeFilter: plan.runNodeFilter,
        reachable: plan.reachable,
      });
      scheduler.start(plan.executions);
    } catch (error) {
      data.resultData.error = toExecutionError(error);
      return this.finish(options, startedAt, 'error', data);
    }
    return this.loop(options, scheduler, data, startedAt, options.trigger?.nodeName);
  }

  /**
   * Continues a waiting execution (`IRun.status` 'waiting') right after its Wait node, with the state
   * saved in `runExecutionData`. `resumeData` (a webhook's items) becomes the Wait node's output;
   * without it the Wait node's input passes through.
   */
  async resume(options: ResumeOptions): Promise<IRun> {
    const startedAt = options.startedAt ?? new Date();
    const data = structuredClone(options.runExecutionData) as EngineRunExecutionData;
    data.resultData ??= { runData: {} };
    data.resultData.runData ??= {};
    delete data.resultData.error;
    if (options.hooks?.workflowExecuteBefore) await options.hooks.workflowExecuteBefore();
    const { workflow } = options;
    const graph = graphOf(workflow);
    let scheduler: ExecutionScheduler;
    try {
      const { reachable, runNodeFilter } = prepareResume(graph, data, options.resumeData);
      scheduler = new ExecutionScheduler(graph, data.executionData, {
        order: workflow.settings?.executionOrder === 'v0' ? 'v0' : 'v1', runNodeFilter, reachable,
      });
    } catch (error) {
      data.resultData.error = toExecutionError(error);
      return this.finish(options, startedAt, 'error', data);
    }
    return this.loop(options, scheduler, data, startedAt, undefined);
  }

  /** Runs nodes until none is left, one fails, the execution waits or it is stopped. */
  private async loop(
    options: LoopOptions, scheduler: ExecutionScheduler, data: EngineRunExecutionData, startedAt: Date,
    triggerNodeName: string | undefined,
  ): Promise<IRun> {
    const { workflow, mode, signal, hooks } = options;
    const wait: { till: Date | undefined } = { till: undefined };
    // Created now, started by the first Code node, ended with the execution.
    const sandbox = new ExecutionSandbox(this.sandboxLimits, this.codeModules);
    const resources = new ExecutionResources(this.logger);
    const executor = new NodeExecutor(this.nodeTypes, {
      workflow, mode, executionId: options.executionId, pinData: data.resultData.pinData,
      contextData: data.executionData.contextData, logger: this.logger, timezone: this.timezone, signal,
      services: this.services,
      triggerNodeName,
      resumeUrl: `${options.webhookBaseUrl ?? '/'}webhook-waiting/${options.executionId}`,
      runExecutionData: data,
      ...this.expressionGlobals,
      putExecutionToWait: async (waitTill) => {
        if (!(waitTill instanceof Date) || Number.isNaN(waitTill.getTime())) throw new Error('The time to wait until is not a valid date');
        wait.till = waitTill;
      },
      sendResponse: (response) => options.hooks?.sendResponse?.(response),
      ...(options.hooks?.sendChunk ? { sendChunk: options.hooks.sendChunk } : {}),
      sendMessageToUI: (nodeName, messages) => options.hooks?.sendMessageToUI?.(nodeName, messages),
      sandbox,
      resources,
      nodeTypes: this.nodeTypes,
      supplyInputConnectionData,
      subNodeRunHooks: subNodeRunHooks(options, data, this.logger),
    });
    const { runData } = data.resultData;
    let status: ExecutionStatus = 'running';
    const eventLoop = new EventLoopShare();
    let nodeRuns = 0;
    try {
      // One node per turn, with only the awaits it needs: this loop is every execution's hot path.
      for (let execution = scheduler.next(); execution; execution = scheduler.next()) {
        // Before the stop check: the turn is when a stop or a timeout gets through.
        const turn = eventLoop.share();
        if (turn) await turn;
        if (signal?.aborted) {
          scheduler.putBack(execution);
          status = 'canceled';
          break;
        }
        if (++nodeRuns > this.maxNodeRuns) {
          scheduler.putBack(execution);
          status = 'error';
          data.resultData.error = toExecutionError(nodeRunLimitError(execution.node, this.maxNodeRuns));
          break;
        }
        // Not `delete`: it turns the object into a slow dictionary, on every node.
        wait.till = undefined;
        const name = execution.node.name;
        const runIndex = runData[name]?.length ?? 0;
        if (hooks?.nodeExecuteBefore) await hooks.nodeExecuteBefore(name);
        const startTime = Date.now();
        const started = executor.execute(execution, runIndex);
        const answered = started instanceof Promise ? await started : started;
        if (answered.status === 'canceled') {
          scheduler.putBack(execution);
          status = 'canceled';
          break;
        }
        // A node that put the run to wait is recorded all the same, so that resuming continues after it.
        if (answered.status === 'noData' && wait.till === undefined) continue;
        const outcome = answered.status === 'noData' ? { status: 'success' as const, outputs: [] } : answered;
        const waits = outcome.status === 'success' && wait.till !== undefined;
        const taskData: ITaskData = {
          startTime,
          executionTime: Date.now() - startTime,
          executionStatus: waits ? 'waiting' : outcome.status,
          source: execution.source?.main ?? [],
        };
        if (outcome.outputs) taskData.data = { main: outcome.outputs };
        if (outcome.status === 'error') taskData.error = outcome.error;
        (runData[name] ??= []).push(taskData);
        data.resultData.lastNodeExecuted = name;
        const stops = outcome.status === 'error' && !outcome.outputs;
        // A failed node goes back on the stack so that retrying the execution starts with it; a waiting
        // node too, so that resuming runs it again (as a pass-through) and continues after it.
        if (stops || waits) scheduler.putBack(execution);
        if (hooks?.nodeExecuteAfter) await hooks.nodeExecuteAfter(name, taskData, data);
        if (stops) {
          status = 'error';
          data.resultData.error = outcome.error;
          break;
        }
        if (waits) {
          status = 'waiting';
          break;
        }
        scheduler.scheduleChildren(name, runIndex, outcome.outputs ?? []);
      }
    } finally {
      sandbox.dispose();
      await resources.closeAll();
    }
    if (status === 'running') status = signal?.aborted ? 'canceled' : 'success';
    if (status === 'canceled') {
      data.resultData.error = toExecutionError(new ExecutionCancelledError(options.executionId, signal?.reason));
    }
    if (status === 'waiting' && wait.till) data.waitTill = wait.till.toISOString();
    const run = this.ended(options, startedAt, status, data, status === 'waiting' ? wait.till : undefined);
    if (hooks?.workflowExecuteAfter) await hooks.workflowExecuteAfter(run);
    return run;
  }

  /** Ends a run that stopped before its first node (a start that could not be planned). */
  private finish(
    options: LoopOptions, startedAt: Date, status: ExecutionStatus, data: EngineRunExecutionData,
  ): Promise<IRun> {
    const run = this.ended(options, startedAt, status, data);
    const after = options.hooks?.workflowExecuteAfter;
    if (!after) return Promise.resolve(run);
    return (async () => {
      await after(run);
      return run;
    })();
  }

  private ended(
    options: LoopOptions, startedAt: Date, status: ExecutionStatus, data: EngineRunExecutionData, waitTill?: Date,
  ): IRun {
    return {
      status,
      finished: status === 'success',
      mode: options.mode,
      startedAt,
      stoppedAt: new Date(),
      waitTill: waitTill ?? null,
      data,
    };
  }
}
