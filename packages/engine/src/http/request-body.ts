import { Readable } from 'node:stream';
import { collectBytes } from './http-transport.js';
import { stringifyQuery } from './query-string.js';

export interface EncodedBody {
  body?: Buffer;
  /** Set when the encoding decides the content type (JSON, form, multipart with its boundary). */
  contentType?: string;
}

/** A multipart field given as an object: bytes with a file name and type (request's `formData` style). */
interface FileField {
  value: unknown;
  options?: { filename?: string; contentType?: string };
}

function isFileField(value: unknown): value is FileField {
  return typeof value === 'object' && value !== null && 'value' in value && !(value instanceof Uint8Array);
}

function isStream(value: unknown): value is AsyncIterable<Uint8Array> {
  return value instanceof Readable || (typeof value === 'object' && value !== null && typeof (value as ReadableStream).getReader === 'function');
}

async function appendField(form: FormData, name: string, value: unknown): Promise<void> {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    for (const entry of value) await appendField(form, name, entry);
    return;
  }
  if (isFileField(value)) {
    const bytes = await toBytes(value.value);
    const blob = new Blob([bytes], { type: value.options?.contentType ?? 'application/octet-stream' });
    form.append(name, blob, value.options?.filename ?? name);
    return;
  }
  if (value instanceof Uint8Array || isStream(value)) {
    form.append(name, new Blob([await toBytes(value)], { type: 'application/octet-stream' }), name);
    return;
  }
  if (value instanceof Blob) {
    form.append(name, value);
    return;
  }
  form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
}

async function toBytes(value: unknown): Promise<Buffer> {
  if (value instanceof Uint8Array || isStream(value)) return collectBytes(value as Uint8Array);
  if (value instanceof Blob) return Buffer.from(await value.arrayBuffer());
  return Buffer.from(typeof value === 'object' ? JSON.stringify(value) : String(value));
}

/** Builds a FormData from a plain object (strings, numbers, bytes, `{ value, options }` file fields). */
export async function toFormData(fields: Record<string, unknown>): Promise<FormData> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) await appendField(form, name, value);
  return form;
}

/** multipart/form-data bytes with their boundary, written by the platform's own encoder. */
export async function encodeFormData(form: FormData): Promise<EncodedBody> {
  const response = new Response(form);
  return {
    body: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? 'multipart/form-data',
  };
}

/**
 * A request body as bytes. Objects are JSON unless `contentType` asks for a form; URLSearchParams and
 * FormData encode as forms; bytes, streams and strings are sent as they are.
 */
export async function encodeBody(body: unknown, contentType: string | undefined): Promise<EncodedBody> {
  if (body === undefined || body === null) return {};
  const type = contentType?.toLowerCase() ?? '';
  if (body instanceof URLSearchParams) {
    return { body: Buffer.from(body.toString()), contentType: 'application/x-www-form-urlencoded' };
  }
  if (body instanceof FormData) return encodeFormData(body);
  if (typeof body === 'string') return { body: Buffer.from(body) };
  if (body instanceof Uint8Array || body instanceof ArrayBuffer || isStream(body)) {
    return { body: body instanceof ArrayBuffer ? Buffer.from(body) : await collectBytes(body as Uint8Array) };
  }
  if (body instanceof Blob) return { body: Buffer.from(await body.arrayBuffer()), contentType: body.type || undefined };
  if (typeof body === 'object') {
    if (type.startsWith('application/x-www-form-urlencoded')) {
      return { body: Buffer.from(stringifyQuery(body as Record<string, unknown>, 'indices')) };
    }
    if (type.startsWith('multipart/form-data')) {
      // The boundary is ours: a content-type without one set by the caller is replaced.
      return encodeFormData(await toFormData(body as Record<string, unknown>));
    }
    return { body: Buffer.from(JSON.stringify(body)), contentType: type === '' ? 'application/json' : undefined };
  }
  return { body: Buffer.from(String(body)) };
}
