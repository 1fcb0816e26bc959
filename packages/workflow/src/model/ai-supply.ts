import type { NodeConnectionType } from './connections.js';
import type { IDataObject } from './data.js';
import type { INodeExecutionData } from './item.js';
import type { FunctionsBase, IExecuteFunctions } from './node-type-implementation.js';

/**
 * One input of a node as n8n describes it in `inputs` (or the object an `inputs` expression answers):
 * AI inputs say whether a sub-node must be connected and how many may be.
 */
export interface INodeInputConfiguration {
  type: NodeConnectionType;
  displayName?: string;
  required?: boolean;
  maxConnections?: number;
  /** Which sub-node types the editor offers for this input. */
  filter?: { nodes?: string[]; excludedNodes?: string[] };
}

/** What a sub-node's `supplyData` answers: the object its root node uses (a model, a memory, a tool). */
export interface SupplyData {
  response: unknown;
  /** Releases what the object holds; Weft calls it when the execution ends. */
  closeFunction?: () => Promise<void>;
}

/**
 * `this` inside `INodeType.supplyData`: the sub-node's parameters and credentials (expressions see the
 * root node's input items), its own sub-nodes, and the recording of each call the root makes on it.
 */
export interface ISupplyDataFunctions extends FunctionsBase,
  Pick<IExecuteFunctions, 'getInputData' | 'getInputConnectionData' | 'getExecutionCancelSignal' | 'helpers' | 'continueOnFail' | 'evaluateExpression' | 'getWorkflowDataProxy' | 'executeWorkflow'> {
  /**
   * Starts a recorded call: a run entry of the sub-node whose `inputOverride[connectionType]` is `data`
   * (what the root asked). Answers the entry's index, for `addOutputData`.
   */
  addInputData(connectionType: NodeConnectionType, data: INodeExecutionData[][]): { index: number };
  /** Ends the call started at `index`: its answer (`data[connectionType]`), or the error it failed with. */
  addOutputData(connectionType: NodeConnectionType, index: number, data: INodeExecutionData[][] | Error): void;
  /**
   * Weft's own: the sub-node as one call of the tool it supplied sees it (its `execute` may run on
   * it): the root's item as its only input, `$fromAI()` in its parameters answering the model's `args`.
   */
  forToolCall?(args: IDataObject, itemIndex: number): ToolCallFunctions;
  /**
   * Weft's own: something the sub-node keeps for the rest of the execution (a connection its root's
   * calls share, across items and runs of the root): opened by `open` the first time the node asks
   * for `key`, closed by `close` when the execution ends. Absent outside a workflow run.
   */
  executionResource?<T>(key: string, open: () => Promise<T>, close: (value: T) => Promise<void>): Promise<T>;
}

/** `this` of one tool call: a node's full execute functions, with the recording of the call. */
export type ToolCallFunctions = IExecuteFunctions & Pick<ISupplyDataFunctions, 'addInputData' | 'addOutputData'>;
