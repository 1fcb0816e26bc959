import { expressionContextForNode, findNodeByName } from '@weft/workflow';
import type { ExpressionContext, ExpressionWorkflow, INode, IPinData, IRunData } from '@weft/workflow';

let browserTimezoneOnce: string | undefined;

/**
 * The timezone of `$now` when the workflow sets none: the browser's own. Read once: resolving it costs
 * about 2 ms, and the preview's context is rebuilt on every keystroke.
 */
function browserTimezone(): string {
  browserTimezoneOnce ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return browserTimezoneOnce;
}

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
