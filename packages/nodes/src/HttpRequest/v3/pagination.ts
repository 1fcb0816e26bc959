import type { IDataObject, IExecuteFunctions, IHttpRequestOptions, IN8nHttpFullResponse } from '@weft/workflow';
import { NodeOperationError, setPath, sleep } from '@weft/workflow';
import { statusError } from '../run-item-batches.js';
import { detectFormat } from './parse-response.js';

interface PaginationParameter {
  type?: 'qs' | 'body' | 'headers';
  name?: string;
  value?: unknown;
}

/** The Pagination option as the node stores it; values are raw (expressions unevaluated). */
export interface PaginationSettings {
  paginationMode?: 'off' | 'updateAParameterInEachRequest' | 'responseContainsNextURL';
  nextURL?: string;
  parameters?: { parameters?: PaginationParameter[] };
  paginationCompleteWhen?: 'responseIsEmpty' | 'receiveSpecificStatusCodes' | 'other';
  statusCodesWhenComplete?: string;
  completeExpression?: string;
  limitPagesFetched?: boolean;
  maxRequests?: number;
  requestInterval?: number;
}

/** What `$response` is in the pagination expressions: the last answer, its body parsed when it is JSON. */
export interface PageResponse {
  body: unknown;
  headers: IDataObject;
  statusCode: number;
}

/**
 * n8n stops a pagination that keeps getting the same answer: a completion rule that never matches
 * would otherwise request forever. Like n8n, the fourth identical answer in a row stops the node.
 */
const MAX_IDENTICAL_RESPONSES = 4;

export function isPaginationOn(settings: PaginationSettings | undefined): settings is PaginationSettings {
  return settings !== undefined && settings.paginationMode !== undefined && settings.paginationMode !== 'off';
}

function bodyText(response: IN8nHttpFullResponse): string {
  if (Buffer.isBuffer(response.body)) return response.body.toString('utf8');
  return typeof response.body === 'string' ? response.body : JSON.stringify(response.body ?? '');
}

function pageResponse(response: IN8nHttpFullResponse, text: string): PageResponse {
  const contentType = String(response.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  let body: unknown = text;
  if (detectFormat(contentType) === 'json' && text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON after all: expressions see the text.
    }
  }
  return { body, headers: response.headers, statusCode: response.statusCode };
}

/** A response without content: an empty list, empty text or nothing (an empty object is content, as in n8n). */
function isEmptyBody(body: unknown): boolean {
  return Array.isArray(body) ? body.length === 0 : !body;
}

function statusCodesOf(context: IExecuteFunctions, text: string | undefined, itemIndex: number): number[] {
  const codes = String(text ?? '').split(',').map((code) => code.trim()).filter((code) => code !== '');
  const numbers = codes.map(Number);
  if (numbers.length === 0 || numbers.some((code) => !Number.isInteger(code) || code < 100 || code > 599)) {
    throw new NodeOperationError(context.getNode(), `Invalid status codes for pagination: "${text ?? ''}"`, {
      itemIndex, description: 'Under Pagination Complete When, enter HTTP status codes separated by commas, e.g. 404, 410.',
    });
  }
  return numbers;
}

/** A raw parameter value for this page: an expression (`={{ }}`) is evaluated with the pagination variables. */
function evaluate(context: IExecuteFunctions, value: unknown, itemIndex: number, keys: Record<string, unknown>): unknown {
  if (typeof value !== 'string' || !value.startsWith('=')) return value;
  return context.evaluateExpression(value, itemIndex, keys);
}

function isPlainObject(value: unknown): value is IDataObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);
}

