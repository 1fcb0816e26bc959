import { expressionContextForNode, findNodeByName } from '@weft/workflow';
import type { ExpressionContext, ExpressionWorkflow, INode, IPinData, IRunData } from '@weft/workflow';

/** The timezone of `$now` when the workflow sets none: the browser's own. */
const browserTimezone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * What an expression of `nodeName` sees in the editor: the last run data (or pin data) of its input,
 * item `itemIndex`, and the node's own parameters for `$parameter`. Nothing is copied, so building
 * it costs the same for 1 or 10,000 input items.
 */
export function editorExpressionContext(
  workflow: ExpressionWorkflow & { nodes: INode[] },
  runData: IRunData | undefined,
  pinData: IPinData | undefined,
  nodeName: string,
  itemIndex: number,
): ExpressionContext {
  const timezone = (workflow.settings as { timezone?: string } | undefined)?.timezone;
  const context = expressionContextForNode({
    workflow,
    runExecutionData: { resultData: { runData: runData ?? {}, pinData } },
    nodeName,
    itemIndex,
    timezone: timezone && timezone !== 'DEFAULT' ? timezone : browserTimezone(),
    // The browser has no server environment to show.
    env: {},
  });
  return { ...context, nodeParameters: findNodeByName(workflow.nodes, nodeName)?.parameters };
}
