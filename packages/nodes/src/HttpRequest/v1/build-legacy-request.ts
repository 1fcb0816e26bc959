import type { IDataObject, IExecuteFunctions, IRequestOptions } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';

/** The Options collection of HTTP Request 1 and 2. */
export interface LegacyHttpOptions {
  batchInterval?: number;
  batchSize?: number;
  bodyContentType?: 'json' | 'raw' | 'multipart-form-data' | 'form-urlencoded';
  fullResponse?: boolean;
  followAllRedirects?: boolean;
  followRedirect?: boolean;
  ignoreResponseCode?: boolean;
  bodyContentCustomMimeType?: string;
  proxy?: string;
  splitIntoItems?: boolean;
  timeout?: number;
  useQueryString?: boolean;
}

interface Pair {
  name?: string;
  value?: unknown;
}

/** Without a Timeout option, a legacy request waits up to an hour, as n8n's did. */
const DEFAULT_TIMEOUT_MS = 3_600_000;
const BODY_METHODS = new Set(['PATCH', 'POST', 'PUT', 'DELETE']);
const BINARY_BODY_TYPES = ['raw', 'multipart-form-data'];

type Part = 'body' | 'headers' | 'qs';
const PARTS: Array<{ part: Part; json: string; ui: string; label: string }> = [
  { part: 'body', json: 'bodyParametersJson', ui: 'bodyParametersUi', label: 'body parameters' },
  { part: 'headers', json: 'headerParametersJson', ui: 'headerParametersUi', label: 'headers' },
  { part: 'qs', json: 'queryParametersJson', ui: 'queryParametersUi', label: 'query parameters' },
];

/** Name/value fields to an object: a repeated query name collects its values in a list, elsewhere the last wins. */
export function pairsToObject(pairs: Pair[], collectRepeated: boolean): IDataObject {
  const result: IDataObject = {};
  for (const { name, value } of pairs) {
    if (name === undefined || name === '') continue;
    const existing = result[name];
    if (!collectRepeated || existing === undefined) result[name] = value as IDataObject[string];
    else result[name] = [...(Array.isArray(existing) ? existing : [existing]), value] as IDataObject[string];
  }
  return result;
}

function parseJsonPart(context: IExecuteFunctions, value: unknown, label: string, itemIndex: number): IDataObject | undefined {
  let parsed = value;
  if (typeof value === 'string') {
    if (value.trim() === '') return undefined;
    try {
      parsed = JSON.parse(value);
    } catch (error) {
      throw new NodeOperationError(context.getNode(), `The ${label} are not valid JSON`, {
        itemIndex, description: `${(error as Error).message}. Check the quotes, commas and brackets.`,
      });
    }
  }
  if (parsed === undefined || parsed === null) return undefined;
  if (typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new NodeOperationError(context.getNode(), `The ${label} must be a JSON object`, {
      itemIndex, description: 'Give an object of names and values, such as {"name": "value"}.',
    });
  }
  return parsed as IDataObject;
}

/** "file:data,cover:image" (or one field name alone, sent as "file") to multipart name/field pairs. */
export function parseBinaryFieldList(text: string): Array<{ formName: string; property: string }> | string {
  const entries = text.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  if (entries.length === 0) return 'No input binary field is given';
  const result: Array<{ formName: string; property: string }> = [];
  for (const entry of entries) {
    const colon = entry.indexOf(':');
    if (colon === -1 && entries.length > 1) return `Give each field as name:field when sending several files ("${entry}" has no name)`;
    result.push(colon === -1 ? { formName: 'file', property: entry } : { formName: entry.slice(0, colon).trim(), property: entry.slice(colon + 1).trim() });
  }
  return result;
}

