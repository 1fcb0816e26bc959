import type {
  INode, INodeExecutionData, INodeTypes, IWorkflowBase, Logger, WorkflowExecuteMode,
} from '@weft/workflow';
import type { EngineServices } from '../context/engine-services.js';

/** A timer source; tests inject a manual clock so that schedules fire without real waiting. */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** What every trigger, poll and webhook context needs from the host. */
export interface NodeContextEnvironment {
  workflow: IWorkflowBase;
  node: INode;
  mode: WorkflowExecuteMode;
  /** The instance's timezone, used when the workflow's settings name none. */
  timezone: string;
  logger: Logger;
  executionId?: string;
  /** Credentials and binary data store, as the runner gets them. */
  services?: EngineServices;
  clock?: Clock;
  /** e.g. `http://localhost:5678/`; webhook URLs are `${webhookBaseUrl}webhook/<path>`. */
  webhookBaseUrl?: string;
  /** Where a webhook node's sub-nodes are found (`getInputConnectionData`). */
  nodeTypes?: INodeTypes;
}

/** One emission of a trigger or poller: the host starts an execution with `RunOptions.trigger = { nodeName, data }`. */
export interface TriggerEvent {
  nodeName: string;
  data: INodeExecutionData[][];
  /** Passed through from `emit(data, responsePromise, donePromise)` for triggers that answer their source. */
  responsePromise?: unknown;
  donePromise?: unknown;
}

export interface ActivateTriggersOptions {
  onEmit(event: TriggerEvent): void;
  onError(nodeName: string, error: Error): void;
  /** 'trigger' for active workflows (default). */
  mode?: WorkflowExecuteMode;
  timezone?: string;
  logger?: Logger;
  services?: EngineServices;
  clock?: Clock;
}

export interface ActiveTriggers {
  /** The trigger and poll nodes started. */
  nodeNames: string[];
  /** Stops every schedule and calls each trigger's closeFunction. */
  close(): Promise<void>;
}
