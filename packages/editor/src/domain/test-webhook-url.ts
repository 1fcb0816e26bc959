import type { INode, INodeTypeDescription } from '@weft/workflow';
import { getValueAtPath, resolveNodeParameters } from '@weft/workflow';

/**
 * `={{$parameter["path"]}}`-style webhook fields of node descriptions (a path into the parameters, such
 * as `$parameter["options"]["path"]`), with an optional `|| literal`.
 */
const PARAMETER_FIELD = /^=\{\{\s*\$parameter((?:\[\s*["'][^"']+["']\s*\]|\.[A-Za-z_$][\w$]*)+)\s*(?:\|\|\s*(.+?))?\s*\}\}$/;

function readField(value: unknown, parameters: Record<string, unknown>): unknown {
  if (typeof value !== 'string' || !value.startsWith('=')) return value;
  const match = PARAMETER_FIELD.exec(value.trim());
  if (!match) return undefined;
  const names = [...(match[1] as string).matchAll(/\[\s*["']([^"']+)["']\s*\]|\.([A-Za-z_$][\w$]*)/g)].map((part) => part[1] ?? part[2] ?? '');
  const current = getValueAtPath(parameters, names);
  if ((current === undefined || current === '') && match[2] !== undefined) {
    try {
      return JSON.parse(match[2].replace(/^'(.*)'$/, '"$1"')) as unknown;
    } catch {
      return undefined;
    }
  }
  return current;
}

/** Where the server listens for a form's test submission (n8n's `form-test`). */
const FORM_TEST_ENDPOINT = 'form-test';

const trimSlashes = (path: string) => path.replace(/^\/+/, '').replace(/\/+$/, '');

export interface TestWebhookUrl {
  httpMethod: string;
  url: string;
}

/**
 * The test URL of a webhook node as the server registers it while the editor listens (n8n's rule: a
 * full path as given, or the webhookId when empty; a path with parameters, or a non-full one, under the
 * webhookId). Undefined when the node type has no webhook.
 */
export function testWebhookUrl(
  node: INode, description: INodeTypeDescription | undefined, webhookBase: string, endpointTest: string,
): TestWebhookUrl | undefined {
  const webhook = description?.webhooks?.find((entry) => entry.restartWebhook !== true);
  if (!description || !webhook) return undefined;
  const parameters = resolveNodeParameters(description.properties, node.parameters, { returnDefaults: true, nodeTypeVersion: node.typeVersion });
  const method = readField(webhook.httpMethod, parameters) ?? 'GET';
  const path = trimSlashes(String(readField(webhook.path, parameters) ?? ''));
  const isFullPath = readField(webhook.isFullPath, parameters) === true;
  const dynamic = path.startsWith(':') || path.includes('/:');
  const webhookId = node.webhookId ?? '';
  const fullPath = isFullPath && !dynamic ? path || webhookId : path ? `${webhookId}/${path}` : webhookId;
  const base = webhookBase.endsWith('/') ? webhookBase : `${webhookBase}/`;
  // Forms (the Form Trigger) are opened in a browser at their own test route.
  const endpoint = webhook.isForm === true ? FORM_TEST_ENDPOINT : endpointTest;
  return { httpMethod: String(Array.isArray(method) ? method[0] : method).toUpperCase(), url: `${base}${endpoint}/${fullPath}` };
}