async function binaryBody(
  context: IExecuteFunctions, request: IRequestOptions, options: LegacyHttpOptions, itemIndex: number,
): Promise<void> {
  const bodyType = options.bodyContentType ?? 'json';
  if (!BINARY_BODY_TYPES.includes(bodyType)) {
    throw new NodeOperationError(context.getNode(), 'A binary file can only be sent as a raw or a multipart body', {
      itemIndex, description: 'Set the "Body Content Type" option to "Raw/Custom" or "Form-Data Multipart".',
    });
  }
  const fieldText = String(context.getNodeParameter('binaryPropertyName', itemIndex, 'data') ?? '');
  if (bodyType === 'raw') {
    const binary = context.helpers.assertBinaryData(itemIndex, fieldText.trim());
    request.body = await context.helpers.getBinaryDataBuffer(itemIndex, fieldText.trim());
    if (!options.bodyContentCustomMimeType) (request.headers as IDataObject)['content-type'] ??= binary.mimeType || 'application/octet-stream';
    return;
  }
  const fields = parseBinaryFieldList(fieldText);
  if (typeof fields === 'string') throw new NodeOperationError(context.getNode(), fields, { itemIndex });
  const formData: IDataObject = {};
  for (const { formName, property } of fields) {
    const binary = context.helpers.assertBinaryData(itemIndex, property);
    const buffer = await context.helpers.getBinaryDataBuffer(itemIndex, property);
    formData[formName] = { value: buffer, options: { filename: binary.fileName ?? property, contentType: binary.mimeType } } as unknown as IDataObject;
  }
  request.formData = formData;
}

/** Where the body goes in a legacy request: `form`, `formData` or `body`, by the body content type. */
function placeBody(request: IRequestOptions, body: unknown, bodyType: LegacyHttpOptions['bodyContentType']): void {
  if (bodyType === 'form-urlencoded') request.form = body as IDataObject;
  else if (bodyType === 'multipart-form-data') request.formData = body as IDataObject;
  else request.body = body;
}

/**
 * The legacy (request-promise style) request of one item, from HTTP Request 1/2 parameters. The answer
 * is asked for in full, as bytes, without failing on an error status: the node shapes it itself.
 */
export async function buildLegacyRequest(context: IExecuteFunctions, itemIndex: number, options: LegacyHttpOptions): Promise<IRequestOptions> {
  const url = String(context.getNodeParameter('url', itemIndex, '') ?? '').trim();
  if (url === '') {
    throw new NodeOperationError(context.getNode(), 'The URL is empty', { itemIndex, description: 'Enter the address to send the request to.' });
  }
  if (options.proxy) {
    throw new NodeOperationError(context.getNode(), 'The Proxy option is not supported yet', {
      itemIndex, description: 'Remove the Proxy option to send the request directly.',
    });
  }
  const method = String(context.getNodeParameter('requestMethod', itemIndex, 'GET')).toUpperCase();
  const bodyType = options.bodyContentType ?? 'json';
  const responseFormat = context.getNodeParameter('responseFormat', itemIndex, 'json') as string;
  const request: IRequestOptions = {
    uri: url,
    method,
    headers: {},
    rejectUnauthorized: context.getNodeParameter('allowUnauthorizedCerts', itemIndex, false) !== true,
    timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
    followRedirect: options.followRedirect ?? true,
    followAllRedirects: options.followAllRedirects === true,
    useQuerystring: options.useQueryString === true,
    json: responseFormat !== 'string' && bodyType !== 'raw',
    encoding: null,
    resolveWithFullResponse: true,
    simple: false,
  };
  const sendsBody = BODY_METHODS.has(method);
  if (context.getNodeParameter('jsonParameters', itemIndex, false) === true) {
    const sendBinary = sendsBody && method !== 'DELETE' && context.getNodeParameter('sendBinaryData', itemIndex, false) === true;
    for (const { part, json, label } of PARTS) {
      if (part === 'body' && (!sendsBody || sendBinary)) continue;
      const value = context.getNodeParameter(json, itemIndex, '') as unknown;
      if (part === 'body' && bodyType === 'raw' && typeof value === 'string') {
        if (value !== '') request.body = value;
        continue;
      }
      const parsed = parseJsonPart(context, value, label, itemIndex);
      if (parsed === undefined) continue;
      if (part === 'body') placeBody(request, parsed, bodyType);
      else request[part] = { ...(request[part] as IDataObject | undefined), ...parsed };
    }
    if (sendBinary) await binaryBody(context, request, options, itemIndex);
  } else {
    for (const { part, ui } of PARTS) {
      if (part === 'body' && !sendsBody) continue;
      const pairs = (context.getNodeParameter(`${ui}.parameter`, itemIndex, []) as Pair[] | undefined) ?? [];
      if (pairs.length === 0) continue;
      const value = pairsToObject(pairs, part === 'qs');
      if (part === 'body') placeBody(request, value, bodyType);
      else request[part] = { ...(request[part] as IDataObject | undefined), ...value };
    }
  }
  if (options.bodyContentCustomMimeType) (request.headers as IDataObject)['content-type'] = options.bodyContentCustomMimeType;
  return request;
}
