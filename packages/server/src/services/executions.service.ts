import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { WebhookDescription } from '@weft/engine';
import type { runWorkflowSchema } from '@weft/contracts';
import type { ExecutionStatus, IExecution, IWorkflowBase, WorkflowExecuteMode } from '@weft/workflow';
import type { ExecutionStore, ExecutionSummary } from '../db/execution-store/execution-store.js';
import { NotFoundError, UserFacingError } from '../errors.js';
import type { ActiveExecutions } from './executions/active-executions.js';
import type { ExecutionRunner, StartedExecution } from './executions/execution-runner.js';
import type { UnsavedExecutions } from './executions/unsaved-executions.js';
import type { RunActor } from './executions/run-scopes.js';
import type { EngineProvider } from './executions/engine-provider.js';
import { webhooksToWaitFor } from './webhooks/manual-webhook-run.js';
import type { TestWebhooks } from './webhooks/test-webhooks.js';
import type { PushAddress } from './push/push-address.js';
import type { QueuedExecutions } from './queue/queued-executions.js';
import { workflowScopeOf, type WorkflowScope } from './auth/workflow-scope.js';
import type { StoredUser } from '../db/users.repository.js';

export type RunRequest = z.output<typeof runWorkflowSchema>;
export type { ServerLogger } from './executions/server-logger.js';

/** A manual run whose execution id is reserved: the run request answers with it before the run starts. */
export interface ManualRun {
  executionId: string;
  /** The run waits for a call of its test webhook, which starts it. */
  waitingForWebhook: boolean;
  /**
   * Starts the run under the reserved id (nothing when it waits for its test webhook). Called once
   * the answer has gone out, so that every live message naming the id comes after it. When the run
   * cannot start, its row is released and this rejects.
   */
  start(): Promise<StartedExecution | undefined>;
}

/** How long a stop waits for a worker to end a run it was started elsewhere; the row is marked stopped after. */
const REMOTE_STOP_WAIT_MS = 10_000;

/** What stopping an execution answers. */
export interface StoppedExecution {
  mode: WorkflowExecuteMode;
  startedAt: string;
  stoppedAt: string | null;
  finished: boolean;
  status: ExecutionStatus;
}

/** The workflow a run request carries, as the engine runs it. */
export function workflowOfRunRequest(request: RunRequest): IWorkflowBase {
  const { workflowData } = request;
  return {
    ...(workflowData.id ? { id: workflowData.id } : {}),
    name: workflowData.name,
    nodes: workflowData.nodes,
    connections: workflowData.connections,
    active: workflowData.active ?? false,
    settings: workflowData.settings ?? {},
    staticData: (workflowData.staticData ?? null) as IWorkflowBase['staticData'],
    pinData: request.pinData ?? workflowData.pinData ?? {},
  };
}

/** Executions as the REST API sees them: read, run from the editor, list the current ones, stop. */
export class ExecutionsService {
  /** Manual runs whose start is under way (their id answered already): a stop waits for it. */
  private readonly starting = new Map<string, Promise<unknown>>();
  /**
   * Names of unsaved workflows whose manual run is reserved but not yet in the active list: their row
   * is already 'running' and has no workflow to take a name from.
   */
  private readonly reservedNames = new Map<string, string>();

  constructor(
    private readonly executions: ExecutionStore,
    private readonly runner: ExecutionRunner,
    private readonly active: ActiveExecutions,
    private readonly unsaved: UnsavedExecutions,
    private readonly engine: EngineProvider,
    private readonly testWebhooks: TestWebhooks,
  ) {}

  async get(id: string): Promise<IExecution> {
    const execution = (await this.executions.findById(id)) ?? this.unsaved.get(id);
    if (!execution) throw new NotFoundError('Could not find execution');
    return execution;
  }

