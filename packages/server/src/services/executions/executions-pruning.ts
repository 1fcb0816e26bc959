import type { WeftConfig } from '../../config.js';
import type { PastExecutionsRepository } from '../../db/past-executions.repository.js';
import { removeBinaryDataOf } from './remove-binary-data.js';
import type { ServerLogger } from './server-logger.js';

const HOUR_MS = 3_600_000;

/**
 * Deletes old executions (EXECUTIONS_DATA_PRUNE): at start and every hour, the ended ones that stopped
 * more than EXECUTIONS_DATA_MAX_AGE hours ago or beyond the newest EXECUTIONS_DATA_PRUNE_MAX_COUNT,
 * with their run data, their binary data and the stored workflows no execution refers to any more.
 * Running and waiting executions are never pruned.
 */
export class ExecutionsPruning {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  /** Set while stopping: a pruning under way ends after its current step. */
  private stopping = false;

  constructor(
    private readonly config: Pick<WeftConfig, 'pruneExecutions' | 'pruneMaxAgeHours' | 'pruneMaxCount'>,
    private readonly executions: PastExecutionsRepository,
    private readonly deleteBinaryData: (executionId: string) => Promise<void>,
    private readonly log: ServerLogger,
    /** Executions deleted per statement (see `PastExecutionsRepository.pruneStep`). */
    private readonly stepSize = 500,
  ) {}

  /** Prunes in the background (a large backlog must not hold up the start), then every hour. */
  start(): void {
    if (!this.config.pruneExecutions) return;
    this.stopping = false;
    void this.pruneNow();
    this.timer = setInterval(() => void this.pruneNow(), HOUR_MS);
    // Pruning is housekeeping: it must not keep a process (a CLI command, a test) alive.
    this.timer.unref();
  }

  /** Stops the timer and waits for a pruning under way, so that the database can close after it. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Settles when no pruning is under way. */
  async whenIdle(): Promise<void> {
    await this.running;
  }

  /** One pruning; never rejects (a failure is logged and the next hour tries again). */
  pruneNow(): Promise<void> {
    this.running ??= this.prune()
      .catch((error: unknown) => this.log.error({ err: error }, 'Old executions could not be pruned'))
      .finally(() => { this.running = undefined; });
    return this.running;
  }

  private async prune(): Promise<void> {
    const stoppedBefore = new Date(Date.now() - this.config.pruneMaxAgeHours * HOUR_MS);
    let executions = 0;
    for (;;) {
      const ids = await this.executions.pruneStep(stoppedBefore, this.config.pruneMaxCount, this.stepSize);
      await removeBinaryDataOf(ids, this.deleteBinaryData, this.log);
      executions += ids.length;
      if (ids.length < this.stepSize || this.stopping) break;
    }
    const workflowVersions = await this.executions.deleteUnusedWorkflowVersions();
    if (executions > 0 || workflowVersions > 0) this.log.info({ executions, workflowVersions }, 'Old executions pruned');
  }
}
