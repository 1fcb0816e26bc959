import type { IDataObject, INode, INodeParameters, INodeType, IWebhookDescription } from '@weft/workflow';
import { resolveWebhookField } from '@weft/workflow';
import { resolvedNodeParameters } from '../context/node-parameter-reader.js';
import { isSealedNode } from '../context/sealed-workflow.js';
import type { WebhookResponseMode, WebhookRunResult } from './webhook.types.js';

type ResponseSettings = Omit<WebhookRunResult, 'workflowData' | 'noWebhookResponse' | 'webhookResponse'>;

function asObject(value: unknown): IDataObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? value as IDataObject : {};
}

/** `responseCode` is a number (v1), or `{ values: { responseCode, customCode } }` in the options (v2). */
function responseCodeOf(parameters: INodeParameters, described: unknown): number {
  const options = asObject(parameters.options);
  const collection = asObject(asObject(options.responseCode).values);
  if (collection.responseCode !== undefined) {
    const code = collection.responseCode === 'customCode' ? collection.customCode : collection.responseCode;
    return Number(code) || 200;
  }
  const direct = described ?? parameters.responseCode;
  return typeof direct === 'number' || (typeof direct === 'string' && /^\d+$/.test(direct)) ? Number(direct) : 200;
}

function headersOf(options: IDataObject): Record<string, string> {
  const entries = asObject(options.responseHeaders).entries;
  const headers: Record<string, string> = {};
  for (const entry of Array.isArray(entries) ? entries : []) {
    const { name, value } = asObject(entry);
    if (typeof name === 'string' && name !== '') headers[name.toLowerCase()] = String(value ?? '');
  }
  return headers;
}

const settingsCache = new WeakMap<INode, { nodeType: INodeType; byName: Map<string, ResponseSettings> }>();

/**
 * How the host must answer a webhook of this node: the node description's fields over the node's
 * parameters. Kept per sealed node object (an active workflow's nodes answer every call the same
 * way); the answer of a sealed node is frozen, so copy it to change it.
 */
export function webhookResponseSettings(node: INode, nodeType: INodeType, webhookName: string): ResponseSettings {
  if (!isSealedNode(node)) return computeResponseSettings(node, nodeType, webhookName);
  let entry = settingsCache.get(node);
  if (!entry || entry.nodeType !== nodeType) {
    entry = { nodeType, byName: new Map() };
    settingsCache.set(node, entry);
  }
  let settings = entry.byName.get(webhookName);
  if (!settings) {
    settings = computeResponseSettings(node, nodeType, webhookName);
    Object.freeze(settings.responseHeaders);
    entry.byName.set(webhookName, Object.freeze(settings));
  }
  return settings;
}

function computeResponseSettings(node: INode, nodeType: INodeType, webhookName: string): ResponseSettings {
  const description: IWebhookDescription | undefined = (nodeType.description.webhooks ?? [])
    .find((entry) => entry.name === webhookName) ?? nodeType.description.webhooks?.[0];
  const parameters = resolvedNodeParameters(node, nodeType);
  const read = (key: string): unknown => {
    try {
      return resolveWebhookField(description?.[key], parameters);
    } catch {
      return undefined;
    }
  };
  const options = asObject(parameters.options);
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  return {
    responseMode: (text(read('responseMode')) ?? 'onReceived') as WebhookResponseMode,
    responseCode: responseCodeOf(parameters, read('responseCode')),
    responseData: text(read('responseData')),
    responsePropertyName: text(read('responsePropertyName') ?? options.responsePropertyName),
    responseBinaryPropertyName: text(read('responseBinaryPropertyName')) ?? 'data',
    responseContentType: text(read('responseContentType') ?? options.responseContentType),
    responseHeaders: headersOf(options),
    noResponseBody: options.noResponseBody === true,
  };
}
