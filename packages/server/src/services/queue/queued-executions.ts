import { Queue, type Job } from 'bullmq';
import type { IExecution } from '@weft/workflow';
import type { ExecutionStop, IRun } from '@weft/engine';
import type { QueueConfig } from '../../config.js';
import type { ExecutionStore } from '../../db/execution-store/execution-store.js';
import { UserFacingError } from '../../errors.js';
import type { ExecutionRequest } from '../executions/execution-runner.js';
import { crashedOutcome } from '../executions/execution-outcomes.js';
import type { ServerLogger } from '../executions/server-logger.js';
import type { UnsavedExecutions } from '../executions/unsaved-executions.js';
import type { PushService } from '../push/push.service.js';
import { EXECUTIONS_QUEUE, jobIdOf, type ExecutionJob, type WorkerMessage } from './queue-messages.js';
import { redisOptions, type RedisBus } from './redis-bus.js';
import { runningKey } from './running-marks.js';
import { fromWireJson, toWireJson } from './wire-json.js';

const SWEEP_EVERY_MS = 60_000;

/** A run was asked for while Redis cannot be reached: 503, so that callers try again. */
export class QueueUnavailableError extends UserFacingError {
  constructor(reason: string) {
    super(503, `The execution queue cannot be reached: ${reason}`, 'Check that Redis is running (QUEUE_BULL_REDIS_HOST), then try again');
  }
}

interface PendingRun {
  request: ExecutionRequest;
  /** Settles `done` of the started execution. */
  settle(run: IRun | undefined): void;
  /** The entry in the active executions, whose status follows the worker's messages. */
  onStarted(workerId: string): void;
}

export interface QueuedExecutionsDependencies {
  config: QueueConfig;
  bus: RedisBus;
  executions: ExecutionStore;
  unsaved: UnsavedExecutions;
  push?: PushService;
  log: ServerLogger;
  /** Removes the binary data of a run that is not kept, once the caller has answered from it. */
  deleteBinaryData(executionId: string): Promise<void>;
  /** A run that went into waiting held a webhook's answer, and has ended now. */
  answerHeld(executionId: string, run: IRun | undefined): void;
}

/** Key naming the process that holds the answer of a webhook call whose run waits. */
export const heldAnswerKey = (prefix: string, executionId: string) => `${prefix}:weft:held-answer:${executionId}`;

/**
 * The side of queue mode that hands executions to workers (main and webhook processes): a run is
 * enqueued with its row's id as the job id, and the worker's messages about it (started, a webhook's
 * answer, streamed chunks, push frames, finished) come back on this process's channel and reach
 * the hooks and the editor tab the run was started with.
 */
export class QueuedExecutions {
  readonly queue: Queue;
  private readonly pending = new Map<string, PendingRun>();
  /** The queue's connection once made: while it is down, runs are refused at once. */
  private client?: { status: string; set(...args: unknown[]): Promise<unknown>; exists(key: string): Promise<number> };
  /** When Redis last came back, and the check then due of the runs that were going on. */
  private reconnectedAt = 0;
  private reconcilingRunning?: NodeJS.Timeout;

  constructor(private readonly deps: QueuedExecutionsDependencies) {
    // No offline queue: while Redis is away, adding a job fails at once (503) instead of hanging.
    this.queue = new Queue(EXECUTIONS_QUEUE, {
      prefix: deps.config.prefix,
      connection: redisOptions(deps.config, { enableOfflineQueue: false, maxRetriesPerRequest: 1 }),
    });
    this.queue.on('error', () => undefined);
  }

  /** Connects to Redis (waits for it, retrying, when it is not up yet). */
  async start(): Promise<void> {
    this.client = await this.queue.waitUntilReady() as unknown as NonNullable<typeof this.client>;
  }

  /** Throws the 503 of a run that cannot be queued while Redis is away. */
  assertReachable(): void {
    if (this.client?.status !== 'ready') throw new QueueUnavailableError('Redis is not connected');
  }

  get processId(): string {
    return this.deps.bus.processId;
  }

  async enqueue(executionId: string, request: ExecutionRequest, stop: ExecutionStop, onStarted: (workerId: string) => void): Promise<{ done: Promise<IRun | undefined> }> {
    let settle!: (run: IRun | undefined) => void;
    const done = new Promise<IRun | undefined>((resolve) => { settle = resolve; });
    this.pending.set(executionId, { request, settle, onStarted });
    try {
      await this.add(executionId, request);
    } catch (error) {
      this.pending.delete(executionId);
      throw error instanceof UserFacingError ? error : new QueueUnavailableError(error instanceof Error ? error.message : String(error));
    }
    stop.addEventListener('abort', () => void this.stop(executionId).catch((error: unknown) =>
      this.deps.log.error({ err: error, executionId }, 'A queued execution could not be stopped')));
    return { done };
  }

