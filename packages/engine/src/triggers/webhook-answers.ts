import type { IDataObject, IExecuteResponsePromiseData, INodeExecutionData } from '@weft/workflow';
import type { BinaryDataStore } from '../binary/binary-data-store.js';
import { readBinaryData } from '../context/binary-helpers.js';
import type { IRun } from '../runner/run.types.js';
import { getPath } from '@weft/workflow';
import type { WebhookHttpResponse, WebhookRunResult } from './webhook.types.js';

const JSON_TYPE = 'application/json; charset=utf-8';

function json(statusCode: number, body: unknown, headers: Record<string, string> = {}): WebhookHttpResponse {
  return { statusCode, headers: { 'content-type': JSON_TYPE, ...headers }, body: body as IDataObject };
}

/** The answer of an 'onReceived' webhook (also when the node started nothing). */
export function onReceivedResponse(result: WebhookRunResult): WebhookHttpResponse {
  const headers = { ...result.responseHeaders };
  if (result.noResponseBody || result.responseData === 'noData') {
    return { statusCode: result.responseCode, headers, body: null };
  }
  if (result.webhookResponse !== undefined && result.webhookResponse !== '') {
    const body = result.webhookResponse;
    if (typeof body === 'string') return { statusCode: result.responseCode, headers, body };
    return json(result.responseCode, body, headers);
  }
  return json(result.responseCode, { message: 'Workflow was started' }, headers);
}

function lastNodeItems(run: IRun): INodeExecutionData[] | undefined {
  const name = run.data.resultData.lastNodeExecuted;
  if (!name) return undefined;
  const runs = run.data.resultData.runData[name] ?? [];
  return runs[runs.length - 1]?.data?.main?.[0] ?? undefined;
}

/** The answer of a 'lastNode' webhook, from the run's last node (also the fallback of 'responseNode'). */
export async function lastNodeResponse(
  run: IRun, result: WebhookRunResult, store?: BinaryDataStore,
): Promise<WebhookHttpResponse> {
  const headers = { ...result.responseHeaders };
  if (run.status === 'error' || run.status === 'canceled' || run.status === 'crashed') {
    return json(500, { message: 'Error in workflow' }, headers);
  }
  if (result.responseMode === 'responseNode') {
    return json(200, { message: 'Workflow executed successfully' }, headers);
  }
  if (result.responseMode === 'onReceived') return onReceivedResponse(result);
  const items = lastNodeItems(run);
  const code = result.responseCode;
  switch (result.responseData ?? 'firstEntryJson') {
    case 'noData':
      return { statusCode: code, headers, body: null };
    case 'allEntries':
      return json(code, (items ?? []).map((item) => item.json), headers);
    case 'firstEntryBinary': {
      const property = result.responseBinaryPropertyName ?? 'data';
      const binary = items?.[0]?.binary?.[property];
      if (!items?.[0]) return json(500, { message: 'No item was found to return' });
      if (!binary) return json(500, { message: `The binary property "${property}" to return does not exist` });
      return {
        statusCode: code,
        headers: { 'content-type': binary.mimeType, ...headers },
        body: await readBinaryData(binary, store),
      };
    }
    default: {
      const first = items?.[0];
      if (!first) return json(code, { message: 'Workflow executed successfully, but the last node returned no items' }, headers);
      const body = result.responsePropertyName ? getPath(first.json, result.responsePropertyName) : first.json;
      const contentType = result.responseContentType;
      if (contentType && !contentType.includes('json')) {
        const text = typeof body === 'string' ? body : JSON.stringify(body);
        return { statusCode: code, headers: { 'content-type': contentType, ...headers }, body: text };
      }
      return json(code, body ?? null, contentType ? { 'content-type': contentType, ...headers } : headers);
    }
  }
}

/** What Respond to Webhook sent (`sendResponse`) as an HTTP answer. */
export function toHttpResponse(response: IExecuteResponsePromiseData): WebhookHttpResponse {
  const headers: Record<string, string> = {};
  const given = response.headers ?? {};
  for (const name in given) headers[name.toLowerCase()] = String(given[name]);
  const body = response.body;
  const statusCode = response.statusCode ?? 200;
  if (body === undefined || body === null) return { statusCode, headers, body: null };
  if (typeof body === 'string' || body instanceof Uint8Array) return { statusCode, headers, body };
  if (!headers['content-type']) headers['content-type'] = JSON_TYPE;
  return { statusCode, headers, body: body as IDataObject };
}
