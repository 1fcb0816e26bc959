import { Worker, type Job } from 'bullmq';
import type { IRun } from '@weft/engine';
import type { IExecution, IWorkflowBase } from '@weft/workflow';
import type { WeftConfig } from '../../config.js';
import type { AppServices } from '../app-services.js';
import type { ExecutionRequest } from '../executions/execution-runner.js';
import { resolveSaveSettings, shouldKeep } from '../executions/save-settings.js';
import { crashedOutcome } from '../executions/execution-outcomes.js';
import type { ServerLogger } from '../executions/server-logger.js';
import { toRunnableWorkflow } from '../workflows.service.js';
import { EXECUTIONS_QUEUE, type ExecutionJob } from './queue-messages.js';
import { heldAnswerKey, runOfExecution } from './queued-executions.js';
import { redisOptions } from './redis-bus.js';
import { RunningMarks, type MarksClient } from './running-marks.js';
import type { WorkerRelay } from './worker-relay.js';
import { fromWireJson } from './wire-json.js';

export interface QueueWorkerDependencies {
  config: WeftConfig;
  services: AppServices;
  relay: WorkerRelay;
  log: ServerLogger;
  workerId: string;
  concurrency: number;
}

/** Saved workflow versions a worker keeps sealed (the oldest goes first). */
const MAX_SEALED_VERSIONS = 200;

/** Statuses of a row a worker may (still) run: queued, or taken by a worker that died. */
const RUNNABLE = new Set(['new', 'running']);

/** A run that ended, without its data (the process that enqueued it does not need it). */
function withoutData(run: IRun): IRun {
  const { error, lastNodeExecuted } = run.data.resultData;
  return { ...run, data: { resultData: { runData: {}, ...(error ? { error } : {}), ...(lastNodeExecuted ? { lastNodeExecuted } : {}) } } };
}

/**
 * `weft worker`: takes executions from the queue and runs them here, with the services of a main
 * process (the same engine, stores and save settings). Each job names an execution row; the run's
 * progress, a webhook's answer and its end go back to the process that enqueued it.
 */
export class QueueWorker {
  private worker?: Worker;
  private readonly sealedWorkflows = new Map<string, IWorkflowBase>();
  private client?: { getdel(key: string): Promise<string | null>; status: string };
  private marks?: RunningMarks;

  constructor(private readonly deps: QueueWorkerDependencies) {
    deps.services.runner.onFinished(async ({ executionId, run, resumed }) => {
      // A webhook call answered from this run once it stopped waiting: its process is told.
      if (!resumed || run.status === 'waiting' || !this.client) return;
      const holder = await this.client.getdel(heldAnswerKey(deps.config.queue.prefix, executionId));
      if (holder) await deps.relay.send(holder, { type: 'held-answer', executionId, run });
    });
  }

  async start(): Promise<void> {
    const { config, concurrency } = this.deps;
    this.worker = new Worker(EXECUTIONS_QUEUE, (job) => this.process(job), {
      prefix: config.queue.prefix,
      connection: redisOptions(config.queue),
      concurrency,
      lockDuration: config.queue.lockDurationMs,
      stalledInterval: config.queue.stalledIntervalMs,
      maxStalledCount: config.queue.maxStalledCount,
      autorun: false,
    });
    this.worker.on('error', (error) => this.deps.log.warn({ err: error }, 'The queue worker lost Redis; retrying'));
    this.worker.on('failed', (job, error) => {
      if (job) void this.failed(job, error);
    });
    const client = await this.worker.waitUntilReady();
    this.client = client as unknown as NonNullable<typeof this.client>;
    const { activeExecutions } = this.deps.services;
    this.marks = new RunningMarks(client as unknown as MarksClient, config.queue.prefix, this.deps.workerId, config.queue.lockDurationMs,
      () => activeExecutions.list().map((execution) => execution.id));
    this.marks.start();
    activeExecutions.onAdd((execution) => void this.marks?.add(execution.id));
    void this.worker.run();
  }

  /** Whether Redis is reachable (readiness). */
  isConnected(): boolean {
    return this.client?.status === 'ready';
  }

  /** Takes no more jobs and waits (up to `timeoutMs`) for the running ones; then gives up on them. */
  async stop(timeoutMs: number): Promise<boolean> {
    if (!this.worker) return true;
    const closing = this.worker.close();
    let timer: NodeJS.Timeout | undefined;
    const finished = await Promise.race([
      closing.then(() => true),
      new Promise<boolean>((resolve) => { timer = setTimeout(() => resolve(false), timeoutMs); }),
    ]);
    clearTimeout(timer);
    if (!finished) await this.worker.close(true).catch(() => undefined);
    this.marks?.stop();
    return finished;
  }

