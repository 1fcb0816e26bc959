import type { IDataObject } from './data.js';
import type { INodeExecutionData, ISourceData } from './item.js';
import type { IPinData } from './node.js';

/** Items per output, per connection type: `data.main[outputIndex]` is that output's items. */
export type ITaskDataConnections = Record<string, Array<INodeExecutionData[] | null>>;

/** A serialised error as stored in run data (a NodeOperationError or NodeApiError when thrown). */
export interface ExecutionError {
  name?: string;
  message: string;
  description?: string | null;
  stack?: string;
  node?: { name: string; type: string };
  httpCode?: string | null;
  context?: IDataObject;
  cause?: unknown;
  timestamp?: number;
  [key: string]: unknown;
}

export type ExecutionStatus = 'new' | 'running' | 'success' | 'error' | 'waiting' | 'canceled' | 'crashed';

/** One run of one node. */
export interface ITaskData {
  startTime: number;
  executionTime: number;
  executionStatus?: ExecutionStatus;
  source: Array<ISourceData | null>;
  data?: ITaskDataConnections;
  /** A sub-node's call: what its root node asked, by connection type (the answer is in `data`). */
  inputOverride?: ITaskDataConnections;
  error?: ExecutionError;
}

/** Per node name, the list of its runs in order. */
export type IRunData = Record<string, ITaskData[]>;

export interface IRunExecutionData {
  startData?: { destinationNode?: string; runNodeFilter?: string[] };
  resultData: {
    runData: IRunData;
    pinData?: IPinData;
    lastNodeExecuted?: string;
    error?: ExecutionError;
    /** The execution's custom data (`this.customData`, the Execution Data node): string values by key. */
    metadata?: Record<string, string>;
  };
  executionData?: IDataObject;
}