  private async add(executionId: string, request: ExecutionRequest): Promise<void> {
    const job: ExecutionJob = {
      executionId,
      replyTo: this.processId,
      wantsRun: request.mode !== 'manual' || request.hooks?.workflowExecuteAfter !== undefined,
      streaming: request.hooks?.sendChunk !== undefined,
      binaryDataKeptForCaller: request.keepBinaryDataUntil !== undefined,
      ...(request.runData ? { runData: request.runData } : {}),
      ...(request.pinData ? { pinData: request.pinData } : {}),
      ...(request.startNodes ? { startNodes: request.startNodes } : {}),
      ...(request.destinationNode ? { destinationNode: request.destinationNode } : {}),
      ...(request.trigger ? { trigger: request.trigger } : {}),
      ...(request.pushRef !== undefined ? { pushRef: request.pushRef } : {}),
      ...(request.startedBy ? { startedBy: request.startedBy } : {}),
      ...(request.resume ? { resume: request.resume.resumeData ? { resumeData: request.resume.resumeData } : {} } : {}),
    };
    this.assertReachable();
    await this.queue.add('execution', { job: toWireJson(job) }, {
      jobId: jobIdOf(executionId),
      removeOnComplete: true,
      removeOnFail: true,
    });
  }

  /** Stops a queued run: taken out of the queue when no worker has it yet, or stopped by its worker. */
  async stop(executionId: string): Promise<void> {
    const job: Job<{ job: string }> | undefined = await this.queue.getJob(jobIdOf(executionId));
    const queued = job !== undefined && (await job.isWaiting() || await job.isDelayed());
    // Removal fails when a worker took the job meanwhile: then that worker stops it.
    if (!job || !queued || !(await job.remove().then(() => true, () => false))) {
      await this.deps.bus.broadcast({ type: 'stop', executionId });
      return;
    }
    await this.deps.executions.setStatus(executionId, { status: 'canceled', stoppedAt: new Date(), waitTill: null });
    // No worker will say it ended: the process that enqueued it is told here, as a worker would. It may be
    // another one (a webhook process holding the caller's request, which would wait for ever otherwise).
    const { replyTo } = fromWireJson<ExecutionJob>(job.data.job);
    const stored = await this.deps.executions.findById(executionId);
    const ended: WorkerMessage = { type: 'finished', executionId, saved: true, ...(stored ? { run: runOfExecution(stored) } : {}) };
    if (replyTo === this.processId) this.handle(ended);
    else await this.deps.bus.sendTo(replyTo, ended);
  }

  /** Whether this process waits for the run (it enqueued it and has not heard it end). */
  isPending(executionId: string): boolean {
    return this.pending.has(executionId);
  }

  /** A webhook's answer waits for a resumed run of this execution: the worker that ends it tells this process. */
  async holdAnswer(executionId: string): Promise<void> {
    this.assertReachable();
    await this.client?.set(heldAnswerKey(this.deps.config.prefix, executionId), this.processId, 'EX', 30 * 24 * 3600);
  }

  handle(message: WorkerMessage): void {
    switch (message.type) {
      case 'push':
        this.deps.push?.sendFrame(message.address, message.frame);
        return;
      case 'unsaved':
        this.deps.unsaved.add(message.execution);
        return;
      case 'held-answer':
        this.deps.answerHeld(message.executionId, message.run);
        return;
      default:
        break;
    }
    const pending = this.pending.get(message.executionId);
    if (!pending) return;
    const { hooks } = pending.request;
    switch (message.type) {
      case 'started':
        pending.onStarted(message.workerId);
        return;
      case 'response':
        hooks?.sendResponse?.(message.response);
        return;
      case 'chunk':
        hooks?.sendChunk?.(message.chunk);
        return;
      case 'finished':
        void this.finished(message.executionId, pending, message.run, message.saved);
        return;
    }
  }

  private async finished(executionId: string, pending: PendingRun, run: IRun | undefined, saved: boolean): Promise<void> {
    this.pending.delete(executionId);
    const { request } = pending;
    try {
      if (run) await request.hooks?.workflowExecuteAfter?.(run);
    } catch (error) {
      this.deps.log.error({ err: error, executionId }, 'A follow-up of the execution failed');
    }
    if (!saved && request.keepBinaryDataUntil) {
      void request.keepBinaryDataUntil.finally(() => this.deps.deleteBinaryData(executionId).catch(() => undefined));
    }
    pending.settle(run);
  }

