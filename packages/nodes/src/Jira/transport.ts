import type {
  IDataObject, IExecuteFunctions, IHookFunctions, IHttpRequestMethods, IHttpRequestOptions, ILoadOptionsFunctions, IN8nHttpFullResponse,
} from '@weft/workflow';
import { NodeApiError, NodeOperationError, retryAfterSeconds, sleep } from '@weft/workflow';

/*
 * Requests to a Jira site's REST API (`<domain>/rest/...`) with the credential the Jira Version field
 * picks: Cloud (email + API token), Server (username + password) or Server with a personal access
 * token. A rate-limited answer is retried after Retry-After; Jira's `{ errorMessages, errors }`
 * become node errors in its words.
 */

export type JiraContext = IExecuteFunctions | ILoadOptionsFunctions | IHookFunctions;

const CREDENTIALS: Record<string, string> = { cloud: 'jiraSoftwareCloudApi', server: 'jiraSoftwareServerApi', serverPat: 'jiraSoftwareServerPatApi' };

export function jiraVersion(context: JiraContext): string {
  const read = context.getNodeParameter as (name: string, index: number, fallback: unknown) => unknown;
  return String(read.call(context, 'jiraVersion', 0, 'cloud'));
}

export const isCloud = (context: JiraContext) => jiraVersion(context) === 'cloud';

export interface JiraRequest {
  method: IHttpRequestMethods; endpoint: string; body?: unknown; qs?: IDataObject; itemIndex?: number;
  headers?: Record<string, string>; binary?: boolean;
  /** A full URL (an attachment's content link) instead of the endpoint. */
  url?: string;
}

export function jiraError(context: JiraContext, response: IN8nHttpFullResponse, itemIndex?: number): NodeApiError {
  const body = (typeof response.body === 'object' && response.body !== null && !(response.body instanceof Uint8Array) ? response.body : {}) as IDataObject;
  const messages = [...((body.errorMessages as string[] | undefined) ?? []), ...Object.entries((body.errors as IDataObject | undefined) ?? {}).map(([field, text]) => `${field}: ${String(text)}`)];
  const text = messages.join('; ') || (typeof response.body === 'string' ? response.body : '') || response.statusMessage || 'Jira answered with an error';
  const status = response.statusCode;
  const known: Record<number, string> = { 401: 'Authorization failed - please check your credentials', 404: 'The resource you are requesting could not be found' };
  return new NodeApiError(context.getNode(), { ...body, message: text }, {
    httpCode: status, message: known[status] ?? text, description: known[status] ? text : `Jira answered ${status}.`, ...(itemIndex !== undefined ? { itemIndex } : {}),
  });
}

export async function jiraFullRequest(context: JiraContext, request: JiraRequest): Promise<IN8nHttpFullResponse> {
  const type = CREDENTIALS[jiraVersion(context)] ?? 'jiraSoftwareCloudApi';
  const credentials = await context.getCredentials(type);
  const domain = String(credentials.domain ?? '').trim().replace(/\/+$/, '');
  if (!/^https?:\/\//.test(domain)) throw new NodeOperationError(context.getNode(), 'The credential\'s domain must be the site\'s address, e.g. https://example.atlassian.net');
  const send = context.helpers.httpRequestWithAuthentication;
  if (!send) throw new NodeOperationError(context.getNode(), 'This context cannot make HTTP requests');
  const options: IHttpRequestOptions = {
    method: request.method, url: request.url ?? `${domain}/rest${request.endpoint}`, returnFullResponse: true, ignoreHttpStatusErrors: true,
    headers: { Accept: 'application/json', ...request.headers },
    ...(request.binary ? { encoding: 'arraybuffer' } : { json: true }),
    ...(request.body !== undefined ? { body: request.body as IDataObject } : {}),
    ...(request.qs && Object.keys(request.qs).length > 0 ? { qs: request.qs } : {}),
  };
  for (let attempt = 0; ; attempt++) {
    const response = await send.call(context, type, options) as IN8nHttpFullResponse;
    if (response.statusCode === 429) {
      const seconds = retryAfterSeconds(response.headers as IDataObject) ?? 5;
      if (attempt < 2 && seconds <= 30) { await sleep(seconds * 1000); continue; }
      const error = jiraError(context, response, request.itemIndex);
      error.message = 'Jira is rate-limiting requests';
      error.description = `Jira asked to wait ${seconds} seconds. Send fewer requests, e.g. with Loop Over Items and a Wait node.`;
      throw error;
    }
    if (response.statusCode >= 400) {
      if (request.binary && response.body instanceof Uint8Array) {
        const text = Buffer.from(response.body).toString('utf8');
        try { response.body = JSON.parse(text) as IDataObject; } catch { response.body = text; }
      }
      throw jiraError(context, response, request.itemIndex);
    }
    return response;
  }
}

/** One call; its body (`{ success: true }` for 204 No Content). */
export async function jiraRequest(context: JiraContext, request: JiraRequest): Promise<unknown> {
  const response = await jiraFullRequest(context, request);
  if (response.statusCode === 204 || response.body === '' || response.body === undefined) return { success: true };
  return response.body;
}

/** Every entry of a startAt/maxResults list (in `property`), or the first `limit`. */
export async function jiraRequestAll(context: JiraContext, request: JiraRequest, property: string, limit = Infinity): Promise<IDataObject[]> {
  const entries: IDataObject[] = [];
  let startAt = 0;
  for (;;) {
    const maxResults = Math.min(limit - entries.length, 100);
    const page = await jiraRequest(context, { ...request, qs: { ...request.qs, startAt, maxResults } }) as IDataObject;
    const values = (page[property] as IDataObject[] | undefined) ?? [];
    entries.push(...values);
    startAt += values.length;
    const total = typeof page.total === 'number' ? page.total : undefined;
    if (values.length === 0 || page.isLast === true || (total !== undefined && startAt >= total) || entries.length >= limit) break;
  }
  return entries.slice(0, limit);
}