  /**
   * A manual run from the editor (spec/editor.md §3, run request) by the user `startedBy`, who is
   * noted for a run of an unsaved workflow (it has no owner to go by).
   */
  async startManual(request: RunRequest, pushRef?: PushAddress, startedBy?: StoredUser): Promise<ManualRun> {
    const actor = startedBy && !request.workflowData.id ? { userId: startedBy.id, scope: workflowScopeOf(startedBy) } : undefined;
    return this.startManualRun(request, pushRef, actor);
  }

  /** The user who started a run of an unsaved workflow (while this process remembers it). */
  starterOf(executionId: string): string | undefined {
    return this.runner.scopes.of(executionId)?.userId;
  }

  /** The scope of whoever started a run of an unsaved workflow (while this process remembers it). */
  scopeOfUnsavedRun(executionId: string): WorkflowScope | undefined {
    return this.runner.scopes.of(executionId)?.scope;
  }

  /** The workflow of an execution running in this process, without reading the database. */
  runningOwnership(executionId: string): { id: string; workflowId: string | null } | undefined {
    const running = this.active.get(executionId);
    return running ? { id: running.id, workflowId: running.workflowId } : undefined;
  }

  private async startManualRun(request: RunRequest, pushRef?: PushAddress, startedBy?: RunActor): Promise<ManualRun> {
    const startNodes = request.startNodes?.map((s) => (typeof s === 'string' ? s : s.name));
    const workflow = workflowOfRunRequest(request);
    const webhooks = await webhooksToWaitFor(workflow, await this.engine.nodeTypes(), {
      ...request, startNodes, pinData: workflow.pinData,
    }, `${this.engine.webhookBaseUrl}webhook-test/`);
    if (webhooks.length > 0) return this.listen(workflow, webhooks, request, pushRef, startedBy);
    const destination = request.destinationNode ? { destinationNode: request.destinationNode } : {};
    const executionId = await this.runner.reserve({ workflow, mode: 'manual', ...destination }, 'new');
    if (startedBy && !workflow.id) this.runner.scopes.note(executionId, startedBy);
    this.reservedNames.set(executionId, workflow.name);
    const start = () => this.whileStarting(executionId, this.runner.start({
      workflow,
      mode: 'manual',
      executionId,
      ...(request.runData ? { runData: request.runData } : {}),
      ...(startNodes && startNodes.length > 0 ? { startNodes } : {}),
      ...destination,
      ...(pushRef !== undefined ? { pushRef } : {}),
      ...(startedBy ? { startedBy } : {}),
    }).catch(async (error: unknown) => {
      await this.runner.release(executionId).catch(() => undefined);
      throw error;
    }).finally(() => this.reservedNames.delete(executionId)));
    return { executionId, waitingForWebhook: false, start };
  }

  private whileStarting<T>(executionId: string, starting: Promise<T>): Promise<T> {
    this.starting.set(executionId, starting);
    void starting.catch(() => undefined).finally(() => this.starting.delete(executionId));
    return starting;
  }

  /** Registers the run's test webhooks; the call to one of them starts the run (execution id known now). */
  private async listen(
    workflow: IWorkflowBase, descriptions: WebhookDescription[], request: RunRequest, pushRef?: PushAddress, startedBy?: RunActor,
  ): Promise<ManualRun> {
    const workflowId = workflow.id ?? `unsaved-${randomUUID()}`;
    const executionId = await this.runner.reserve({ workflow, mode: 'manual' }, 'new');
    if (startedBy && !workflow.id) this.runner.scopes.note(executionId, startedBy);
    try {
      await this.testWebhooks.register({
        workflowId, workflow, descriptions, executionId,
        ...(request.destinationNode ? { destinationNode: request.destinationNode } : {}),
        ...(pushRef !== undefined ? { pushRef } : {}),
      });
    } catch (error) {
      await this.runner.release(executionId);
      throw error;
    }
    return { executionId, waitingForWebhook: true, start: () => Promise.resolve(undefined) };
  }

  /** `DELETE /rest/test-webhook/:id`: stops listening for the workflow's test webhooks. */
  deleteTestWebhook(workflowId: string): Promise<boolean> {
    return this.testWebhooks.cancel(workflowId);
  }

