import type { IDataObject, IExecuteFunctions, IHttpRequestMethods, IHttpRequestOptions } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';

interface Pair {
  name?: string;
  value?: unknown;
  parameterType?: 'formData' | 'formBinaryData';
  inputDataFieldName?: string;
}

/** The node's options collection, as far as building a request needs it. */
export interface HttpRequestNodeOptions {
  allowUnauthorizedCerts?: boolean;
  queryParameterArrays?: 'repeat' | 'brackets' | 'indices';
  lowercaseHeaders?: boolean;
  redirect?: { redirect?: { followRedirects?: boolean; maxRedirects?: number } };
  timeout?: number;
  [key: string]: unknown;
}

/** With n8n, a request without a timeout option gives up after five minutes. */
const DEFAULT_TIMEOUT_MS = 300_000;

/** Name/value pairs to an object; a repeated name collects its values in a list. */
function pairsToObject(pairs: Pair[]): IDataObject {
  const result: IDataObject = {};
  for (const { name, value } of pairs) {
    if (name === undefined || name === '') continue;
    const existing = result[name];
    if (existing === undefined) result[name] = value as IDataObject[string];
    else result[name] = [...(Array.isArray(existing) ? existing : [existing]), value] as IDataObject[string];
  }
  return result;
}

function parseJsonParameter(context: IExecuteFunctions, name: string, label: string, itemIndex: number): IDataObject {
  const value = context.getNodeParameter(name, itemIndex, '') as unknown;
  if (typeof value === 'object' && value !== null) return value as IDataObject;
  if (typeof value !== 'string' || value.trim() === '') return {};
  try {
    return JSON.parse(value) as IDataObject;
  } catch (error) {
    throw new NodeOperationError(context.getNode(), `The ${label} is not valid JSON`, {
      itemIndex, description: `${(error as Error).message}. Check the quotes, commas and brackets of the ${label}.`,
    });
  }
}

function readPairs(context: IExecuteFunctions, name: string, itemIndex: number): Pair[] {
  return (context.getNodeParameter(`${name}.parameters`, itemIndex, []) as Pair[]) ?? [];
}

async function multipartBody(context: IExecuteFunctions, itemIndex: number): Promise<IDataObject> {
  const fields: Pair[] = [];
  for (const pair of readPairs(context, 'bodyParameters', itemIndex)) {
    if (pair.parameterType !== 'formBinaryData') {
      fields.push({ name: pair.name, value: pair.value });
      continue;
    }
    const property = String(pair.inputDataFieldName ?? '');
    const binary = context.helpers.assertBinaryData(itemIndex, property);
    const buffer = await context.helpers.getBinaryDataBuffer(itemIndex, property);
    fields.push({
      name: pair.name,
      value: { value: buffer, options: { filename: binary.fileName ?? property, contentType: binary.mimeType } },
    });
  }
  return pairsToObject(fields);
}

async function addBody(context: IExecuteFunctions, request: IHttpRequestOptions, itemIndex: number): Promise<void> {
  const headers = request.headers as IDataObject;
  const setType = (type: string) => {
    if (!Object.keys(headers).some((key) => key.toLowerCase() === 'content-type')) headers['content-type'] = type;
  };
  const contentType = context.getNodeParameter('contentType', itemIndex, 'json') as string;
  switch (contentType) {
    case 'json': {
      const specify = context.getNodeParameter('specifyBody', itemIndex, 'keypair') as string;
      request.body = specify === 'json'
        ? parseJsonParameter(context, 'jsonBody', 'JSON body', itemIndex)
        : pairsToObject(readPairs(context, 'bodyParameters', itemIndex));
      setType('application/json');
      return;
    }
    case 'form-urlencoded': {
      const specify = context.getNodeParameter('specifyBody', itemIndex, 'keypair') as string;
      request.body = specify === 'string'
        ? String(context.getNodeParameter('body', itemIndex, ''))
        : pairsToObject(readPairs(context, 'bodyParameters', itemIndex));
      setType('application/x-www-form-urlencoded');
      return;
    }
    case 'multipart-form-data':
      request.body = await multipartBody(context, itemIndex);
      for (const key of Object.keys(headers)) if (key.toLowerCase() === 'content-type') delete headers[key];
      headers['content-type'] = 'multipart/form-data';
      return;
    case 'binaryData': {
      const property = String(context.getNodeParameter('inputDataFieldName', itemIndex, ''));
      const binary = context.helpers.assertBinaryData(itemIndex, property);
      request.body = await context.helpers.getBinaryDataBuffer(itemIndex, property);
      setType(binary.mimeType || 'application/octet-stream');
      return;
    }
    case 'raw': {
      request.body = String(context.getNodeParameter('body', itemIndex, ''));
      const rawType = String(context.getNodeParameter('rawContentType', itemIndex, ''));
      if (rawType) setType(rawType);
      return;
    }
    default:
      throw new NodeOperationError(context.getNode(), `Unknown body content type "${contentType}"`, { itemIndex });
  }
}

/** The request one item makes, from the node's parameters for that item. */
export async function buildItemRequest(
  context: IExecuteFunctions, itemIndex: number, options: HttpRequestNodeOptions,
): Promise<IHttpRequestOptions> {
  const url = String(context.getNodeParameter('url', itemIndex, '') ?? '').trim();
  if (url === '') {
    throw new NodeOperationError(context.getNode(), 'The URL is empty', { itemIndex, description: 'Enter the address to send the request to.' });
  }
  const followRedirects = options.redirect?.redirect?.followRedirects ?? true;
  const request: IHttpRequestOptions = {
    url,
    method: String(context.getNodeParameter('method', itemIndex, 'GET')).toUpperCase() as IHttpRequestMethods,
    headers: {},
    returnFullResponse: true,
    ignoreHttpStatusErrors: true,
    encoding: 'arraybuffer',
    timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
    skipSslCertificateValidation: options.allowUnauthorizedCerts === true,
    disableFollowRedirect: !followRedirects,
    arrayFormat: options.queryParameterArrays ?? 'brackets',
  };
  if (followRedirects && options.redirect?.redirect?.maxRedirects !== undefined) request.maxRedirects = options.redirect.redirect.maxRedirects;
  if (context.getNodeParameter('sendQuery', itemIndex, false)) {
    request.qs = context.getNodeParameter('specifyQuery', itemIndex, 'keypair') === 'json'
      ? parseJsonParameter(context, 'jsonQuery', 'JSON query', itemIndex)
      : pairsToObject(readPairs(context, 'queryParameters', itemIndex));
  }
  if (context.getNodeParameter('sendHeaders', itemIndex, false)) {
    const given = context.getNodeParameter('specifyHeaders', itemIndex, 'keypair') === 'json'
      ? parseJsonParameter(context, 'jsonHeaders', 'JSON headers', itemIndex)
      : pairsToObject(readPairs(context, 'headerParameters', itemIndex));
    const lower = options.lowercaseHeaders ?? true;
    request.headers = Object.fromEntries(Object.entries(given).map(([name, value]) => [lower ? name.toLowerCase() : name, value]));
  }
  if (context.getNodeParameter('sendBody', itemIndex, false)) await addBody(context, request, itemIndex);
  return request;
}
