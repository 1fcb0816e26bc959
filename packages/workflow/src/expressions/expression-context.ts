import type {
  IExecuteData, INodeExecutionData, INodeParameters, IRunExecutionData, ITaskDataConnections, IWorkflowBase,
  WorkflowExecuteMode,
} from '../model/index.js';

/** The part of a workflow expressions read: its nodes and connections, and `$workflow`'s facts. */
export type ExpressionWorkflow = Pick<IWorkflowBase, 'nodes' | 'connections'> &
  Partial<Pick<IWorkflowBase, 'id' | 'name' | 'active' | 'settings'>>;

/**
 * Everything an expression can see, for one node and one item. The engine builds one per node run
 * and varies `itemIndex`; the editor builds one from the last run data. Nothing here is copied:
 * the data proxy reads run data in place, and only the variables an expression uses are built.
 */
export interface ExpressionContext {
  workflow: ExpressionWorkflow;
  runExecutionData?: IRunExecutionData | null;
  /** The run of the active node being resolved. */
  runIndex: number;
  itemIndex: number;
  activeNodeName: string;
  /** The items of the active node's first input (`$json`, `$input`). */
  connectionInputData: INodeExecutionData[];
  /** All inputs of the active node. */
  inputData?: ITaskDataConnections;
  /** Where the active node's input came from (`source.main[input]`), for `$prevNode` and paired items. */
  executeData?: Pick<IExecuteData, 'source'> & Partial<Pick<IExecuteData, 'node' | 'data'>>;
  mode: WorkflowExecuteMode;
  executionId?: string;
  /** The URL that resumes a waiting execution (`$execution.resumeUrl`). */
  resumeUrl?: string;
  /** IANA timezone of `$now` and `$today`. */
  timezone: string;
  /** What `$env` shows: the host decides (an empty object blocks environment access). */
  env?: Record<string, string | undefined>;
  vars?: Record<string, string>;
  /** The active node's parameters as the node sees them (defaults filled in), for `$parameter`. */
  nodeParameters?: INodeParameters;
  /**
   * How an error thrown by the expression's own code (reading a property of undefined, calling what is
   * not a function, an explicit `throw`) ends: runs resolve that `{{ }}` segment to `undefined` and go
   * on, as n8n does ('resolve-empty'); the editor's preview throws it so the user sees the problem
   * ('throw', the default). Errors of the expression system itself (syntax, security, a node that does
   * not exist or did not run, paired items) always throw.
   */
  codeErrors?: 'throw' | 'resolve-empty';
  /** Extra variables for special contexts: `$credentials`, `$response`, `$request`, `$pageCount`, `$secrets`. */
  additionalKeys?: Record<string, unknown>;
}
