import type http from 'node:http';

/*
 * What the stand-in's API files share: the parsed request, the ways to answer, and the state the
 * APIs have in common (uploaded files, the scripted answers, the log of calls).
 */

export interface FormFile { filename: string; type: string; bytes: Buffer }

export interface StandInCall {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  query: Record<string, string>;
  /** A JSON body. */
  body?: Record<string, unknown>;
  /** A multipart body: text fields as strings, files with their name, type and bytes (repeated fields as lists). */
  form?: Record<string, string | FormFile | Array<string | FormFile>>;
}

export interface StoredFile { id: string; object: 'file'; bytes: number; created_at: number; filename: string; purpose: string; status: 'processed'; content: Buffer; type: string }

export class ApiRefusal extends Error {
  constructor(readonly status: number, message: string, readonly type: string, readonly code: string | null = null, readonly param: string | null = null, readonly headers: http.OutgoingHttpHeaders = {}) {
    super(message);
  }
}

export const invalid = (message: string, param: string | null = null) => new ApiRefusal(400, message, 'invalid_request_error', null, param);
export const missing = (param: string) => invalid(`Missing required parameter: '${param}'.`, param);
export const notFound = (message: string, param: string | null = null) => new ApiRefusal(404, message, 'invalid_request_error', null, param);
export const unknownModel = (model: string) => new ApiRefusal(404, `The model \`${model}\` does not exist or you do not have access to it.`, 'invalid_request_error', 'model_not_found');
export const rateLimit = (model: string) => new ApiRefusal(429, `Rate limit reached for ${model} in organization org-standin on requests per min (RPM): Limit 3, Used 3, Requested 1. Please try again in 20s.`, 'requests', 'rate_limit_exceeded', null, { 'retry-after': '20' });

export type Reply =
  | { status?: number; json: unknown }
  | { status?: number; bytes: Buffer; contentType: string }
  | { status?: number; events: unknown[] };

export interface StandInState {
  /** Chat models the stand-in serves (also for responses and assistants). */
  models: string[];
  files: Map<string, StoredFile>;
  /** The next scripted answer (shared by chat completions and responses). */
  nextAnswer(): unknown;
  /** True once when the test asked the next API call to be rate limited. */
  takeRateLimit(): boolean;
  /** A new id with OpenAI's prefix, counting from 1. */
  id(prefix: string): string;
  /** Seconds since the epoch, fixed per stand-in so answers do not depend on the clock. */
  now(): number;
}

/** One API: answers the call, or undefined when the path is not its own. Throws ApiRefusal to refuse. */
export type StandInApi = (call: StandInCall, state: StandInState) => Promise<Reply | undefined> | Reply | undefined;

export function stringField(call: StandInCall, name: string): string | undefined {
  const value = call.form?.[name];
  return typeof value === 'string' ? value : undefined;
}

export function fileField(call: StandInCall, name: string): FormFile | undefined {
  const value = call.form?.[name];
  return typeof value === 'object' && !Array.isArray(value) ? value : undefined;
}

export function requireModel(model: unknown, known: readonly string[]): string {
  if (typeof model !== 'string' || model === '') throw missing('model');
  if (!known.includes(model)) throw unknownModel(model);
  return model;
}

export function words(value: unknown): number {
  const text = typeof value === 'string' ? value : JSON.stringify(value ?? '');
  return text.split(/\s+/).filter(Boolean).length;
}
