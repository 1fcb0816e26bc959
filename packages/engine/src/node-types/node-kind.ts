import type { INode, INodeType, INodeTypes } from '@weft/workflow';
import type { NodeKind } from '../runner/start-nodes.js';

/** Types that start a manual run on their own (n8n's manual trigger and its legacy Start node). */
export const MANUAL_START_NODE_TYPES = ['n8n-nodes-base.manualTrigger', 'n8n-nodes-base.start'];

export function isTriggerNodeType(nodeType: INodeType): boolean {
  // A node that executes and also has a webhook (Wait: its resume URL) is not a trigger.
  const webhookOnly = nodeType.webhook !== undefined && nodeType.execute === undefined;
  return nodeType.trigger !== undefined || nodeType.poll !== undefined || webhookOnly
    || (nodeType.description.group ?? []).includes('trigger');
}

export function nodeKind(nodeTypes: INodeTypes, node: INode): NodeKind {
  const nodeType = nodeTypes.getByNameAndVersion(node.type, node.typeVersion);
  if (!nodeType) return 'unknown';
  if (MANUAL_START_NODE_TYPES.includes(node.type)) return 'manualStart';
  return isTriggerNodeType(nodeType) ? 'trigger' : 'regular';
}
