import type { IWorkflowBase } from '@weft/workflow';
import type { ExecutionLifecycleHooks, ExecutionStop, IRun, SubWorkflowRequest, SubWorkflowRuntime } from '@weft/engine';
import type { ExecuteWorkflowData } from '@weft/workflow';
import type { WeftConfig } from '../../config.js';
import type { ExecutionStore } from '../../db/execution-store/execution-store.js';
import type { WorkflowsRepository } from '../../db/workflows.repository.js';
import type { ActiveExecutions } from './active-executions.js';
import type { EngineProvider } from './engine-provider.js';
import { resolveSaveSettings, type SaveSettings } from './save-settings.js';
import type { UnsavedExecutions } from './unsaved-executions.js';
import type { ServerLogger } from './server-logger.js';
import { executionFinishedMessage, executionPushHooks } from '../push/execution-push.js';
import type { PushSender } from '../push/push.service.js';
import type { QueuedExecutions } from '../queue/queued-executions.js';
import type { RunningExecution } from './active-executions.js';
import { combineHooks } from './combine-hooks.js';
import { RunScopes } from './run-scopes.js';
import { ExecutionOutcomes } from './execution-outcomes.js';
import type { ExecutionRequest, FinishedExecution, StartedExecution } from './execution-request.js';

export type { ExecutionRequest, FinishedExecution, StartedExecution } from './execution-request.js';

type FinishListener = (finished: FinishedExecution) => Promise<void>;

export interface ExecutionRunnerDependencies {
  config: WeftConfig;
  executions: ExecutionStore;
  workflows: WorkflowsRepository;
  engine: EngineProvider;
  active: ActiveExecutions;
  unsaved: UnsavedExecutions;
  log: ServerLogger;
  /** Removes an execution's binary data (when its row is deleted). */
  deleteBinaryData(executionId: string): Promise<void>;
  /** The same for a run that started and ended in this process: only what it stored here is looked for. */
  deleteRunBinaryData(executionId: string): Promise<void>;
  /** A run whose execution was saved: its binary data stays with the execution. */
  keepRunBinaryData(executionId: string): void;
  /** The live connection to editor tabs, for runs started with a `pushRef`. */
  push?: PushSender;
  /** Queue mode, outside workers: runs are handed to workers instead of run here. */
  queue?: QueuedExecutions;
  /**
   * Queue mode, on a worker: its id, noted on the row of every run made here (a job's, and those it
   * starts itself: error workflows, sub-workflows, resumed waits).
   */
  workerId?: string;
}

/** The workflow's static data as JSON, to tell whether a run changed it; most workflows have none. */
function staticDataJson(workflow: IWorkflowBase): string {
  return workflow.staticData === undefined || workflow.staticData === null ? 'null' : JSON.stringify(workflow.staticData);
}

/**
 * Runs executions of every kind (manual, webhook, trigger, error, resumed) in this process and records
 * them following the workflow's save settings: a row is created when the run starts (so the id is
 * real and the run shows as current), progress is saved after each node when asked, and at the end
 * the outcome is stored or the row deleted.
 */
export class ExecutionRunner {
  private readonly listeners: FinishListener[] = [];
  private readonly workflowJsonCache = new WeakMap<IWorkflowBase, { staticData: string; json: string }>();
  /** Rows made by `reserve`, with the status they were made in. */
  private readonly reserved = new Map<string, 'running' | 'new'>();
  /** Whose runs of unsaved workflows these are, for what they may reach and who may see them. */
  readonly scopes = new RunScopes();

  private readonly outcomes: ExecutionOutcomes;

  constructor(private readonly deps: ExecutionRunnerDependencies) {
    this.outcomes = new ExecutionOutcomes(deps);
  }

  /** Whether a running workflow may call the saved workflow `workflowId`: a member's, only their own. */
  async mayCall(caller: { executionId: string; workflow: IWorkflowBase }, workflowId: string): Promise<boolean> {
    return this.deps.workflows.exists(workflowId, (await this.scopes.actorOf(this.deps.workflows, caller)).scope);
  }