  /**
   * Redis came back: what workers said meanwhile was lost. Runs that ended are read from the
   * database; queued runs whose job Redis lost (it keeps nothing on disk, say) are enqueued again.
   * A run that was going on may still be: its worker marks it again within a lock's time, and says
   * when it ends; only one that nobody marks by then is taken for crashed.
   */
  async reconcile(): Promise<void> {
    this.reconnectedAt = Date.now();
    // Counted from the last time Redis came back: an earlier count would not give the workers their time.
    clearTimeout(this.reconcilingRunning);
    this.reconcilingRunning = setTimeout(() => void this.reconcilePending(true), this.deps.config.lockDurationMs);
    this.reconcilingRunning.unref();
    await this.reconcilePending(false);
  }

  private async reconcilePending(runningToo: boolean): Promise<void> {
    for (const [executionId, pending] of [...this.pending]) {
      try {
        const execution = await this.deps.executions.findById(executionId);
        if (!execution) {
          this.pending.delete(executionId);
          pending.settle(undefined);
          continue;
        }
        if (execution.status === 'new' || execution.status === 'running') {
          if (await this.queue.getJob(jobIdOf(executionId))) continue;
          if (execution.status === 'new') {
            await this.add(executionId, pending.request);
            continue;
          }
          if (!runningToo || await this.runningOnWorker(executionId)) continue;
          await this.markCrashed(executionId, 'Its worker stopped while Redis was away');
        }
        const stored = await this.deps.executions.findById(executionId);
        if (this.pending.get(executionId) !== pending) continue;
        void this.finished(executionId, pending, stored ? runOfExecution(stored) : undefined, stored !== undefined);
      } catch (error) {
        this.deps.log.error({ err: error, executionId }, 'A queued execution could not be checked after Redis came back');
      }
    }
  }

  /** Whether a worker marks the run as its own now (see `RunningMarks`). */
  private async runningOnWorker(executionId: string): Promise<boolean> {
    return (await this.client?.exists(runningKey(this.deps.config.prefix, executionId))) === 1;
  }

  private async markCrashed(executionId: string, reason: string): Promise<void> {
    const execution = await this.deps.executions.findById(executionId);
    await this.deps.executions.finish(executionId, crashedOutcome(execution?.data, reason));
  }


  private sweeping?: NodeJS.Timeout;

  /**
   * The leader main looks, every minute, for executions no process will end: queued or running with
   * no job left in Redis (it was emptied, or a job's worker died and Redis gave up on it) and not
   * followed by this process. They are marked crashed, so that none stays 'running' for ever.
   */
  startSweeping(): void {
    if (this.sweeping) return;
    this.sweeping = setInterval(() => void this.sweep().catch((error: unknown) =>
      this.deps.log.error({ err: error }, 'Unfinished queued executions could not be checked')), SWEEP_EVERY_MS);
    this.sweeping.unref();
  }

  stopSweeping(): void {
    if (this.sweeping) clearInterval(this.sweeping);
    this.sweeping = undefined;
  }

  async sweep(now = Date.now()): Promise<number> {
    if (this.client?.status !== 'ready') return 0;
    // Just after Redis came back the workers have not marked their runs again yet.
    if (now - this.reconnectedAt < this.deps.config.lockDurationMs) return 0;
    let crashed = 0;
    const graceMs = Math.max(2 * this.deps.config.lockDurationMs, 60_000);
    for (const execution of await this.deps.executions.listByStatus(['new', 'running'])) {
      if (this.pending.has(execution.id)) continue;
      // A queued row may be a test run listening for its webhook (up to two minutes): give it time.
      const age = now - new Date(execution.startedAt).getTime();
      if (age < (execution.status === 'new' ? Math.max(graceMs, 5 * 60_000) : graceMs)) continue;
      if (await this.queue.getJob(jobIdOf(execution.id)) || await this.runningOnWorker(execution.id)) continue;
      await this.markCrashed(execution.id, 'No worker has it any more (its worker stopped, or Redis lost the queue)');
      crashed += 1;
    }
    return crashed;
  }

  async close(): Promise<void> {
    this.stopSweeping();
    clearTimeout(this.reconcilingRunning);
    await this.queue.close().catch(() => undefined);
  }
}

/** A stored execution as the run the engine would have answered. */
export function runOfExecution(execution: IExecution): IRun {
  return {
    status: execution.status,
    finished: execution.finished,
    mode: execution.mode,
    startedAt: new Date(execution.startedAt),
    stoppedAt: execution.stoppedAt ? new Date(execution.stoppedAt) : new Date(),
    waitTill: execution.waitTill ? new Date(execution.waitTill) : null,
    data: execution.data,
  };
}
