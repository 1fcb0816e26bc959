import type {
  CancelSignal,
  ExecutionStatus, IContextObject, IExecuteData, IExecuteResponsePromiseData, INodeExecutionData, IPinData, IRunData, IRunExecutionData, ISourceData,
  ITaskData, ITaskDataConnections, IWorkflowBase, StructuredChunk, WorkflowExecuteMode,
} from '@weft/workflow';

/** How the server follows an execution: persist progress, push events. Awaited in order. */
export interface ExecutionLifecycleHooks {
  workflowExecuteBefore?(): void | Promise<void>;
  nodeExecuteBefore?(nodeName: string): void | Promise<void>;
  nodeExecuteAfter?(nodeName: string, taskData: ITaskData, runData: IRunExecutionData): void | Promise<void>;
  workflowExecuteAfter?(run: IRun): void | Promise<void>;
  /** Respond to Webhook answered the request that started the execution (response mode 'responseNode'). */
  sendResponse?(response: IExecuteResponsePromiseData): void;
  /** Present only when the caller takes a streamed answer: a streaming node's chunk (`isStreaming()` is true). */
  sendChunk?(chunk: StructuredChunk): void;
  /** A node has something for the editor's console (the Code node's `console.log`); not awaited. */
  sendMessageToUI?(nodeName: string, messages: unknown[]): void;
}

/** Data a trigger emitted (or a webhook received): the run starts at `nodeName`, which outputs `data`. */
export interface TriggerData {
  nodeName: string;
  data: INodeExecutionData[][];
  /** Calls the trigger made on its sub-nodes before the run (the MCP Server Trigger's tool calls): kept in the run's data. */
  runData?: IRunData;
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
  /** Start at this trigger with the data it emitted (activated triggers, webhooks). */
  trigger?: TriggerData;
  /** e.g. `http://localhost:5678/`: `$execution.resumeUrl` is `${webhookBaseUrl}webhook-waiting/${executionId}`. */
  webhookBaseUrl?: string;
  hooks?: ExecutionLifecycleHooks;
  /** Stops the run: an AbortSignal, or an `ExecutionStop` (cheaper, for hosts that run many executions). */
  signal?: CancelSignal;
}

/** Continue a waiting execution (status 'waiting') after its Wait node. */
export interface ResumeOptions {
  workflow: IWorkflowBase;
  mode: WorkflowExecuteMode;
  executionId: string;
  /** The run data saved when the execution went into waiting (`IRun.data`, after a JSON round trip is fine). */
  runExecutionData: IRunExecutionData;
  /** The Wait node's output on a webhook resume (`workflowData` of runWebhook); by default its input passes through. */
  resumeData?: INodeExecutionData[][];
  /** When the execution first started (kept in `IRun.startedAt`). */
  startedAt?: Date;
  webhookBaseUrl?: string;
  hooks?: ExecutionLifecycleHooks;
  signal?: CancelSignal;
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

/** `waitTill` (ISO) is set while the execution waits; the stack's top is then the Wait node. */
export type EngineRunExecutionData = IRunExecutionData & { executionData: ExecutionState; waitTill?: string };

/** n8n's "wait until the resume webhook is called": a `waitTill` this far ahead. */
export const WAIT_INDEFINITELY = new Date('3000-01-01T00:00:00.000Z');