  /** Called after every run is stored (error workflows, waiting executions). */
  onFinished(listener: FinishListener): void {
    this.listeners.push(listener);
  }

  /** Queue mode, outside workers: where runs go. */
  get queue(): QueuedExecutions | undefined {
    return this.deps.queue;
  }

  async start(request: ExecutionRequest): Promise<StartedExecution> {
    if (this.deps.queue) return this.enqueue(this.deps.queue, request);
    const { workflow, mode } = request;
    // The engine first: once the row says 'running', nothing may come between it and the list of
    // running executions (a reader in that gap saw a running row that no process ran).
    const { engine, runner } = this.deps.engine.loadedParts ?? await this.deps.engine.parts();
    const executionId = request.executionId ?? await this.createRow(request);
    if (request.executionId !== undefined) {
      const reserved = this.reserved.get(request.executionId);
      this.reserved.delete(request.executionId);
      const { workerId } = this.deps;
      if (reserved !== 'running' || workerId !== undefined) {
        await this.deps.executions.setStatus(executionId, {
          status: 'running', waitTill: null, ...(workerId !== undefined ? { workerId } : {}),
        });
      }
    }
    if (request.startedBy && !workflow.id) this.scopes.note(executionId, request.startedBy);
    const { webhookBaseUrl } = this.deps.engine;
    return this.launch(executionId, request, new engine.ExecutionStop(), (hooks, signal) => {
      if (request.resume) {
        return runner.resume({
          workflow, mode, executionId, hooks, signal, webhookBaseUrl,
          runExecutionData: request.resume.data,
          startedAt: request.resume.startedAt,
          ...(request.resume.resumeData ? { resumeData: request.resume.resumeData } : {}),
        });
      }
      // One shape for every run (absent fields undefined): the engine's reads of it stay monomorphic.
      return runner.run({
        workflow, mode, executionId, hooks, signal, webhookBaseUrl,
        runData: request.runData, pinData: request.pinData, startNodes: request.startNodes,
        destinationNode: request.destinationNode, trigger: request.trigger,
      });
    });
  }

  /**
   * Queue mode: the run goes to a worker. Its row waits as 'new' (queued) until a worker takes it; this
   * process follows it in its active executions (stop, the current list) and hears how it ends.
   */
  private async enqueue(queue: QueuedExecutions, request: ExecutionRequest): Promise<StartedExecution> {
    const { workflow, mode } = request;
    const { engine } = this.deps.engine.loadedParts ?? await this.deps.engine.parts();
    const reserved = request.executionId !== undefined && this.reserved.delete(request.executionId);
    const executionId = request.executionId ?? await this.createRow(request, 'new');
    if (request.startedBy && !workflow.id) this.scopes.note(executionId, request.startedBy);
    const stop = new engine.ExecutionStop();
    const entry: RunningExecution = {
      id: executionId, workflowId: workflow.id ?? null, workflowName: workflow.name, mode,
      startedAt: request.resume?.startedAt ?? new Date(), retryOf: request.retryOf ?? null,
      status: request.resume ? 'running' : 'new', stop, done: Promise.resolve(), remote: true,
    };
    let done: Promise<IRun | undefined>;
    try {
      ({ done } = await queue.enqueue(executionId, request, stop, (workerId) => { entry.status = 'running'; entry.workerId = workerId; }));
    } catch (error) {
      // Nothing will run it: a row made for it goes (a waiting execution stays, for a later try).
      if (reserved || request.executionId === undefined) {
        this.reserved.set(executionId, 'new');
        await this.release(executionId).catch(() => undefined);
      } else if (request.resume) {
        await this.deps.executions.setStatus(executionId, { status: 'waiting', waitTill: new Date() }).catch(() => undefined);
      }
      throw error;
    }
    entry.done = done;
    this.deps.active.add(entry);
    return { executionId, done };
  }

