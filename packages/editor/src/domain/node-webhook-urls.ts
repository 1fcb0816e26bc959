import type { Settings } from '@weft/contracts';
import type { INode, INodeTypeDescription } from '@weft/workflow';
import { nodeWebhookUrls, resolveNodeParameters } from '@weft/workflow';
import type { NodeWebhookUrl } from '@weft/workflow';

/** The Test and Production URLs of a node's webhooks, as the server registers them (empty when it has none). */
export function webhookUrlsOfNode(
  node: INode, description: INodeTypeDescription | undefined, settings: Settings, workflowId?: string,
): NodeWebhookUrl[] {
  if (!description?.webhooks?.length) return [];
  const parameters = resolveNodeParameters(description.properties, node.parameters, { returnDefaults: true, nodeTypeVersion: node.typeVersion });
  return nodeWebhookUrls(node, description.webhooks, parameters, settings, workflowId || undefined);
}
