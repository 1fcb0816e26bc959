import type { IncomingHttpHeaders } from 'node:http';
import type { WebhookRequest } from '@weft/engine';
import type { IDataObject } from '@weft/workflow';
import { isNestedDeeperThan, MAX_JSON_DEPTH, tooDeeplyNestedMessage } from '@weft/workflow/validation';

/** The body could not be read as its content type says. */
export class WebhookBodyError extends Error {}

/** A webhook call as it arrived: the request line, headers and body bytes (undefined when empty). */
export interface IncomingWebhookCall {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  query: IDataObject;
  raw: Buffer | undefined;
  ip: string | undefined;
}

function mediaType(call: IncomingWebhookCall): string {
  const header = call.headers['content-type'];
  // Most calls say exactly this: no three strings made to find it out.
  if (header === 'application/json') return header;
  return (typeof header === 'string' ? header.split(';')[0] ?? '' : '').trim().toLowerCase();
}

function formFields(text: string): IDataObject {
  const fields: IDataObject = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const existing = fields[key];
    if (existing === undefined) fields[key] = value;
    else if (Array.isArray(existing)) (existing as string[]).push(value);
    else fields[key] = [existing as string, value];
  }
  return fields;
}

/**
 * The parsed body a webhook node reads (`getBodyData`): JSON and form fields become objects; anything
 * else (binary, text, multipart) is left to the node, which has the bytes as `rawBody`. JSON is parsed
 * once, here.
 */
function parseBody(type: string, raw: Buffer | undefined): unknown {
  if (!raw || raw.length === 0) return undefined;
  if (type === 'application/json' || type.endsWith('+json')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new WebhookBodyError('The request body is not valid JSON');
    }
    // The run data it becomes is stored and shown through recursive walks (JSON.stringify among them).
    if (isNestedDeeperThan(parsed, MAX_JSON_DEPTH)) throw new WebhookBodyError(tooDeeplyNestedMessage('The request body'));
    return parsed;
  }
  if (type === 'application/x-www-form-urlencoded') return formFields(raw.toString('utf8'));
  return undefined;
}

type UploadedFile = NonNullable<WebhookRequest['files']>[number];

/** multipart/form-data: text fields become the body (repeated names an array), files are listed apart. */
async function parseMultipart(contentType: string, raw: Buffer): Promise<{ body: IDataObject; files: UploadedFile[] }> {
  let form: FormData;
  try {
    form = await new Response(raw, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new WebhookBodyError('The multipart body could not be read');
  }
  const body: IDataObject = {};
  const files: UploadedFile[] = [];
  for (const [fieldName, value] of form) {
    if (typeof value === 'string') {
      const existing = body[fieldName];
      if (existing === undefined) body[fieldName] = value;
      else if (Array.isArray(existing)) (existing as string[]).push(value);
      else body[fieldName] = [existing as string, value];
    } else {
      files.push({
        fieldName, data: new Uint8Array(await value.arrayBuffer()),
        ...(value.name ? { fileName: value.name } : {}), ...(value.type ? { mimeType: value.type } : {}),
      });
    }
  }
  return { body, files };
}

/**
 * The framework-free request the engine's webhook handling takes: at once, or a promise when a
 * multipart body has to be read first (the usual JSON call costs no turn of the event loop).
 */
export function toWebhookRequest(call: IncomingWebhookCall): WebhookRequest | Promise<WebhookRequest> {
  const { raw } = call;
  const type = mediaType(call);
  if (type === 'multipart/form-data' && raw) {
    return parseMultipart(call.headers['content-type'] as string, raw)
      .then(({ body, files }) => webhookRequest(call, body, files));
  }
  return webhookRequest(call, parseBody(type, raw), undefined);
}

function webhookRequest(call: IncomingWebhookCall, body: unknown, files: UploadedFile[] | undefined): WebhookRequest {
  // One shape for every request (absent fields undefined), so that reading it stays monomorphic.
  return {
    method: call.method,
    url: call.url,
    headers: call.headers,
    query: call.query,
    params: {},
    body,
    files: files && files.length > 0 ? files : undefined,
    rawBody: call.raw,
    ip: call.ip,
  };
}
