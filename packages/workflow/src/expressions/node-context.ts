import { mapConnectionsByDestination } from '../graph/connections-by-destination.js';
import type {
  INodeExecutionData, IRunExecutionData, ISourceData, WorkflowExecuteMode,
} from '../model/index.js';
import type { ExpressionContext, ExpressionWorkflow } from './expression-context.js';

export interface NodeExpressionContextOptions {
  workflow: ExpressionWorkflow;
  /** The last execution's data (the editor's run data and pin data), if any. */
  runExecutionData?: IRunExecutionData | null;
  nodeName: string;
  /** Which run of the node to show; defaults to its last run, or 0 when it has not run. */
  runIndex?: number;
  itemIndex?: number;
  timezone: string;
  mode?: WorkflowExecuteMode;
  executionId?: string;
  resumeUrl?: string;
  env?: Record<string, string | undefined>;
  vars?: Record<string, string>;
}

/**
 * The expression context for a node outside an execution (the editor's parameter previews): its
 * input is what fed it in the given run, or, when it has not run, the last output of the node
 * connected to its first input (pin data counting as output).
 */
export function expressionContextForNode(options: NodeExpressionContextOptions): ExpressionContext {
  const { workflow, nodeName } = options;
  const resultData = options.runExecutionData?.resultData;
  const runs = resultData?.runData[nodeName];
  const runIndex = options.runIndex ?? Math.max(0, (runs?.length ?? 1) - 1);
  let source: ISourceData | undefined = runs?.[runIndex]?.source[0] ?? undefined;
  if (!source) {
    const parent = mapConnectionsByDestination(workflow.connections)[nodeName]?.main?.[0]?.[0];
    if (parent) {
      const parentRuns = resultData?.runData[parent.node]?.length ?? 0;
      source = { previousNode: parent.node, previousNodeOutput: parent.index, previousNodeRun: Math.max(0, parentRuns - 1) };
    }
  }
  let input: INodeExecutionData[] = [];
  if (source) {
    const parentRun = resultData?.runData[source.previousNode]?.[source.previousNodeRun ?? 0];
    input = parentRun?.data?.main?.[source.previousNodeOutput ?? 0]
      ?? (resultData?.pinData?.[source.previousNode] as INodeExecutionData[] | undefined)
      ?? [];
  }
  return {
    workflow,
    runExecutionData: options.runExecutionData ?? null,
    runIndex,
    itemIndex: options.itemIndex ?? 0,
    activeNodeName: nodeName,
    connectionInputData: input,
    executeData: { source: source ? { main: [source] } : null },
    mode: options.mode ?? 'manual',
    executionId: options.executionId,
    resumeUrl: options.resumeUrl,
    timezone: options.timezone,
    env: options.env,
    vars: options.vars,
  };
}
