import type { ExecutionStatus, IExecution } from '@weft/workflow';
import type { ExecutionRows } from './execution-rows.js';
import type { ExecutionSummary } from './execution-store.js';

/**
 * The reads both adapters share: the same SQL, each run after the writes asked for before it
 * (`afterWrites`, which is where the adapters differ).
 */
export abstract class ExecutionStoreReads {
  constructor(protected readonly rows: ExecutionRows) {}

  abstract afterWrites<T>(query: () => Promise<T>): Promise<T>;

  findById(id: string): Promise<IExecution | undefined> {
    return this.afterWrites(() => this.rows.findById(id));
  }

  idsOfWorkflow(workflowId: string): Promise<string[]> {
    return this.afterWrites(() => this.rows.idsOfWorkflow(workflowId));
  }

  findWaitingUntil(until: Date): Promise<Array<{ id: string; waitTill: string }>> {
    return this.afterWrites(() => this.rows.findWaitingUntil(until));
  }

  listByStatus(statuses: ExecutionStatus[], workflowId?: string): Promise<ExecutionSummary[]> {
    return this.afterWrites(() => this.rows.listByStatus(statuses, workflowId));
  }

  count(): Promise<number> {
    return this.afterWrites(() => this.rows.count());
  }

  markUnfinishedAsCrashed(): Promise<number> {
    return this.afterWrites(() => this.rows.markUnfinishedAsCrashed());
  }
}
