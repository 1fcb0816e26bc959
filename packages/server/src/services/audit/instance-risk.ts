import type { AuditLocation, AuditReport, AuditSection } from '@weft/contracts';
import type { INode } from '@weft/workflow';
import type { AuditWorkflow } from './audit-input.js';
import { countedSubject, nodesWhere } from './node-locations.js';

export const WEBHOOK_NODE_TYPE = 'n8n-nodes-base.webhook';

/** Nodes that can check a webhook's payload right after it arrives (n8n's list). */
export const WEBHOOK_VALIDATOR_NODE_TYPES: ReadonlySet<string> = new Set([
  'n8n-nodes-base.if', 'n8n-nodes-base.switch', 'n8n-nodes-base.code', 'n8n-nodes-base.function', 'n8n-nodes-base.functionItem',
]);

function isUnprotected(node: INode): boolean {
  const authentication = node.parameters?.authentication;
  return authentication === undefined || authentication === 'none';
}

/** Whether a node directly after the webhook (its first output) can validate what came in. */
function hasValidatorAfter(node: INode, workflow: AuditWorkflow): boolean {
  const next = workflow.connections[node.name]?.main?.[0] ?? [];
  return next.some((connection) => workflow.nodes.some((candidate) =>
    candidate.name === connection.node && !candidate.disabled && WEBHOOK_VALIDATOR_NODE_TYPES.has(candidate.type)));
}

/** Webhook nodes anyone who knows the URL can call: in an active workflow, enabled, without authentication or a check after them. */
export function unprotectedWebhooks(workflows: readonly AuditWorkflow[]) {
  return nodesWhere(workflows, (node, workflow) => workflow.active && node.type === WEBHOOK_NODE_TYPE && !node.disabled
    && isUnprotected(node) && !hasValidatorAfter(node, workflow));
}

/** What an attacker can reach from outside the instance: open webhooks, and settings that weaken it. */
export function instanceRiskReport(workflows: readonly AuditWorkflow[], weakSettings: readonly AuditLocation[]): AuditReport | null {
  const webhooks = unprotectedWebhooks(workflows);
  const sections: AuditSection[] = [];
  if (webhooks.length > 0) {
    sections.push({
      title: 'Unprotected webhooks in instance',
      description: `${countedSubject(webhooks.length, 'This Webhook node has', 'These Webhook nodes have')} "Authentication" `
        + 'set to "None" in an active workflow, and no node right after it checks the request: anyone who learns the URL can '
        + 'start the workflow with any data.',
      recommendation: 'Choose Basic, Header or JWT authentication on the Webhook node, or check the request in an If, Switch '
        + 'or Code node connected right after it.',
      location: webhooks,
    });
  }
  if (weakSettings.length > 0) {
    sections.push({
      title: 'Security settings',
      description: `${countedSubject(weakSettings.length, 'This setting weakens', 'These settings weaken')} the security of this instance.`,
      recommendation: 'Change the settings this instance does not need; each is an environment variable read at start-up '
        + '(see the configuration table of the README).',
      location: [...weakSettings],
    });
  }
  return sections.length > 0 ? { risk: 'instance', sections } : null;
}
