import type {
  ExecutionStatus, IExecution, IRunExecutionData, IWorkflowBase, WorkflowExecuteMode,
} from '@weft/workflow';

export interface NewExecution {
  /** The saved workflow this run belongs to; null (or an unknown id) for an unsaved one. */
  workflowId: string | null;
  mode: WorkflowExecuteMode;
  status: ExecutionStatus;
  startedAt: Date;
  workflowData: IWorkflowBase;
  /** `workflowData` as JSON when the caller has it already (the same workflow runs again and again). */
  workflowDataJson?: string;
  data: IRunExecutionData;
  retryOf?: string | null;
  /** Queue mode (PostgreSQL only): the worker that runs it. */
  workerId?: string;
}

export interface ExecutionOutcome {
  status: ExecutionStatus;
  finished: boolean;
  stoppedAt: Date | null;
  waitTill: Date | null;
  data: IRunExecutionData;
}

export interface ExecutionSummary {
  id: string;
  workflowId: string | null;
  workflowName: string | null;
  mode: WorkflowExecuteMode;
  status: ExecutionStatus;
  finished: boolean;
  startedAt: string;
  stoppedAt: string | null;
  waitTill: string | null;
  retryOf: string | null;
  retrySuccessId: string | null;
  /** Queue mode: the worker that runs or ran it. */
  workerId?: string;
}

export interface ExecutionStatusChange {
  status: ExecutionStatus;
  /** Queue mode: the worker that takes the run. */
  workerId?: string;
  stoppedAt?: Date | null;
  waitTill?: Date | null;
}

/**
 * Where executions and their run data are kept: the only way the server writes or reads them.
 *
 * Every method answers a promise. Consistency: a read (or a write by filter) sees every write whose
 * promise was asked for before it, however the adapter orders them; no caller ever flushes.
 * Durability: a write's promise may settle once it is accepted (SQLite writes behind the runs, in
 * batches); `committed(id)` settles once that execution's writes are in the database, and is what a
 * caller awaits before it tells anyone the execution is stored ("an answered webhook call is a
 * stored execution"). A write the database refuses rejects its own promise or `committed(id)`, and
 * leaves the record as it was.
 *
 * Adapters: `SqliteExecutionStore` (write-behind) and `SqlExecutionStore` (Postgres, one transaction
 * per write); both pass `execution-store.contract.ts`.
 */
export interface ExecutionStore {
  /** Stores the execution with its starting data; answers its new id. */
  create(execution: NewExecution): Promise<string>;
  /** Saves the run data so far (execution progress); the execution stays running. */
  saveProgress(id: string, data: IRunExecutionData): Promise<void>;
  /** Sets the status (and optionally more) without touching the run data. */
  setStatus(id: string, fields: ExecutionStatusChange): Promise<void>;
  /** Records how a run ended, with its run data, as one write. */
  finish(id: string, outcome: ExecutionOutcome): Promise<void>;
  /**
   * Takes a waiting execution for resuming: its status becomes 'running' only if it was still
   * 'waiting', so that two timers (or processes) never resume it twice. True when this call took it.
   */
  claimWaiting(id: string): Promise<boolean>;
  /** Start-up: executions a dead process left 'running' or 'new' become 'crashed'; answers how many. */
  markUnfinishedAsCrashed(): Promise<number>;
  /** Removes executions with their data; answers how many there were. */
  delete(ids: string[]): Promise<number>;
  /** Deletes the shared workflows (`execution_workflow`) no execution refers to; answers how many. */
  deleteUnusedWorkflowVersions(): Promise<number>;

  /**
   * Settles once every write asked for so far for this execution (its row, and its outcome when
   * `finish` was called) is in the database; rejects when one of them could not be written.
   */
  committed(id: string): Promise<void>;
  /** Settles once every write asked for so far is in the database (shutdown, tests that read the file). */
  allCommitted(): Promise<void>;
  /**
   * Runs `query` (a repository's read or write of executions) after every write asked for before it,
   * so that it sees them. For repositories beside the store (the executions list); services never need it.
   */
  afterWrites<T>(query: () => Promise<T>): Promise<T>;

  findById(id: string): Promise<IExecution | undefined>;
  /** The ids of a workflow's executions (their binary data goes with the workflow). */
  idsOfWorkflow(workflowId: string): Promise<string[]>;
  /** Executions in status 'waiting' whose `waitTill` is at or before `until`, soonest first. */
  findWaitingUntil(until: Date): Promise<Array<{ id: string; waitTill: string }>>;
  /** Summaries (no run data) of executions in these statuses, newest first. */
  listByStatus(statuses: ExecutionStatus[], workflowId?: string): Promise<ExecutionSummary[]>;
  count(): Promise<number>;
}
