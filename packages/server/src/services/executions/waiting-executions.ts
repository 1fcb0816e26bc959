import type { INodeExecutionData, IExecution } from '@weft/workflow';
import type { ExecutionStore } from '../../db/execution-store/execution-store.js';
import type { ExecutionLifecycleHooks, IRun } from '@weft/engine';
import type { ExecutionRunner, FinishedExecution, StartedExecution } from './execution-runner.js';
import type { ServerLogger } from './server-logger.js';

/** How often the database is checked for executions whose wait ends soon. */
const CHECK_EVERY_MS = 60_000;
/** Executions whose wait ends within this window get a timer of their own. */
const TIMER_WINDOW_MS = 70_000;

/**
 * Executions paused by a Wait node. Near ones (within about a minute) get a timer; far ones are found
 * by a check every minute; after a restart the first check finds those whose time has passed. A
 * "wait for webhook" execution (waitTill in the year 3000) is only resumed by its webhook.
 */
export class WaitingExecutions {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  /** Answers of webhook calls whose run went into waiting before the answer was due (lastNode mode). */
  private readonly heldAnswers = new Map<string, (run: IRun | undefined) => Promise<boolean>>();
  private interval?: NodeJS.Timeout;
  private stopped = false;

  constructor(
    private readonly executions: ExecutionStore,
    private readonly runner: ExecutionRunner,
    private readonly log: ServerLogger,
  ) {
    runner.onFinished(async (finished) => this.onFinished(finished));
  }

  async init(): Promise<void> {
    this.stopped = false;
    await this.check();
    this.interval = setInterval(() => void this.check().catch((error: unknown) =>
      this.log.error({ err: error }, 'Waiting executions could not be checked')), CHECK_EVERY_MS);
    this.interval.unref();
  }

  shutdown(): void {
    this.stopped = true;
    if (this.interval) clearInterval(this.interval);
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  /**
   * Continues a waiting execution now. Answers undefined when it is not waiting (any more): resumed
   * already, stopped, or unknown. `resumeData` is the Wait node's output on a webhook resume.
   */
  async resume(
    executionId: string, options: { resumeData?: INodeExecutionData[][]; hooks?: ExecutionLifecycleHooks; execution?: IExecution } = {},
  ): Promise<StartedExecution | undefined> {
    this.clearTimer(executionId);
    const execution = options.execution ?? await this.executions.findById(executionId);
    if (!execution || execution.status !== 'waiting') return undefined;
    // Queue mode: with Redis away the run could not go to a worker; it stays waiting for a later try.
    this.runner.queue?.assertReachable();
    if (!(await this.executions.claimWaiting(executionId))) return undefined;
    const started = await this.runner.start({
      workflow: execution.workflowData,
      mode: execution.mode,
      executionId,
      resume: {
        data: execution.data,
        startedAt: new Date(execution.startedAt),
        ...(options.resumeData ? { resumeData: options.resumeData } : {}),
      },
      ...(execution.retryOf ? { retryOf: execution.retryOf } : {}),
      ...(options.hooks ? { hooks: options.hooks } : {}),
    });
    // Queue mode: the worker that ends the resumed run tells the process holding the answer (`answerHeld`).
    const held = this.runner.queue ? undefined : this.heldAnswers.get(executionId);
    if (held) {
      this.heldAnswers.delete(executionId);
      // Answered from the run that ends the wait; one that waits again keeps it.
      void started.done.then(async (run) => {
        if (!(await held(run))) this.heldAnswers.set(executionId, held);
      });
    }
    return started;
  }

  /**
   * The waiting execution carries the answer of the webhook call that started it: `answer` is
   * called with the resumed run once it stops, and says whether it answered (false: it waits again).
   */
  holdAnswer(executionId: string, answer: (run: IRun | undefined) => Promise<boolean>): void {
    this.heldAnswers.set(executionId, answer);
    void this.runner.queue?.holdAnswer(executionId).catch((error: unknown) =>
      this.log.error({ err: error, executionId }, 'The answer of a waiting webhook call could not be held'));
  }

  /** Queue mode: a worker ended the resumed run of an execution whose webhook answer this process holds. */
  answerHeld(executionId: string, run: IRun | undefined): void {
    const held = this.heldAnswers.get(executionId);
    if (!held) return;
    this.heldAnswers.delete(executionId);
    void held(run).then((answered) => {
      if (!answered) this.holdAnswer(executionId, held);
    });
  }

  private onFinished({ executionId, run, saved }: FinishedExecution): void {
    if (run.status !== 'waiting' || !saved || !run.waitTill) return;
    this.schedule(executionId, run.waitTill);
  }

  private async check(): Promise<void> {
    const due = await this.executions.findWaitingUntil(new Date(Date.now() + TIMER_WINDOW_MS));
    for (const { id, waitTill } of due) this.schedule(id, new Date(waitTill));
  }

  private schedule(executionId: string, waitTill: Date): void {
    if (this.stopped || this.timers.has(executionId)) return;
    const delay = waitTill.getTime() - Date.now();
    if (delay > TIMER_WINDOW_MS) return;
    const timer = setTimeout(() => {
      this.timers.delete(executionId);
      this.resume(executionId).catch((error: unknown) =>
        this.log.error({ err: error, executionId }, 'A waiting execution could not be resumed'));
    }, Math.max(0, delay));
    timer.unref();
    this.timers.set(executionId, timer);
  }

  private clearTimer(executionId: string): void {
    const timer = this.timers.get(executionId);
    if (timer) clearTimeout(timer);
    this.timers.delete(executionId);
  }
}
