import type { IDataObject, IExecuteFunctions, IN8nHttpFullResponse, INodeExecutionData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { fileNameOf } from '../v3/parse-response.js';

export interface LegacyResponseSettings {
  responseFormat: 'file' | 'json' | 'string';
  dataPropertyName: string;
  fullResponse: boolean;
  splitIntoItems: boolean;
}

function metadataOf(response: IN8nHttpFullResponse): IDataObject {
  return { headers: response.headers, statusCode: response.statusCode, statusMessage: response.statusMessage ?? '' };
}

function parseJson(context: IExecuteFunctions, text: string, itemIndex: number): unknown {
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new NodeOperationError(context.getNode(), 'The response is not valid JSON', {
      itemIndex, description: 'Set "Response Format" to "String" to get the answer as text.',
    });
  }
}

/**
 * A JSON value as an item's data. n8n put a whole array into one item's data; items here hold objects,
 * so the array's elements go under their indexes ("0", "1", ...), which `$json[0]` still reaches.
 * Any other value goes under "data".
 */
function asJson(value: unknown): IDataObject {
  if (Array.isArray(value)) return Object.fromEntries(value.map((entry, index) => [String(index), entry as IDataObject[string]]));
  return typeof value === 'object' && value !== null ? value as IDataObject : { data: value as IDataObject[string] };
}

/**
 * The items one answer becomes in HTTP Request 1/2: a file (beside the input item's data), the text
 * under the chosen property, or the parsed JSON. A JSON array stays one item unless Split Into Items
 * is on, as with n8n.
 */
export async function legacyResponseToItems(
  context: IExecuteFunctions, response: IN8nHttpFullResponse, input: INodeExecutionData, itemIndex: number,
  settings: LegacyResponseSettings, url: string,
): Promise<INodeExecutionData[]> {
  const body = Buffer.isBuffer(response.body) ? response.body : Buffer.from(String(response.body ?? ''));
  const pairedItem = { item: itemIndex };
  if (settings.responseFormat === 'file') {
    const contentType = String(response.headers['content-type'] ?? '').split(';')[0]?.trim() || undefined;
    const binary = await context.helpers.prepareBinaryData(body, fileNameOf(response.headers, url), contentType);
    return [{
      json: settings.fullResponse ? metadataOf(response) : input.json,
      binary: { ...(input.binary ?? {}), [settings.dataPropertyName]: binary },
      pairedItem,
    }];
  }
  const text = body.toString('utf8');
  if (settings.responseFormat === 'string') {
    const json: IDataObject = { [settings.dataPropertyName]: text };
    return [{ json: settings.fullResponse ? { ...json, ...metadataOf(response) } : json, pairedItem }];
  }
  const parsed = parseJson(context, text, itemIndex);
  if (settings.fullResponse) return [{ json: { body: parsed as IDataObject[string], ...metadataOf(response) }, pairedItem }];
  if (settings.splitIntoItems && Array.isArray(parsed)) return parsed.map((entry) => ({ json: asJson(entry), pairedItem }));
  return [{ json: asJson(parsed), pairedItem }];
}