  /**
   * `executeWorkflow` of a node (Execute Workflow): the called workflow runs nested in the engine, as
   * an execution of its own (mode 'integrated'), recorded like any other.
   */
  async runSubWorkflow(
    request: SubWorkflowRequest, runtime: SubWorkflowRuntime, workflow: IWorkflowBase,
  ): Promise<ExecuteWorkflowData> {
    const subRequest: ExecutionRequest = { workflow, mode: 'integrated' };
    const executionId = await this.createRow(subRequest);
    // A workflow given as code acts for its caller.
    if (!workflow.id) this.scopes.note(executionId, await this.scopes.actorOf(this.deps.workflows, request.parent));
    const parentStop = this.deps.active.get(request.parent.executionId)?.stop;
    const { engine } = this.deps.engine.loadedParts ?? await this.deps.engine.parts();
    let stopWithCaller: (() => void) | undefined;
    const started = this.launch(executionId, subRequest, new engine.ExecutionStop(), (hooks, stop) => {
      // Stopping the caller stops the called workflow too.
      if (parentStop?.aborted) stop.abort(parentStop.reason);
      else parentStop?.addEventListener('abort', stopWithCaller = () => stop.abort(parentStop.reason));
      return runtime.runWorkflow(workflow, request.items, { executionId, hooks, signal: stop });
    });
    const run = await started.done;
    // A caller looping over many calls must not keep a listener (and the called run's stop) per call.
    if (stopWithCaller) parentStop?.removeEventListener('abort', stopWithCaller);
    if (!run) throw new Error(`The called workflow "${workflow.name}" crashed`);
    return runtime.resultOf(run, executionId);
  }

  /**
   * Creates the execution row (status 'running') before the run can start, for callers that need the
   * id earlier (a webhook node storing uploaded files under it). Pass the id to `start`, or `release` it.
   */
  async reserve(request: ExecutionRequest, status: 'running' | 'new' = 'running'): Promise<string> {
    // Queue mode: the row is queued ('new') until a worker takes the run; none is made while Redis is away.
    if (this.deps.queue) {
      this.deps.queue.assertReachable();
      status = 'new';
    }
    const id = await this.createRow(request, status);
    this.reserved.set(id, status);
    return id;
  }

  /** Deletes a reserved row that no run will use (the webhook node started nothing). */
  async release(executionId: string): Promise<void> {
    if (!this.reserved.delete(executionId)) return;
    await this.deps.executions.delete([executionId]);
    await this.deps.deleteRunBinaryData(executionId).catch(() => undefined);
  }

  /**
   * The workflow as JSON for the execution row. An active workflow runs as the same object again and
   * again: its JSON is kept, and made again only when nodes changed its static data.
   */
  private workflowJson(workflow: IWorkflowBase): string {
    const staticData = staticDataJson(workflow);
    const cached = this.workflowJsonCache.get(workflow);
    if (cached && cached.staticData === staticData) return cached.json;
    const json = JSON.stringify(workflow);
    this.workflowJsonCache.set(workflow, { staticData, json });
    return json;
  }

  private createRow(request: ExecutionRequest, status: 'running' | 'new' = 'running'): Promise<string> {
    return this.deps.executions.create({
      workflowId: request.workflow.id ?? null,
      mode: request.mode,
      status,
      startedAt: new Date(),
      workflowData: request.workflow,
      workflowDataJson: this.workflowJson(request.workflow),
      data: {
        ...(request.destinationNode ? { startData: { destinationNode: request.destinationNode } } : {}),
        resultData: { runData: {} },
      },
      retryOf: request.retryOf ?? null,
      ...(this.deps.workerId !== undefined ? { workerId: this.deps.workerId } : {}),
    });
  }

