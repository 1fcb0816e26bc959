import type { INodeParameters } from '@weft/workflow';
import { CurlParseError, parseCurl } from './parse-curl';
import type { CurlRequest } from './parse-curl';

export { CurlParseError };

type Pair = { name: string; value: string };

export interface CurlImport {
  /** The HTTP Request node's parameters (n8n's names for versions 3 to 4.x). */
  parameters: INodeParameters;
  /** What the command holds that the node could not take over. */
  notes: string[];
}

/** The first version of the HTTP Request node with the parameters (and the Import cURL button) this fills. */
const FIRST_VERSION = 3;

const BODY_HEADER = 'content-type';

function pairsOf(urlencoded: string): Pair[] | undefined {
  if (urlencoded === '') return [];
  const pairs: Pair[] = [];
  for (const part of urlencoded.split('&')) {
    const equals = part.indexOf('=');
    if (equals <= 0) return undefined;
    try {
      pairs.push({ name: decodeURIComponent(part.slice(0, equals).replace(/\+/g, ' ')), value: decodeURIComponent(part.slice(equals + 1).replace(/\+/g, ' ')) });
    } catch {
      return undefined;
    }
  }
  return pairs;
}

function jsonText(text: string): string | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? JSON.stringify(value, null, 2) : undefined;
  } catch {
    return undefined;
  }
}

/** The URL without its query string, and the query's pairs; a URL without a scheme gets curl's http://. */
function splitUrl(raw: string): { url: string; query: Pair[] } {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `http://${raw}`;
  const hash = withScheme.indexOf('#');
  const noHash = hash >= 0 ? withScheme.slice(0, hash) : withScheme;
  const mark = noHash.indexOf('?');
  if (mark < 0) return { url: noHash, query: [] };
  const pairs = [...new URLSearchParams(noHash.slice(mark + 1))].map(([name, value]) => ({ name, value }));
  return { url: noHash.slice(0, mark), query: pairs };
}

function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function bodyParameters(request: CurlRequest, contentType: string | undefined, notes: string[]): INodeParameters {
  if (request.form.length > 0) {
    const parameters = request.form.map((field) => (field.file
      ? { parameterType: 'formBinaryData', name: field.name, inputDataFieldName: field.name }
      : { parameterType: 'formData', name: field.name, value: field.value }));
    for (const field of request.form.filter((one) => one.file)) {
      notes.push(`Form field "${field.name}" uploads ${field.value}: the node sends the input item's binary property "${field.name}" instead`);
    }
    return { sendBody: true, contentType: 'multipart-form-data', bodyParameters: { parameters } };
  }
  const data = request.data.join('&');
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const json = jsonText(data);
  if (request.json || type === 'application/json' || type.endsWith('+json') || (type === '' && json !== undefined)) {
    return { sendBody: true, contentType: 'json', specifyBody: 'json', jsonBody: json ?? data };
  }
  if (type === '' || type === 'application/x-www-form-urlencoded') {
    const pairs = pairsOf(data);
    if (pairs) return { sendBody: true, contentType: 'form-urlencoded', specifyBody: 'keypair', bodyParameters: { parameters: pairs } };
  }
  return { sendBody: true, contentType: 'raw', rawContentType: contentType ?? 'application/x-www-form-urlencoded', body: data };
}

/**
 * A curl command as the HTTP Request node's parameters, the way n8n's Import cURL fills them: method,
 * URL (its query string as query parameters), headers, body (JSON, form-urlencoded, multipart or raw),
 * `-u` as a basic Authorization header, and the options curl's flags map to. Throws CurlParseError.
 */
export function curlToHttpRequest(command: string, nodeVersion: number): CurlImport {
  if (nodeVersion < FIRST_VERSION) throw new CurlParseError(`Version ${nodeVersion} of the HTTP Request node cannot import cURL; use version ${FIRST_VERSION} or later.`);
  const request = parseCurl(command);
  const notes = [...request.notes];
  const { url, query } = splitUrl(request.url);
  const headers: Pair[] = [...request.headers];
  if (request.json) {
    if (!headers.some((header) => header.name.toLowerCase() === BODY_HEADER)) headers.push({ name: 'Content-Type', value: 'application/json' });
    if (!headers.some((header) => header.name.toLowerCase() === 'accept')) headers.push({ name: 'Accept', value: 'application/json' });
  }
  if (request.user !== undefined) {
    const user = request.user.includes(':') ? request.user : `${request.user}:`;
    headers.push({ name: 'Authorization', value: `Basic ${toBase64(user)}` });
  }
  const hasBody = request.data.length > 0 || request.form.length > 0;
  if (request.get && request.data.length > 0) {
    const pairs = pairsOf(request.data.join('&'));
    if (!pairs) throw new CurlParseError('With -G the data must be name=value pairs, to go into the query string.');
    query.push(...pairs);
  }
  const method = request.method ?? (request.head ? 'HEAD' : hasBody && !request.get ? 'POST' : 'GET');

  const parameters: INodeParameters = { method, url };
  if (query.length > 0) Object.assign(parameters, { sendQuery: true, specifyQuery: 'keypair', queryParameters: { parameters: query } });
  const contentType = headers.find((header) => header.name.toLowerCase() === BODY_HEADER)?.value;
  let body: INodeParameters = {};
  if (hasBody && !(request.get && request.form.length === 0)) body = bodyParameters(request, contentType, notes);
  // The node writes the content type of JSON, form and multipart bodies itself (with the multipart boundary).
  const bodySetsType = body.contentType !== undefined && body.contentType !== 'raw';
  const sent = headers.filter((header) => !(bodySetsType && header.name.toLowerCase() === BODY_HEADER));
  if (sent.length > 0) Object.assign(parameters, { sendHeaders: true, specifyHeaders: 'keypair', headerParameters: { parameters: sent } });
  Object.assign(parameters, body);

  const options: INodeParameters = {};
  if (request.insecure) options.allowUnauthorizedCerts = true;
  if (request.proxy) options.proxy = request.proxy;
  if (request.maxTime !== undefined) options.timeout = Math.round(request.maxTime * 1000);
  parameters.options = options;
  return { parameters, notes };
}
