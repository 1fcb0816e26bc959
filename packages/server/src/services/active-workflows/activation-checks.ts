import type { INodeProperties, INodeTypes, IWorkflowBase } from '@weft/workflow';
import type { AvailableCredential } from '@weft/workflow';
import { isTriggerNodeType } from '@weft/workflow';

/** Trigger types that only run when something else starts them, so they do not make a workflow worth activating. */
const NOT_SELF_STARTING = new Set([
  'n8n-nodes-base.manualTrigger',
  'n8n-nodes-base.start',
  'n8n-nodes-base.executeWorkflowTrigger',
  'n8n-nodes-base.errorTrigger',
]);

/**
 * Whether an enabled node of the workflow starts it on its own once active (webhook, schedule, poll,
 * event), by @weft/workflow's rule, the one the editor uses. Async for its callers: it once loaded the engine.
 */
export async function hasSelfStartingTrigger(workflow: IWorkflowBase, nodeTypes: INodeTypes): Promise<boolean> {
  return (workflow.nodes ?? []).some((node) => {
    if (node.disabled || NOT_SELF_STARTING.has(node.type)) return false;
    const nodeType = nodeTypes.getByNameAndVersion(node.type, node.typeVersion);
    return nodeType !== undefined && isTriggerNodeType(nodeType.description, nodeType);
  });
}

function labelOf(properties: readonly INodeProperties[], path: string): string {
  const top = path.split(/[.[]/)[0] as string;
  return properties.find((p) => p.name === top)?.displayName ?? top;
}

/**
 * The issues that keep a workflow from being activated, as 'node name: issue' lines: unknown node
 * types, parameters that are required or not among the offered options, credentials not set.
 */
export async function activationIssues(
  workflow: IWorkflowBase, nodeTypes: INodeTypes, credentials: readonly AvailableCredential[],
): Promise<string[]> {
  const { getParameterIssues, getCredentialIssues } = await import('@weft/workflow');
  const lines: string[] = [];
  for (const node of workflow.nodes ?? []) {
    if (node.disabled || node.type === 'n8n-nodes-base.stickyNote') continue;
    const nodeType = nodeTypes.getByNameAndVersion(node.type, node.typeVersion);
    if (!nodeType) {
      lines.push(`${node.name}: The node type "${node.type}" (version ${node.typeVersion}) is not known`);
      continue;
    }
    const { properties, credentials: credentialDescriptions } = nodeType.description;
    const parameterIssues = getParameterIssues(properties, node.parameters, node.typeVersion);
    for (const [path, messages] of Object.entries(parameterIssues)) {
      for (const message of messages) lines.push(`${node.name}: ${labelOf(properties, path)}: ${message}`);
    }
    const credentialIssues = getCredentialIssues(credentialDescriptions, node, properties, { availableCredentials: credentials });
    for (const messages of Object.values(credentialIssues)) lines.push(`${node.name}: ${messages.join(' ')}`);
  }
  return lines;
}
