import type { IDataObject, INode, INodeParameters, IWebhookDescription } from '../model/index.js';

/**
 * Node descriptions write their webhook fields as expressions over the node's parameters, e.g.
 * `={{$parameter["httpMethod"] || "GET"}}`. This reads that form (a `$parameter` path, optional chaining
 * allowed, optionally `|| <literal>`, or negated with `!`), optionally followed by literal path text
 * (`={{$parameter["path"]}}/sse`: the MCP Server Trigger's paths); anything else throws, so a node
 * cannot register (or show) a wrong webhook.
 */
const PARAMETER_EXPRESSION = /^=\{\{\s*(!?)\s*\$parameter((?:(?:\?\.)?\[\s*["'][^"']+["']\s*\]|\??\.[A-Za-z_$][\w$]*)+)\s*(?:\|\|\s*(.+?))?\s*\}\}([\w/.-]*)$/;

export function resolveWebhookField(value: unknown, parameters: INodeParameters): unknown {
  if (typeof value !== 'string' || !value.startsWith('=')) return value;
  const match = PARAMETER_EXPRESSION.exec(value.trim());
  if (!match) throw new Error(`Cannot read the webhook setting ${value}`);
  const path = [...(match[2] as string).matchAll(/\[\s*["']([^"']+)["']\s*\]|\.([A-Za-z_$][\w$]*)/g)]
    .map((part) => part[1] ?? part[2] as string);
  let current: unknown = parameters;
  for (const key of path) {
    current = typeof current === 'object' && current !== null ? (current as IDataObject)[key] : undefined;
  }
  // `!$parameter.x` (the chat trigger hides its URL while the chat is not public).
  if (match[1] === '!') return !current;
  if ((current === undefined || current === null || current === '') && match[3] !== undefined) {
    current = JSON.parse(match[3].replace(/^'(.*)'$/, '"$1"')) as unknown;
  }
  const suffix = match[4] ?? '';
  return suffix ? `${String(current ?? '')}${suffix}` : current;
}

export function trimSlashes(path: string): string {
  return path.replace(/^\/+/, '').replace(/\/+$/, '');
}

/** n8n's path rule: full paths as given (or the webhookId when empty), others under the webhookId. */
export function webhookPath(workflowId: string | undefined, node: Pick<INode, 'name' | 'webhookId'>, path: string, isFullPath: boolean): string {
  const cleaned = trimSlashes(path);
  // A path with parameters is always prefixed by the webhookId so that it cannot shadow a static path.
  const dynamic = cleaned.startsWith(':') || cleaned.includes('/:');
  if (node.webhookId === undefined) {
    return `${workflowId ?? ''}/${encodeURIComponent(node.name.toLowerCase())}/${cleaned}`;
  }
  if (isFullPath && !dynamic) return cleaned || node.webhookId;
  return cleaned ? `${node.webhookId}/${cleaned}` : node.webhookId;
}

/** The HTTP methods one webhook description answers for this node's parameters (upper case). */
export function webhookMethods(description: IWebhookDescription, parameters: INodeParameters): string[] {
  const value = resolveWebhookField(description.httpMethod, parameters) ?? 'GET';
  return (Array.isArray(value) ? value : [value]).map((method) => String(method).toUpperCase());
}

/** Where the instance listens: the settings' `urlBaseWebhook` and endpoint names (n8n's names). */
export interface WebhookEndpoints {
  /** e.g. `http://localhost:5678/` or `https://example.com/weft/` (protocol, host and `WEFT_PATH`). */
  urlBaseWebhook: string;
  endpointWebhook: string;
  endpointWebhookTest: string;
  endpointForm: string;
  endpointFormTest: string;
  /** Where MCP Server Triggers listen (`mcp`, `mcp-test` unless set). */
  endpointMcp?: string;
  endpointMcpTest?: string;
}

/** The webhooks of an MCP Server Trigger (`nodeType: 'mcp'`) are served under `mcp/` and `mcp-test/`. */
export function isMcpWebhook(description: Record<string, unknown>): boolean {
  return description.nodeType === 'mcp';
}

export const DEFAULT_WEBHOOK_ENDPOINTS: Omit<WebhookEndpoints, 'urlBaseWebhook'> = {
  endpointWebhook: 'webhook', endpointWebhookTest: 'webhook-test', endpointForm: 'form', endpointFormTest: 'form-test',
};

/** One URL a node's webhook answers at, in both modes. */
export interface NodeWebhookUrl {
  webhookName: string;
  httpMethod: string;
  /** False where the description hides the method in the node details view (a form's POST). */
  showMethod: boolean;
  isForm: boolean;
  path: string;
  test: string;
  production: string;
}

/**
 * The URLs of a node's starting webhooks (not a Wait node's resume webhooks, not those the description
 * hides from the node details view), one entry per method. `parameters` are the node's parameters with
 * defaults filled in. A field that cannot be read leaves that webhook out rather than show a wrong URL.
 */
export function nodeWebhookUrls(
  node: Pick<INode, 'name' | 'webhookId'>, webhooks: readonly IWebhookDescription[] | undefined,
  parameters: INodeParameters, endpoints: WebhookEndpoints, workflowId?: string,
): NodeWebhookUrl[] {
  const base = endpoints.urlBaseWebhook.endsWith('/') ? endpoints.urlBaseWebhook : `${endpoints.urlBaseWebhook}/`;
  const result: NodeWebhookUrl[] = [];
  for (const description of webhooks ?? []) {
    if (description.restartWebhook === true) continue;
    try {
      if (resolveWebhookField(description.ndvHideUrl, parameters) === true) continue;
      const isForm = description.isForm === true;
      const isFullPath = resolveWebhookField(description.isFullPath, parameters) === true;
      const path = webhookPath(workflowId, node, String(resolveWebhookField(description.path, parameters) ?? ''), isFullPath);
      const showMethod = resolveWebhookField(description.ndvHideMethod, parameters) !== true;
      const [production, test] = isForm
        ? [endpoints.endpointForm, endpoints.endpointFormTest]
        : isMcpWebhook(description)
          ? [endpoints.endpointMcp ?? 'mcp', endpoints.endpointMcpTest ?? 'mcp-test']
          : [endpoints.endpointWebhook, endpoints.endpointWebhookTest];
      for (const httpMethod of webhookMethods(description, parameters)) {
        result.push({
          webhookName: description.name, httpMethod, showMethod, isForm, path,
          test: `${base}${test}/${path}`, production: `${base}${production}/${path}`,
        });
      }
    } catch {
      continue;
    }
  }
  return result;
}
