import type { IRunExecutionData, ExecutionStatus } from './run-data.js';
import type { IWorkflowBase } from './workflow.js';

export type WorkflowExecuteMode = 'cli' | 'error' | 'integrated' | 'internal' | 'manual' | 'retry' | 'trigger' | 'webhook';

/** A stored execution, as `GET /rest/executions/:id` answers it. */
export interface IExecution {
  id: string;
  finished: boolean;
  mode: WorkflowExecuteMode;
  status: ExecutionStatus;
  startedAt: string;
  stoppedAt?: string | null;
  workflowId?: string | null;
  retryOf?: string | null;
  retrySuccessId?: string | null;
  waitTill?: string | null;
  /** Queue mode: the worker that ran it (Weft's addition). */
  workerId?: string;
  workflowData: IWorkflowBase;
  data: IRunExecutionData;
}
