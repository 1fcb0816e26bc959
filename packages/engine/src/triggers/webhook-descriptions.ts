import type {
  IDataObject, INode, INodeType, INodeTypes, IWebhookDescription, IWorkflowBase,
} from '@weft/workflow';
import { resolveWebhookField, trimSlashes, webhookMethods, webhookPath } from '@weft/workflow';
import { NodeParameterReader } from '../context/node-parameter-reader.js';
import type { WebhookDescription, WebhookResponseMode } from './webhook.types.js';

function webhookEntries(workflowId: string | undefined, node: INode, nodeType: INodeType, description: IWebhookDescription): WebhookDescription[] {
  const parameters = new NodeParameterReader(node, nodeType).all();
  const resolve = (value: unknown) => resolveWebhookField(value, parameters);
  const methods = webhookMethods(description, parameters);
  const isFullPath = resolve(description.isFullPath) === true;
  const rawPath = String(resolve(description.path) ?? '');
  const details: IDataObject = {};
  for (const [key, value] of Object.entries(description)) {
    if (['name', 'httpMethod', 'path', 'isFullPath'].includes(key)) continue;
    try {
      details[key] = resolve(value) as IDataObject[string];
    } catch {
      // Fields the host does not need are not worth failing over.
    }
  }
  return methods.map((httpMethod) => {
    const path = webhookPath(workflowId, node, rawPath, isFullPath);
    return {
      nodeName: node.name,
      webhookName: description.name,
      httpMethod,
      path,
      isFullPath,
      isDynamic: path.split('/').some((segment) => segment.startsWith(':')),
      webhookId: node.webhookId,
      responseMode: (details.responseMode as WebhookResponseMode | undefined) ?? 'onReceived',
      details,
      url: path,
    };
  });
}

/**
 * Every webhook the workflow's enabled nodes need registered (restart webhooks of Wait are not
 * listed: they live under `/webhook-waiting/`). `baseUrl` (e.g. `http://localhost:5678/webhook/`) prefixes `url`.
 */
export function getWebhookDescriptions(
  workflow: IWorkflowBase, nodeTypes: INodeTypes, options: { baseUrl?: string } = {},
): WebhookDescription[] {
  const result: WebhookDescription[] = [];
  for (const node of workflow.nodes ?? []) {
    if (node.disabled) continue;
    const nodeType = nodeTypes.getByNameAndVersion(node.type, node.typeVersion);
    if (!nodeType?.webhook) continue;
    for (const description of nodeType.description.webhooks ?? []) {
      if (description.restartWebhook === true) continue;
      for (const entry of webhookEntries(workflow.id, node, nodeType, description)) {
        result.push({ ...entry, url: `${options.baseUrl ?? ''}${entry.path}` });
      }
    }
  }
  return result;
}

/**
 * The resume webhook of a waiting node (Wait "On Webhook Call"): the method it accepts and the path
 * suffix after `/webhook-waiting/<executionId>` ('' when none). Undefined when the node has none.
 */
export function getWaitingWebhook(
  workflow: IWorkflowBase, nodeTypes: INodeTypes, nodeName: string,
): { httpMethods: string[]; suffix: string } | undefined {
  const node = workflow.nodes?.find((candidate) => candidate.name === nodeName);
  const nodeType = node && nodeTypes.getByNameAndVersion(node.type, node.typeVersion);
  // A node may resume by several methods (a mailed link is a GET, the form it opens posts back).
  const descriptions = nodeType?.description.webhooks?.filter((entry) => entry.restartWebhook === true) ?? [];
  if (!node || !nodeType || descriptions.length === 0) return undefined;
  const parameters = new NodeParameterReader(node, nodeType).all();
  const httpMethods = [...new Set(descriptions.flatMap((description) => webhookMethods(description, parameters)))];
  return {
    httpMethods,
    suffix: trimSlashes(String(resolveWebhookField((descriptions[0] as IWebhookDescription).path, parameters) ?? '')),
  };
}
