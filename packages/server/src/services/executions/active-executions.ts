import type { ExecutionStop } from '@weft/engine';
import type { ExecutionStatus, WorkflowExecuteMode } from '@weft/workflow';

/** An execution running in this process. */
export interface RunningExecution {
  id: string;
  workflowId: string | null;
  workflowName: string;
  mode: WorkflowExecuteMode;
  startedAt: Date;
  retryOf: string | null;
  status: ExecutionStatus;
  stop: ExecutionStop;
  /** Settles when the run has ended and its outcome is stored (or dropped per the save settings). */
  done: Promise<unknown>;
  /** Queue mode: a worker runs it; this process only follows it (a shutdown does not wait for it). */
  remote?: boolean;
  /** Queue mode: the worker that took it, once one has. */
  workerId?: string;
}

/** Why an execution was stopped, as the abort reason the engine reports. */
export class ExecutionStoppedError extends Error {
  constructor() {
    super('The execution was stopped');
    this.name = 'ExecutionStoppedError';
  }
}

/** The executions this process is running right now: for `executions-current`, stop and shutdown. */
export class ActiveExecutions {
  private readonly running = new Map<string, RunningExecution>();
  private readonly added: Array<(execution: RunningExecution) => void> = [];

  /** Calls `listener` with every run added from now on. */
  onAdd(listener: (execution: RunningExecution) => void): void {
    this.added.push(listener);
  }

  add(execution: RunningExecution): void {
    this.running.set(execution.id, execution);
    for (const listener of this.added) listener(execution);
    void execution.done.finally(() => {
      if (this.running.get(execution.id) === execution) this.running.delete(execution.id);
    });
  }

  get(id: string): RunningExecution | undefined {
    return this.running.get(id);
  }

  list(): RunningExecution[] {
    return [...this.running.values()].sort((a, b) => Number(b.id) - Number(a.id));
  }

  /** Asks the run to stop; false when it is not running here. */
  stop(id: string): boolean {
    const execution = this.running.get(id);
    if (!execution) return false;
    execution.stop.abort(new ExecutionStoppedError());
    return true;
  }

  /** Settles once no run of this process is running (runs on workers are not waited for). */
  async whenIdle(): Promise<void> {
    for (;;) {
      const local = [...this.running.values()].filter((e) => !e.remote);
      if (local.length === 0) return;
      await Promise.allSettled(local.map((e) => e.done));
    }
  }
}
