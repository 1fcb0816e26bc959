import type { WebhookDescription } from '@weft/engine';
import type { INodeTypes, IPinData, IRunData, IWorkflowBase } from '@weft/workflow';
import { loadEngine } from '../executions/engine-module.js';

const MANUAL_START_TYPES = new Set(['n8n-nodes-base.manualTrigger', 'n8n-nodes-base.start']);

/**
 * The test webhooks a manual run must wait for: when the run starts at a webhook node that has no
 * pinned or earlier data (a whole-workflow run, or a run towards a node fed by such a webhook), and no
 * manual trigger starts it instead. Empty when the run can start at once.
 */
export async function webhooksToWaitFor(
  workflow: IWorkflowBase, nodeTypes: INodeTypes,
  request: { startNodes?: string[]; destinationNode?: string; runData?: IRunData; pinData?: IPinData },
  baseUrl: string,
): Promise<WebhookDescription[]> {
  if (request.startNodes && request.startNodes.length > 0) return [];
  const { getWebhookDescriptions } = await loadEngine();
  const { getParentNodes } = await import('@weft/workflow');
  let candidates = (workflow.nodes ?? []).filter((node) => !node.disabled);
  if (request.destinationNode !== undefined) {
    const onPath = new Set([request.destinationNode, ...getParentNodes(workflow.connections ?? {}, request.destinationNode)]);
    candidates = candidates.filter((node) => onPath.has(node.name));
  }
  // Only main connections make a parent: the tools feeding an MCP Server Trigger do not start before it.
  const hasParents = new Set(Object.values(workflow.connections ?? {})
    .map((byType) => byType?.main ?? [])
    .flatMap((outputs) => (outputs ?? []).flatMap((targets) => (targets ?? []).map((t) => t.node))));
  const roots = candidates.filter((node) => !hasParents.has(node.name));
  if (roots.some((node) => MANUAL_START_TYPES.has(node.type))) return [];
  const waiting = new Set(roots
    .filter((node) => !request.pinData?.[node.name] && !workflow.pinData?.[node.name] && !request.runData?.[node.name])
    .map((node) => node.name));
  if (waiting.size === 0) return [];
  return getWebhookDescriptions(workflow, nodeTypes, { baseUrl })
    .filter((description) => waiting.has(description.nodeName));
}
