import type { IExecution, IRunExecutionData } from '@weft/workflow';
import type { IRun } from '@weft/engine';
import type { ExecutionOutcome } from '../../db/execution-store/execution-store.js';
import type { ExecutionRequest } from './execution-request.js';
import type { ExecutionRunnerDependencies } from './execution-runner.js';
import { shouldKeep, type SaveSettings } from './save-settings.js';

/** A run that ended without finishing (the engine failed, its worker died): its data so far, and why. */
export function crashedOutcome(data: IRunExecutionData | undefined, reason: string): ExecutionOutcome {
  const resultData = data?.resultData ?? { runData: {} };
  return {
    status: 'crashed', finished: false, stoppedAt: new Date(), waitTill: null,
    data: { ...data, resultData: { ...resultData, error: { name: 'ExecutionCrashed', message: `The execution crashed: ${reason}` } } },
  };
}

/** How an ended run is recorded: its outcome stored, or its row dropped per the save settings; a crash kept. */
export class ExecutionOutcomes {
  constructor(private readonly deps: ExecutionRunnerDependencies) {}

  /**
   * Stores the outcome, or deletes the row when the save settings say so; answers whether it was kept.
   * The store may settle before the write is committed (SQLite writes behind): a caller that must
   * know it is stored awaits `committed(id)`.
   */
  async store(executionId: string, request: ExecutionRequest, run: IRun, save: SaveSettings): Promise<boolean> {
    const { executions, log } = this.deps;
    if (!shouldKeep(save, request.mode, run.status)) return this.drop(executionId, request, run);
    try {
      await executions.finish(executionId, {
        status: run.status, finished: run.finished, stoppedAt: run.stoppedAt, waitTill: run.waitTill ?? null, data: run.data,
      });
      return true;
    } catch (error) {
      log.error({ err: error, executionId }, 'The execution could not be stored');
      return false;
    }
  }

  /** The save settings keep no record of this run: its row goes (a manual run is kept in memory for the editor). */
  private async drop(executionId: string, request: ExecutionRequest, run: IRun): Promise<boolean> {
    const { executions, unsaved, log } = this.deps;
    // Kept in memory before the row goes: a reader in between found the run nowhere (a 404).
    if (request.mode === 'manual') unsaved.add(this.asExecution(executionId, request, run));
    try {
      await executions.delete([executionId]);
    } catch (error) {
      log.error({ err: error, executionId }, 'The execution could not be stored');
      return false;
    }
    if (request.binaryDataKeptForCaller) {
      // The process that answers the webhook from this run removes it once it has.
      this.deps.keepRunBinaryData(executionId);
    } else if (request.mode !== 'manual') {
      // A resumed run may have stored data before a restart; any other stored it here, if at all.
      const remove = request.resume ? this.deps.deleteBinaryData : this.deps.deleteRunBinaryData;
      const deleteBinaryData = () => remove(executionId).catch(() => undefined);
      if (request.keepBinaryDataUntil) void request.keepBinaryDataUntil.finally(deleteBinaryData);
      else await deleteBinaryData();
    }
    return false;
  }

  private asExecution(executionId: string, request: ExecutionRequest, run: IRun): IExecution {
    return {
      id: executionId,
      finished: run.finished,
      mode: request.mode,
      status: run.status,
      startedAt: run.startedAt.toISOString(),
      stoppedAt: run.stoppedAt.toISOString(),
      workflowId: request.workflow.id ?? null,
      retryOf: request.retryOf ?? null,
      retrySuccessId: null,
      waitTill: run.waitTill ? run.waitTill.toISOString() : null,
      workflowData: request.workflow,
      data: run.data,
      ...(this.deps.workerId !== undefined ? { workerId: this.deps.workerId } : {}),
    };
  }

  /** The engine itself failed (not a node): keep the execution, marked crashed, with the reason. */
  async recordCrash(executionId: string, request: ExecutionRequest, error: unknown): Promise<void> {
    this.deps.log.error({ err: error, executionId }, 'The execution crashed');
    const message = error instanceof Error ? error.message : String(error);
    const start: IRunExecutionData = {
      ...(request.destinationNode ? { startData: { destinationNode: request.destinationNode } } : {}),
      resultData: { runData: {} },
    };
    try {
      await this.deps.executions.finish(executionId, crashedOutcome(start, message));
    } catch (storeError) {
      this.deps.log.error({ err: storeError, executionId }, 'The crashed execution could not be stored');
    }
  }
}
