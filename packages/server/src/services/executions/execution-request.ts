import type { INodeExecutionData, IPinData, IRunData, IRunExecutionData, IWorkflowBase, WorkflowExecuteMode } from '@weft/workflow';
import type { ExecutionLifecycleHooks, IRun, TriggerData } from '@weft/engine';
import type { PushAddress } from '../push/push-address.js';
import type { RunActor } from './run-scopes.js';

/** One execution to run: a workflow, how it was started, and where it starts. */
export interface ExecutionRequest {
  workflow: IWorkflowBase;
  mode: WorkflowExecuteMode;
  runData?: IRunData;
  pinData?: IPinData;
  startNodes?: string[];
  destinationNode?: string;
  /** The run starts with this trigger node's output (webhook, schedule, error trigger, ...). */
  trigger?: TriggerData;
  retryOf?: string;
  /** Hooks of the caller (a webhook waiting for its answer), called after the persisting ones. */
  hooks?: ExecutionLifecycleHooks;
  /** An execution row made earlier (`reserve`, a waiting execution's); a new one is created otherwise. */
  executionId?: string;
  /** When the run is not kept, its binary data is removed once this settles (a webhook answer reads it). */
  keepBinaryDataUntil?: Promise<unknown>;
  /** A waiting execution to continue: its stored run data, and the Wait node's output on a webhook resume. */
  resume?: { data: IRunExecutionData; startedAt: Date; resumeData?: INodeExecutionData[][] };
  /** The editor tab, of the user who started the run, that is told how the run goes. */
  pushRef?: PushAddress;
  /** Who started a run of an unsaved workflow (it has no owner to act for); noted before it runs. */
  startedBy?: RunActor;
  /**
   * Queue mode, on a worker: the process that enqueued the run answers a webhook from it, and removes
   * the binary data of a run that is not kept once it has (`keepBinaryDataUntil` there).
   */
  binaryDataKeptForCaller?: boolean;
}

export interface StartedExecution {
  executionId: string;
  /**
   * The run once it is recorded: its outcome stored (or its row dropped per the save settings) and the
   * follow-ups run; undefined when the engine itself failed (stored as crashed). A caller that needs
   * the run as soon as the engine ends it passes a `workflowExecuteAfter` hook.
   */
  done: Promise<IRun | undefined>;
}

export interface FinishedExecution {
  executionId: string;
  workflow: IWorkflowBase;
  mode: WorkflowExecuteMode;
  run: IRun;
  /** Kept in the database (false: deleted per the save settings). */
  saved: boolean;
  timedOut: boolean;
  retryOf?: string;
  /** A waiting execution that continued. */
  resumed?: boolean;
}

