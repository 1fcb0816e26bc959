import { errorResponseSchema } from '@weft/contracts';
import type { RouteBody, RouteDefinition, RouteParams, RouteQuery, RouteResponse } from '@weft/contracts';
import { ApiError } from './api-error';

export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

/** The text the client puts into errors it makes itself (the server's own messages pass through). */
export interface ApiClientMessages {
  unreachable: string;
  requestFailed: (status: number) => string;
  invalidAnswer: string;
  invalidAnswerHint: string;
}

export interface ApiClientOptions {
  /** The REST base, e.g. `/rest` or `/weft/rest`, without a trailing slash. */
  baseUrl: string;
  fetch: FetchFunction;
  messages: ApiClientMessages;
  /** Sent with every request (the editor tab's push session). */
  headers?: Record<string, string>;
}

export interface RequestArgs<T extends RouteDefinition> {
  params?: RouteParams<T>;
  query?: RouteQuery<T>;
  body?: RouteBody<T>;
  signal?: AbortSignal;
}

export interface ApiClient {
  request<T extends RouteDefinition>(route: T, args?: RequestArgs<T>): Promise<RouteResponse<T>>;
}

type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number | boolean>;

/** `${basePath}rest`: the REST base under the base path the editor is served from. */
export function restBaseUrl(basePath: string): string {
  const withSlash = basePath.endsWith('/') ? basePath : `${basePath}/`;
  return `${withSlash}rest`;
}

function fillPath(path: string, params: unknown): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

function queryString(query: unknown): string {
  if (query === undefined || query === null) return '';
  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(query as Record<string, QueryValue>)) {
    if (raw === undefined || raw === null) continue;
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The URL of a route: path parameters filled in (encoded), query appended, under the REST base. */
export function buildUrl(baseUrl: string, route: RouteDefinition, params?: unknown, query?: unknown): string {
  const base = baseUrl.endsWith('/') ? baseUrl.slice(0, -1) : baseUrl;
  return `${base}${fillPath(route.path, params)}${queryString(query)}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function httpError(status: number, payload: unknown, messages: ApiClientMessages): ApiError {
  const parsed = errorResponseSchema.safeParse(payload);
  if (parsed.success) {
    return new ApiError(parsed.data.message, {
      kind: 'http', code: parsed.data.code, httpStatus: status, hint: parsed.data.hint,
    });
  }
  return new ApiError(messages.requestFailed(status), { kind: 'http', code: status, httpStatus: status });
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { baseUrl, fetch, messages, headers: extraHeaders = {} } = options;

  async function request<T extends RouteDefinition>(route: T, args: RequestArgs<T> = {}): Promise<RouteResponse<T>> {
    const url = buildUrl(baseUrl, route, args.params, args.query);
    const hasBody = args.body !== undefined && route.method !== 'GET';
    const init: RequestInit = {
      method: route.method,
      credentials: 'same-origin',
      headers: hasBody
        ? { ...extraHeaders, Accept: 'application/json', 'Content-Type': 'application/json' }
        : { ...extraHeaders, Accept: 'application/json' },
      body: hasBody ? JSON.stringify(args.body) : undefined,
      signal: args.signal,
    };

    let response: Response;
    try {
      response = await fetch(url, init);
    } catch (error) {
      // A cancelled request is not a failure to report; let the caller see the abort as it is.
      if (args.signal?.aborted) throw error;
      throw new ApiError(messages.unreachable, { kind: 'network' }, { cause: error });
    }

    const payload = await readJson(response);
    if (!response.ok) throw httpError(response.status, payload, messages);

    const envelope = payload as { data?: unknown } | undefined;
    const parsed = envelope && 'data' in envelope ? route.response.safeParse(envelope.data) : undefined;
    if (!parsed?.success) {
      throw new ApiError(messages.invalidAnswer, {
        kind: 'invalid-answer', httpStatus: response.status, hint: messages.invalidAnswerHint,
      }, { cause: parsed?.error });
    }
    return parsed.data as RouteResponse<T>;
  }

  return { request };
}
