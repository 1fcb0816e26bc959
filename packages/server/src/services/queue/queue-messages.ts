import type { IExecuteResponsePromiseData, IExecution, INodeExecutionData, IPinData, IRunData, StructuredChunk } from '@weft/workflow';
import type { IRun, TriggerData } from '@weft/engine';
import type { PushAddress } from '../push/push-address.js';
import type { RunActor } from '../executions/run-scopes.js';

/** The BullMQ queue every execution of queue mode goes through (n8n's name for it). */
export const EXECUTIONS_QUEUE = 'jobs';

/**
 * One execution for a worker. The workflow, its mode and a waiting execution's run data are read
 * from the execution's row; the job carries what the row does not: how the run starts and who hears
 * about it.
 */
export interface ExecutionJob {
  executionId: string;
  /** The process that enqueued the run: the worker's messages about it go there. */
  replyTo: string;
  /** The process awaits the whole run (a webhook answered from it, a trigger that acknowledges): `finished` carries its data. */
  wantsRun: boolean;
  /** The caller takes a streamed answer: chunks are sent as they come. */
  streaming: boolean;
  /** The caller answers from the run after it ends and removes the binary data of a run that is not kept. */
  binaryDataKeptForCaller: boolean;
  runData?: IRunData;
  pinData?: IPinData;
  startNodes?: string[];
  destinationNode?: string;
  trigger?: TriggerData;
  pushRef?: PushAddress;
  startedBy?: RunActor;
  /** A waiting execution continues (its row was claimed): the Wait node's output on a webhook resume. */
  resume?: { resumeData?: INodeExecutionData[][] };
}

/** What a worker tells the process that enqueued a run, over that process's Redis channel. */
export type WorkerMessage =
  | { type: 'started'; executionId: string; workerId: string }
  | { type: 'response'; executionId: string; response: IExecuteResponsePromiseData }
  | { type: 'chunk'; executionId: string; chunk: StructuredChunk }
  /** `run` undefined: the engine itself failed (stored as crashed). `saved`: the row was kept. */
  | { type: 'finished'; executionId: string; run?: IRun; saved: boolean }
  /** A push frame for an editor tab connected to that process. */
  | { type: 'push'; address: PushAddress; frame: string }
  /** A manual run the save settings do not keep: the editor still reads it for a while. */
  | { type: 'unsaved'; execution: IExecution }
  /** A run that went into waiting holding a webhook's answer has ended now (`run` as in `finished`). */
  | { type: 'held-answer'; executionId: string; run?: IRun };

/** What every process of the instance hears. */
export type BroadcastMessage =
  /** Workers: stop this execution if you run it. */
  | { type: 'stop'; executionId: string }
  /** Mains and webhook processes: the workflow was activated, changed while active, or deactivated. */
  | { type: 'workflow-changed'; workflowId: string; by: string };

/** The job of an execution (BullMQ refuses ids that are integers). */
export const jobIdOf = (executionId: string) => `execution-${executionId}`;
