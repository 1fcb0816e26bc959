import type {
  ExecutionStatus, IContextObject, IExecuteData, IPinData, IRunData, IRunExecutionData, ISourceData,
  ITaskData, ITaskDataConnections, IWorkflowBase, WorkflowExecuteMode,
} from '@weft/workflow';

/** How the server follows an execution: persist progress, push events. Awaited in order. */
export interface ExecutionLifecycleHooks {
  workflowExecuteBefore?(): void | Promise<void>;
  nodeExecuteBefore?(nodeName: string): void | Promise<void>;
  nodeExecuteAfter?(nodeName: string, taskData: ITaskData, runData: IRunExecutionData): void | Promise<void>;
  workflowExecuteAfter?(run: IRun): void | Promise<void>;
}

export interface RunOptions {
  workflow: IWorkflowBase;
  mode: WorkflowExecuteMode;
  executionId: string;
  /** Earlier run data (partial runs): kept for the nodes this run does not execute again. */
  runData?: IRunData;
  /** Defaults to `workflow.pinData` in manual mode; other modes ignore pin data unless given here. */
  pinData?: IPinData;
  startNodes?: string[];
  destinationNode?: string;
  hooks?: ExecutionLifecycleHooks;
  signal?: AbortSignal;
}

export interface IRun {
  status: ExecutionStatus;
  finished: boolean;
  mode: WorkflowExecuteMode;
  startedAt: Date;
  stoppedAt: Date;
  waitTill?: Date | null;
  data: IRunExecutionData;
}

/**
 * Inputs of a multi-input node collected so far, per run: `waitingExecution[node][run].main[input]`.
 * Type aliases (not interfaces) so they fit `IRunExecutionData.executionData`.
 */
export type WaitingExecution = Record<string, Record<number, ITaskDataConnections>>;
export type WaitingExecutionSource = Record<string, Record<number, { main: Array<ISourceData | null> }>>;

/** The scheduler's whole state, kept inside the run data so an execution can be resumed (Wait, retry). */
export type ExecutionState = {
  nodeExecutionStack: IExecuteData[];
  waitingExecution: WaitingExecution;
  waitingExecutionSource: WaitingExecutionSource;
  /** `flow` and `node:<name>` contexts (getContext). */
  contextData: Record<string, IContextObject>;
};

export type EngineRunExecutionData = IRunExecutionData & { executionData: ExecutionState };