  /** Running executions of this process and waiting ones from the database, newest first. */
  async current(workflowId?: string): Promise<ExecutionSummary[]> {
    const running: ExecutionSummary[] = this.active.list()
      .filter((e) => workflowId === undefined || e.workflowId === workflowId)
      .map((e) => ({
        id: e.id, workflowId: e.workflowId, workflowName: e.workflowName, mode: e.mode, status: e.status,
        finished: false, startedAt: e.startedAt.toISOString(), stoppedAt: null, waitTill: null, retryOf: e.retryOf,
        retrySuccessId: null, ...(e.workerId ? { workerId: e.workerId } : {}),
      }));
    // A reserved run may start (and leave reservedNames) while the database is read: its name is
    // taken from the names as they were before the read, or from the run as it is now.
    const reservedNames = new Map(this.reservedNames);
    const stored = await this.executions.listByStatus(['running', 'waiting'], workflowId);
    const seen = new Set(running.map((e) => e.id));
    const nameOf = (id: string) => reservedNames.get(id) ?? this.reservedNames.get(id) ?? this.active.get(id)?.workflowName ?? null;
    const waiting = stored.filter((e) => !seen.has(e.id))
      .map((e) => (e.workflowName === null ? { ...e, workflowName: nameOf(e.id) } : e));
    return [...running, ...waiting].sort((a, b) => Number(b.id) - Number(a.id));
  }

  /**
   * Stops a running execution (it ends as 'canceled' with what it ran so far) or cancels a waiting
   * one. An execution that has already finished cannot be stopped: 409, so that the editor shows its
   * result instead.
   */
  async stop(id: string): Promise<StoppedExecution> {
    // A run answered but not started yet is stopped once it runs, not marked stopped and then run.
    await this.starting.get(id)?.catch(() => undefined);
    const running = this.active.get(id);
    if (running) {
      this.active.stop(id);
      await running.done;
      return this.summaryOf(await this.get(id));
    }
    const execution = await this.executions.findById(id) ?? this.unsaved.get(id);
    if (!execution) throw new NotFoundError('Could not find execution');
    if (execution.status === 'new' && await this.testWebhooks.cancelExecution(id)) {
      // A run listening for its test webhook: it never started, and is gone now.
      return { ...this.summaryOf(execution), status: 'canceled', stoppedAt: new Date().toISOString() };
    }
    const { queue } = this.runner;
    if (queue && (execution.status === 'running' || execution.status === 'new')) {
      // Queue mode: a worker runs it for another process; that worker stops it and stores how it ended.
      const ended = await this.stopOnWorker(queue, id);
      if (ended) return this.summaryOf(ended);
    }
    if (execution.status === 'waiting' || execution.status === 'running' || execution.status === 'new') {
      // Waiting (or left running by a process that died): nothing runs it here, so mark it stopped.
      await this.executions.setStatus(id, { status: 'canceled', stoppedAt: new Date(), waitTill: null });
      return this.summaryOf((await this.executions.findById(id)) as IExecution);
    }
    throw new UserFacingError(409, 'Workflow finished executing', 'It completed before it could be stopped');
  }

  /** Asks the workers to stop the run and waits (a while) for its row to say it ended. */
  private async stopOnWorker(queue: QueuedExecutions, id: string): Promise<IExecution | undefined> {
    await queue.stop(id);
    const until = Date.now() + REMOTE_STOP_WAIT_MS;
    while (Date.now() < until) {
      const execution = await this.executions.findById(id);
      if (!execution) return undefined;
      if (execution.status !== 'running' && execution.status !== 'new') return execution;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return undefined;
  }

  private summaryOf(execution: IExecution): StoppedExecution {
    return {
      mode: execution.mode,
      startedAt: execution.startedAt,
      stoppedAt: execution.stoppedAt ?? null,
      finished: execution.finished,
      status: execution.status,
    };
  }
}