  private async process(job: Job<{ job: string }>): Promise<void> {
    const data = fromWireJson<ExecutionJob>(job.data.job);
    const { executionId, replyTo } = data;
    const { services, relay, workerId } = this.deps;
    const execution = await services.repositories.executions.findById(executionId);
    // Stopped while queued, or ended already by a worker that died before it could say so: never run twice.
    if (!execution || !RUNNABLE.has(execution.status)) {
      if (execution) await relay.send(replyTo, { type: 'finished', executionId, saved: true, run: runOfExecution(execution) });
      return;
    }
    relay.follow(executionId, replyTo, data.pushRef);
    try {
      const request = await this.requestOf(execution, data);
      await relay.send(replyTo, { type: 'started', executionId, workerId });
      const started = await services.runner.start(request);
      const run = await started.done;
      const saved = run ? shouldKeep(resolveSaveSettings(request.workflow.settings, this.deps.config), request.mode, run.status) : true;
      await relay.send(replyTo, { type: 'finished', executionId, saved, ...(run ? { run: data.wantsRun ? run : withoutData(run) } : {}) });
    } finally {
      relay.forget(executionId);
    }
  }

  private async requestOf(execution: IExecution, job: ExecutionJob): Promise<ExecutionRequest> {
    const { relay } = this.deps;
    const { executionId, replyTo } = job;
    const workflow = await this.currentStaticData(execution);
    return {
      workflow,
      mode: execution.mode,
      executionId,
      ...(execution.retryOf ? { retryOf: execution.retryOf } : {}),
      ...(job.runData ? { runData: job.runData } : {}),
      ...(job.pinData ? { pinData: job.pinData } : {}),
      ...(job.startNodes ? { startNodes: job.startNodes } : {}),
      ...(job.destinationNode ? { destinationNode: job.destinationNode } : {}),
      ...(job.trigger ? { trigger: job.trigger } : {}),
      ...(job.pushRef !== undefined ? { pushRef: job.pushRef } : {}),
      ...(job.startedBy ? { startedBy: job.startedBy } : {}),
      ...(job.binaryDataKeptForCaller ? { binaryDataKeptForCaller: true } : {}),
      ...(job.resume ? {
        resume: {
          data: execution.data,
          startedAt: new Date(execution.startedAt),
          ...(job.resume.resumeData ? { resumeData: job.resume.resumeData } : {}),
        },
      } : {}),
      hooks: {
        sendResponse: (response) => void relay.send(replyTo, { type: 'response', executionId, response }),
        ...(job.streaming ? { sendChunk: (chunk) => void relay.send(replyTo, { type: 'chunk', executionId, chunk }) } : {}),
      },
    };
  }

  /**
   * The workflow as the row has it, with its static data as saved now: runs on other workers (and the
   * main's triggers) may have changed it since the run was enqueued.
   */
  private async currentStaticData(execution: IExecution): Promise<IWorkflowBase> {
    const { workflowData } = execution;
    if (!execution.workflowId || execution.mode === 'manual') return workflowData;
    const stored = await this.deps.services.repositories.workflows.findById(execution.workflowId);
    // Sealed as regular mode seals an active workflow, for the runs it starts (webhooks and triggers).
    if (execution.mode !== 'webhook' && execution.mode !== 'trigger') {
      return stored ? { ...workflowData, staticData: toRunnableWorkflow(stored).staticData } : workflowData;
    }
    const workflow = await this.sealedVersion(execution.workflowId, workflowData);
    if (stored) workflow.staticData = toRunnableWorkflow(stored).staticData;
    return workflow;
  }

  /**
   * One object per saved version of a workflow, sealed: the engine caches what it derives from a sealed
   * workflow's nodes (parameters with defaults, the graph), so the runs of one version on this worker
   * share that work, as the runs of an active workflow do in one process.
   */
  private async sealedVersion(workflowId: string, workflowData: IWorkflowBase): Promise<IWorkflowBase> {
    if (!workflowData.versionId) return workflowData;
    const key = `${workflowId}:${workflowData.versionId}`;
    const known = this.sealedWorkflows.get(key);
    if (known) return known;
    const { sealWorkflow } = await this.deps.services.engine.engine();
    sealWorkflow(workflowData);
    this.sealedWorkflows.set(key, workflowData);
    if (this.sealedWorkflows.size > MAX_SEALED_VERSIONS) this.sealedWorkflows.delete(this.sealedWorkflows.keys().next().value as string);
    return workflowData;
  }


  /** BullMQ gave up on the job (its workers died too often): the execution is marked crashed, never left running. */
  private async failed(job: Job<{ job: string }>, error: Error): Promise<void> {
    const { executionId, replyTo } = fromWireJson<ExecutionJob>(job.data.job);
    const { executions } = this.deps.services.repositories;
    try {
      const execution = await executions.findById(executionId);
      if (!execution || !RUNNABLE.has(execution.status)) return;
      this.deps.log.error({ err: error, executionId }, 'A queued execution failed');
      await executions.finish(executionId, crashedOutcome(execution.data, error.message));
      await this.deps.relay.send(replyTo, { type: 'finished', executionId, saved: true });
    } catch (markError) {
      this.deps.log.error({ err: markError, executionId }, 'A failed queued execution could not be marked crashed');
    }
  }
}
