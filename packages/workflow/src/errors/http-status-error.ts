import type { IDataObject, INode } from '../model/index.js';
import { NodeApiError } from './node-error.js';

/** An HTTP answer with an error status, as the HTTP helpers and the HTTP Request node see it. */
export interface HttpStatusAnswer {
  statusCode: number;
  statusMessage: string;
  /** Parsed JSON, text, or bytes. */
  body: unknown;
  /** The answer's headers, names in lower case. */
  headers?: IDataObject;
}

/** The seconds an answer's Retry-After asks to wait (a number of seconds, or an HTTP date); undefined when there is none. */
export function retryAfterSeconds(headers: IDataObject | undefined, now = Date.now()): number | undefined {
  const raw = headers?.['retry-after'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim();
  const seconds = /^\d+$/.test(text) ? Number(text) : Math.ceil((Date.parse(text) - now) / 1000);
  return Number.isFinite(seconds) ? Math.max(seconds, 0) : undefined;
}

/** The wait a 429 or 503 answer's Retry-After asks for, in words; undefined when there is none. */
export function retryAfterText(headers: IDataObject | undefined, now = Date.now()): string | undefined {
  const seconds = retryAfterSeconds(headers, now);
  if (seconds === undefined) return undefined;
  if (seconds === 0) return 'The service asks to try again now.';
  return `The service asks to wait ${seconds} second${seconds === 1 ? '' : 's'} before trying again.`;
}

function bodyText(body: unknown): string {
  if (body === undefined || body === null || body === '') return '';
  // Bytes (a Node Buffer is a Uint8Array): shown as UTF-8 text.
  if (body instanceof Uint8Array) return new TextDecoder().decode(body);
  return typeof body === 'string' ? body : JSON.stringify(body);
}

function serverMessage(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim() === '' ? undefined : body.slice(0, 500);
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as IDataObject;
  const nested = typeof record.error === 'object' && record.error !== null ? record.error as IDataObject : undefined;
  // Some services list their errors (`{ errors: [{ message }] }`, e.g. Airtable's rate limit); the first one speaks.
  // `description`: the Telegram Bot API's `{ ok: false, error_code, description }`.
  const listed = Array.isArray(record.errors) && typeof record.errors[0] === 'object' && record.errors[0] !== null ? record.errors[0] as IDataObject : undefined;
  for (const candidate of [record.message, nested?.message, record.error, listed?.message, record.error_description, record.detail, record.description]) {
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate;
  }
  return undefined;
}

/** The node error for an error status: a NodeApiError carrying the status and what the server said. */
export function httpStatusNodeError(node: INode, answer: HttpStatusAnswer): NodeApiError {
  const text = bodyText(answer.body);
  const message = serverMessage(answer.body);
  const wait = answer.statusCode === 429 || answer.statusCode === 503 ? retryAfterText(answer.headers) : undefined;
  return new NodeApiError(node, {
    ...(message !== undefined ? { message } : {}),
    statusCode: answer.statusCode,
    statusMessage: answer.statusMessage,
    // Kept so that a node rewording the error can still say how long to wait.
    ...(wait ? { retryAfter: wait } : {}),
    body: (typeof answer.body === 'object' && !(answer.body instanceof Uint8Array) ? answer.body : text) as IDataObject,
  }, {
    httpCode: answer.statusCode,
    description: `${answer.statusCode} - ${text === '' ? answer.statusMessage : text.slice(0, 1000)}${wait ? ` ${wait}` : ''}`,
  });
}