/** The request for the next page: the previous one with the pagination parameters or the next URL applied. */
function nextRequest(
  context: IExecuteFunctions, settings: PaginationSettings, previous: IHttpRequestOptions, itemIndex: number, keys: Record<string, unknown>,
): IHttpRequestOptions {
  // A copy that keeps a binary body a Buffer (structuredClone would not).
  const request: IHttpRequestOptions = {
    ...previous,
    qs: previous.qs ? { ...previous.qs } : undefined,
    headers: { ...(previous.headers ?? {}) },
    body: isPlainObject(previous.body) ? structuredClone(previous.body) : previous.body,
  };
  if (settings.paginationMode === 'responseContainsNextURL') {
    const next = evaluate(context, settings.nextURL ?? '', itemIndex, keys);
    const text = typeof next === 'string' ? next.trim() : '';
    let url: URL;
    try {
      // Empty would resolve to the page just fetched.
      if (text === '') throw new TypeError('no next URL');
      url = new URL(text, previous.url);
    } catch {
      throw new NodeOperationError(context.getNode(), `'${String(next)}' is not a valid URL.`, {
        itemIndex, description: 'The Next URL expression must give the address of the next page, e.g. {{ $response.body.next }}.',
      });
    }
    request.url = url.href;
    // The next URL carries its own query; the node's query parameters only fill what it leaves out.
    if (request.qs) for (const name of url.searchParams.keys()) delete request.qs[name];
    return request;
  }
  for (const parameter of settings.parameters?.parameters ?? []) {
    if (!parameter.name) continue;
    const value = evaluate(context, parameter.value ?? '', itemIndex, keys);
    const type = parameter.type ?? 'qs';
    if (type === 'body') {
      if (!isPlainObject(request.body)) request.body = {};
      setPath(request.body as IDataObject, parameter.name, value);
    } else {
      const target = (request[type] ??= {}) as IDataObject;
      target[parameter.name] = value as IDataObject[string];
    }
  }
  return request;
}

/** Whether the page just fetched is the last one, by the node's completion rule. */
function isComplete(context: IExecuteFunctions, settings: PaginationSettings, itemIndex: number, keys: Record<string, unknown>): boolean {
  const response = keys.$response as PageResponse;
  switch (settings.paginationCompleteWhen ?? 'responseIsEmpty') {
    case 'receiveSpecificStatusCodes':
      return statusCodesOf(context, settings.statusCodesWhenComplete, itemIndex).includes(response.statusCode);
    case 'other': {
      const expression = String(settings.completeExpression ?? '').trim();
      if (expression === '') {
        throw new NodeOperationError(context.getNode(), 'The Complete Expression is empty', {
          itemIndex, description: 'Enter when pagination is complete, e.g. {{ $response.body.next === null }}.',
        });
      }
      return Boolean(evaluate(context, expression.startsWith('=') ? expression : `=${expression}`, itemIndex, keys));
    }
    default:
      return isEmptyBody(response.body);
  }
}

export interface FetchedPage {
  response: IN8nHttpFullResponse;
  request: IHttpRequestOptions;
}

/**
 * n8n's HTTP Request pagination for one item: requests page after page, each built from the previous
 * answer (`$response`), the pages fetched so far (`$pageCount`, 0 for the first) and the request
 * (`$request`), until the completion rule matches, the page limit is reached or the execution is
 * cancelled. Answers every page fetched, the last one included (also when an error status such as
 * 404 ends it, as in n8n); an error status on a page that is not the last stops the node unless
 * `neverError`.
 */
export async function fetchPages(
  context: IExecuteFunctions, settings: PaginationSettings, first: IHttpRequestOptions, itemIndex: number,
  send: (request: IHttpRequestOptions) => Promise<IN8nHttpFullResponse>, neverError: boolean,
): Promise<FetchedPage[]> {
  const pages: FetchedPage[] = [];
  const signal = context.getExecutionCancelSignal();
  const maxPages = settings.limitPagesFetched === true ? Math.max(1, Number(settings.maxRequests ?? 100)) : Infinity;
  const interval = Math.max(0, Number(settings.requestInterval ?? 0));
  const keys: Record<string, unknown> = { $response: { body: {}, headers: {}, statusCode: 0 }, $pageCount: 0, $request: first };
  // The first request is the node's own; the Next URL only exists once an answer is in.
  let request = settings.paginationMode === 'responseContainsNextURL' ? first : nextRequest(context, settings, first, itemIndex, keys);
  let previousText: string | undefined;
  let identical = 0;
  for (;;) {
    if (pages.length > 0 && interval > 0) await sleep(interval, signal);
    if (signal?.aborted) break;
    const response = await send(request);
    const text = bodyText(response);
    identical = previousText === text ? identical + 1 : 1;
    previousText = text;
    if (identical >= MAX_IDENTICAL_RESPONSES) {
      throw new NodeOperationError(context.getNode(), `The returned response was identical ${MAX_IDENTICAL_RESPONSES + 1}x, so requests got stopped`, {
        itemIndex, description: 'Check if "Pagination Completed When" has been configured correctly.',
      });
    }
    pages.push({ response, request });
    keys.$response = pageResponse(response, text);
    keys.$request = request;
    keys.$pageCount = pages.length;
    if (pages.length >= maxPages || isComplete(context, settings, itemIndex, keys)) break;
    if (response.statusCode >= 400 && !neverError) throw statusError(context, response);
    request = nextRequest(context, settings, request, itemIndex, keys);
  }
  return pages;
}
