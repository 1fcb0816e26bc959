import type { INode, INodeTypeDescription } from '@weft/workflow';
import type { NodeTypeLookup } from '../../domain/node-type-lookup';

/** Trigger types that only run when something else starts them: they do not make activation useful. */
const NOT_SELF_STARTING = new Set([
  'n8n-nodes-base.manualTrigger',
  'n8n-nodes-base.start',
  'n8n-nodes-base.executeWorkflowTrigger',
  'n8n-nodes-base.errorTrigger',
]);

function startsOnItsOwn(description: INodeTypeDescription | undefined): boolean {
  if (!description) return false;
  return description.group.includes('trigger') || (description.webhooks?.length ?? 0) > 0 || description.polling === true;
}

/** Whether an enabled node can start the workflow once active (webhook, schedule, poll, event). */
export function hasActivatableTrigger(nodes: readonly INode[], lookup: NodeTypeLookup): boolean {
  return nodes.some((node) => !node.disabled && !NOT_SELF_STARTING.has(node.type)
    && startsOnItsOwn(lookup.get(node.type, node.typeVersion)));
}