  private launch(
    executionId: string, request: ExecutionRequest, stop: ExecutionStop,
    run: (hooks: ExecutionLifecycleHooks, stop: ExecutionStop) => Promise<IRun>,
  ): StartedExecution {
    const { workflow, mode } = request;
    const timeoutMs = this.timeoutMs(workflow);
    let timedOut = false;
    const timer = timeoutMs === undefined ? undefined : setTimeout(() => {
      if (stop.aborted) return;
      timedOut = true;
      // The engine names a stop for this reason a timeout.
      stop.abort(new DOMException('The execution took longer than its time limit', 'TimeoutError'));
    }, timeoutMs);
    const done = this.execute(executionId, request, stop, () => timedOut, run);
    if (timer) void done.finally(() => clearTimeout(timer));
    this.deps.active.add({
      id: executionId, workflowId: workflow.id ?? null, workflowName: workflow.name, mode,
      startedAt: request.resume?.startedAt ?? new Date(), retryOf: request.retryOf ?? null, status: 'running', stop, done,
    });
    return { executionId, done };
  }

  /** The workflow's own timeout (seconds, -1 none) or the instance default, never above the maximum. */
  private timeoutMs(workflow: IWorkflowBase): number | undefined {
    const { config } = this.deps;
    const own = workflow.settings?.executionTimeout;
    const seconds = typeof own === 'number' && own !== -1 ? own : config.executionTimeout;
    if (seconds <= 0) return undefined;
    return Math.min(seconds, config.maxExecutionTimeout) * 1000;
  }

  private async execute(
    executionId: string, request: ExecutionRequest, stop: ExecutionStop, timedOut: () => boolean,
    launch: (hooks: ExecutionLifecycleHooks, stop: ExecutionStop) => Promise<IRun>,
  ): Promise<IRun | undefined> {
    const { workflow, mode } = request;
    const save = resolveSaveSettings(workflow.settings, this.deps.config);
    const staticDataBefore = staticDataJson(workflow);
    const { push } = this.deps;
    const pushRef = push && request.pushRef !== undefined ? request.pushRef : undefined;
    const pushHooks = pushRef !== undefined && push
      ? executionPushHooks(push, { address: pushRef, executionId, workflow, mode, ...(request.retryOf ? { retryOf: request.retryOf } : {}) })
      : undefined;
    let run: IRun;
    try {
      run = await launch(combineHooks(this.progressHooks(executionId, save), pushHooks, request.hooks), stop);
    } catch (error) {
      await this.outcomes.recordCrash(executionId, request, error);
      this.deps.keepRunBinaryData(executionId);
      if (pushRef !== undefined) push?.send(pushRef, executionFinishedMessage(executionId, workflow, undefined));
      return undefined;
    }
    const saved = await this.outcomes.store(executionId, request, run, save);
    if (saved) this.deps.keepRunBinaryData(executionId);
    // After the store: the editor may read the execution as soon as it hears of the end.
    if (pushRef !== undefined) push?.send(pushRef, executionFinishedMessage(executionId, workflow, run));
    if (workflow.id && staticDataJson(workflow) !== staticDataBefore) {
      await this.deps.workflows.saveStaticData(workflow.id, (workflow.staticData ?? null) as Record<string, unknown> | null)
        .catch((error: unknown) => this.deps.log.error({ err: error, executionId }, 'The static data could not be saved'));
    }
    const finished: FinishedExecution = {
      executionId, workflow, mode, run, saved, timedOut: timedOut(),
      ...(request.retryOf ? { retryOf: request.retryOf } : {}),
      ...(request.resume ? { resumed: true } : {}),
    };
    for (const listener of this.listeners) {
      try {
        await listener(finished);
      } catch (error) {
        this.deps.log.error({ err: error, executionId }, 'A follow-up of the execution failed');
      }
    }
    return run;
  }

  private progressHooks(executionId: string, save: SaveSettings): ExecutionLifecycleHooks | undefined {
    if (!save.progress) return undefined;
    const { executions, log } = this.deps;
    return {
      async nodeExecuteAfter(_nodeName, _taskData, runData) {
        // A failed progress save must not fail the run: the final save tries again.
        await executions.saveProgress(executionId, runData)
          .catch((error: unknown) => log.error({ err: error, executionId }, 'The execution progress could not be saved'));
      },
    };
  }
}
