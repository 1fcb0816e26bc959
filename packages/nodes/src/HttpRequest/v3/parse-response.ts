import type {
  IDataObject, IExecuteFunctions, IN8nHttpFullResponse, INodeExecutionData,
} from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';

export interface ResponseSettings {
  responseFormat: 'autodetect' | 'file' | 'json' | 'text';
  outputPropertyName: string;
  fullResponse: boolean;
}

const TEXT_TYPES = /^(text\/|application\/(xml|xhtml\+xml|javascript|x-www-form-urlencoded|yaml|x-yaml|csv|graphql)|image\/svg\+xml)|\+xml$/;

function contentTypeOf(headers: IDataObject): string {
  const value = headers['content-type'];
  return String(Array.isArray(value) ? value[0] : value ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** What autodetect makes of a content type: JSON, text for readable types, a file for the rest. */
export function detectFormat(contentType: string): 'json' | 'text' | 'file' {
  if (contentType === '') return 'text';
  if (contentType === 'application/json' || contentType.endsWith('+json') || contentType.includes('/json')) return 'json';
  return TEXT_TYPES.test(contentType) ? 'text' : 'file';
}

/** A file name for a downloaded body: the server's Content-Disposition, else the URL's last segment. */
export function fileNameOf(headers: IDataObject, url: string): string | undefined {
  const disposition = String(headers['content-disposition'] ?? '');
  const star = /filename\*\s*=\s*[^']*'[^']*'([^;]+)/i.exec(disposition);
  if (star) return decodeURIComponent(star[1] as string);
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  if (plain) return plain[1];
  try {
    const last = new URL(url).pathname.split('/').pop();
    return last && last.includes('.') ? decodeURIComponent(last) : undefined;
  } catch {
    return undefined;
  }
}

function metadataOf(response: IN8nHttpFullResponse): IDataObject {
  return { headers: response.headers, statusCode: response.statusCode, statusMessage: response.statusMessage ?? '' };
}

function parseJsonBody(context: IExecuteFunctions, text: string, itemIndex: number): unknown {
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new NodeOperationError(context.getNode(), 'The response is not valid JSON', {
      itemIndex, description: 'Set "Response Format" to "Text" to get the answer as text.',
    });
  }
}

function asItems(value: unknown, itemIndex: number): INodeExecutionData[] {
  const pairedItem = { item: itemIndex };
  const wrap = (entry: unknown): INodeExecutionData => ({
    json: typeof entry === 'object' && entry !== null && !Array.isArray(entry) ? entry as IDataObject : { data: entry as IDataObject[string] },
    pairedItem,
  });
  return Array.isArray(value) ? value.map(wrap) : [wrap(value)];
}

/** The items one answer becomes, as n8n's HTTP Request node shapes them for each response format. */
export async function responseToItems(
  context: IExecuteFunctions, response: IN8nHttpFullResponse, input: INodeExecutionData, itemIndex: number,
  settings: ResponseSettings, url: string,
): Promise<INodeExecutionData[]> {
  const body = Buffer.isBuffer(response.body) ? response.body : Buffer.from(String(response.body ?? ''));
  const contentType = contentTypeOf(response.headers);
  const format = settings.responseFormat === 'autodetect' ? detectFormat(contentType) : settings.responseFormat;
  const pairedItem = { item: itemIndex };
  if (format === 'file') {
    const binary = await context.helpers.prepareBinaryData(body, fileNameOf(response.headers, url), contentType || undefined);
    return [{
      json: settings.fullResponse ? metadataOf(response) : input.json,
      binary: { ...(input.binary ?? {}), [settings.outputPropertyName]: binary },
      pairedItem,
    }];
  }
  const text = body.toString('utf8');
  if (format === 'text') {
    const json: IDataObject = { [settings.outputPropertyName]: text };
    return [{ json: settings.fullResponse ? { ...json, ...metadataOf(response) } : json, pairedItem }];
  }
  const parsed = parseJsonBody(context, text, itemIndex);
  if (settings.fullResponse) return [{ json: { body: parsed as IDataObject[string], ...metadataOf(response) }, pairedItem }];
  return asItems(parsed, itemIndex);
}
