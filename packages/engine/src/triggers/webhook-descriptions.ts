import type {
  IDataObject, INode, INodeParameters, INodeType, INodeTypes, IWebhookDescription, IWorkflowBase,
} from '@weft/workflow';
import { NodeParameterReader } from '../context/node-parameter-reader.js';
import type { WebhookDescription, WebhookResponseMode } from './webhook.types.js';

/**
 * Node descriptions write their webhook fields as expressions over the node's parameters, e.g.
 * `={{$parameter["httpMethod"] || "GET"}}`. This reads that form (a `$parameter` path, optionally
 * `|| <literal>`); anything else is reported so the node cannot register a wrong webhook.
 */
const PARAMETER_EXPRESSION = /^=\{\{\s*\$parameter((?:\[\s*["'][^"']+["']\s*\]|\.[A-Za-z_$][\w$]*)+)\s*(?:\|\|\s*(.+?))?\s*\}\}$/;

export function resolveWebhookField(value: unknown, parameters: INodeParameters): unknown {
  if (typeof value !== 'string' || !value.startsWith('=')) return value;
  const match = PARAMETER_EXPRESSION.exec(value.trim());
  if (!match) throw new Error(`Cannot read the webhook setting ${value}`);
  const path = [...(match[1] as string).matchAll(/\[\s*["']([^"']+)["']\s*\]|\.([A-Za-z_$][\w$]*)/g)]
    .map((part) => part[1] ?? part[2] as string);
  let current: unknown = parameters;
  for (const key of path) {
    current = typeof current === 'object' && current !== null ? (current as IDataObject)[key] : undefined;
  }
  if ((current === undefined || current === null || current === '') && match[2] !== undefined) {
    return JSON.parse(match[2].replace(/^'(.*)'$/, '"$1"')) as unknown;
  }
  return current;
}

function trimSlashes(path: string): string {
  return path.replace(/^\/+/, '').replace(/\/+$/, '');
}

/** n8n's path rule: full paths as given (or the webhookId when empty), others under the webhookId. */
export function webhookPath(workflowId: string | undefined, node: INode, path: string, isFullPath: boolean): string {
  const cleaned = trimSlashes(path);
  // A path with parameters is always prefixed by the webhookId so that it cannot shadow a static path.
  const dynamic = cleaned.startsWith(':') || cleaned.includes('/:');
  if (node.webhookId === undefined) {
    return `${workflowId ?? ''}/${encodeURIComponent(node.name.toLowerCase())}/${cleaned}`;
  }
  if (isFullPath && !dynamic) return cleaned || node.webhookId;
  return cleaned ? `${node.webhookId}/${cleaned}` : node.webhookId;
}

function webhookEntries(workflowId: string | undefined, node: INode, nodeType: INodeType, description: IWebhookDescription): WebhookDescription[] {
  const parameters = new NodeParameterReader(node, nodeType).all();
  const resolve = (value: unknown) => resolveWebhookField(value, parameters);
  const methodValue = resolve(description.httpMethod) ?? 'GET';
  const methods = (Array.isArray(methodValue) ? methodValue : [methodValue]).map((method) => String(method).toUpperCase());
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
  const httpMethods = [...new Set(descriptions.flatMap((description) => {
    const method = resolveWebhookField(description.httpMethod, parameters) ?? 'GET';
    return (Array.isArray(method) ? method : [method]).map((one) => String(one).toUpperCase());
  }))];
  return {
    httpMethods,
    suffix: trimSlashes(String(resolveWebhookField((descriptions[0] as IWebhookDescription).path, parameters) ?? '')),
  };
}
