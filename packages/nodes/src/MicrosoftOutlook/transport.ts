import type { IDataObject, IExecuteFunctions, IHttpRequestMethods, IHttpRequestOptions, ILoadOptionsFunctions, IN8nHttpFullResponse, IPollFunctions } from '@weft/workflow';
import { NodeApiError, NodeOperationError, retryAfterSeconds, sleep } from '@weft/workflow';

/*
 * Microsoft Graph requests with the microsoftOutlookOAuth2Api credential: the signed-in user's mailbox
 * (/me) or the shared one the credential names (/users/{upn}); `@odata.nextLink` paging; throttling
 * (429, 503) waited out as Retry-After says; Graph's `{ error: { code, message } }` made the node's error.
 */

export type OutlookContext = IExecuteFunctions | ILoadOptionsFunctions | IPollFunctions;

export const GRAPH = 'https://graph.microsoft.com/v1.0';
const CREDENTIAL = 'microsoftOutlookOAuth2Api';
/** Throttled calls are tried this many times in all. */
const ATTEMPTS = 3;
/** The longest Retry-After the node waits; a longer one is reported instead. */
const MAX_WAIT_SECONDS = 30;

const MESSAGES: Record<number, string> = {
  400: 'Bad request - please check your parameters',
  401: 'Authorization failed - please check your credentials',
  403: 'Forbidden - perhaps check your credentials?',
  404: 'The resource you are requesting could not be found',
  409: 'Conflict - the item already exists',
  413: 'The request is too large for Microsoft Graph',
  429: 'The service is receiving too many requests from you',
  500: 'The service was not able to process your request',
  503: 'Service unavailable - try again later',
};

/** The mailbox root the credential works in. */
export async function mailboxRoot(context: OutlookContext): Promise<string> {
  const credentials = await context.getCredentials<IDataObject>(CREDENTIAL);
  const upn = String(credentials.userPrincipalName ?? '').trim();
  return credentials.useShared === true && upn !== '' ? `${GRAPH}/users/${encodeURIComponent(upn)}` : `${GRAPH}/me`;
}

export interface GraphRequest {
  method?: IHttpRequestMethods;
  /** Below the mailbox root (`/messages`), or a whole URL (a nextLink). */
  path: string;
  body?: IDataObject;
  qs?: IDataObject;
  /** Answer the bytes (a `$value` download). */
  binary?: boolean;
  itemIndex?: number;
}


function apiError(context: OutlookContext, response: IN8nHttpFullResponse, itemIndex?: number): NodeApiError {
  let body = response.body as unknown;
  if (body instanceof Uint8Array || body instanceof ArrayBuffer) {
    try { body = JSON.parse(Buffer.from(body as Uint8Array).toString('utf8')); } catch { body = {}; }
  }
  const graph = ((body as IDataObject | undefined)?.error ?? {}) as IDataObject;
  const detail = typeof graph.message === 'string' && graph.message !== '' ? graph.message : response.statusMessage ?? '';
  return new NodeApiError(context.getNode(), { ...(body as IDataObject), statusCode: response.statusCode }, {
    httpCode: response.statusCode,
    message: MESSAGES[response.statusCode] ?? `Microsoft Graph answered ${response.statusCode}`,
    description: graph.code ? `${String(graph.code)}: ${detail}` : detail,
    ...(itemIndex !== undefined ? { itemIndex } : {}),
  });
}

export async function graphRequest(context: OutlookContext, request: GraphRequest): Promise<unknown> {
  const send = context.helpers.httpRequestWithAuthentication;
  if (!send) throw new NodeOperationError(context.getNode(), 'This context cannot make HTTP requests');
  const url = /^https?:\/\//.test(request.path) ? request.path : `${await mailboxRoot(context)}${request.path}`;
  const options: IHttpRequestOptions = {
    method: request.method ?? 'GET', url, returnFullResponse: true, ignoreHttpStatusErrors: true,
    ...(request.binary ? { encoding: 'arraybuffer' } : { json: true }),
    ...(request.body ? { body: request.body } : {}),
    ...(request.qs && Object.keys(request.qs).length > 0 ? { qs: request.qs } : {}),
  };
  for (let attempt = 1; ; attempt++) {
    const response = await send.call(context, CREDENTIAL, options) as IN8nHttpFullResponse;
    if (response.statusCode < 400) {
      if (request.binary) return Buffer.from(response.body as Uint8Array);
      return response.body === '' || response.body === undefined ? {} : response.body;
    }
    const retryAfter = retryAfterSeconds(response.headers as IDataObject | undefined) ?? NaN;
    const throttled = response.statusCode === 429 || response.statusCode === 503;
    if (!throttled || attempt >= ATTEMPTS || !(retryAfter >= 0) || retryAfter > MAX_WAIT_SECONDS) throw apiError(context, response, request.itemIndex);
    await sleep(retryAfter * 1000);
  }
}

/** A list's entries, following `@odata.nextLink` until `limit` are there (all of them without one). */
export async function graphRequestAll(context: OutlookContext, path: string, qs: IDataObject = {}, limit = Infinity, itemIndex?: number): Promise<IDataObject[]> {
  const found: IDataObject[] = [];
  const top = Number.isFinite(limit) ? Math.min(limit, 1000) : 100;
  let page = await graphRequest(context, { path, qs: { ...qs, $top: top }, ...(itemIndex !== undefined ? { itemIndex } : {}) }) as IDataObject;
  for (;;) {
    found.push(...((page.value as IDataObject[] | undefined) ?? []));
    const next = page['@odata.nextLink'];
    if (typeof next !== 'string' || found.length >= limit) break;
    page = await graphRequest(context, { path: next, ...(itemIndex !== undefined ? { itemIndex } : {}) }) as IDataObject;
  }
  return found.slice(0, limit);
}

/** All entries, or the first `limit`, as the node's Return All and Limit say. */
export async function graphList(context: IExecuteFunctions, itemIndex: number, path: string, qs: IDataObject = {}): Promise<IDataObject[]> {
  const returnAll = context.getNodeParameter('returnAll', itemIndex, false) === true;
  const limit = returnAll ? Infinity : Number(context.getNodeParameter('limit', itemIndex, 100));
  return graphRequestAll(context, path, qs, limit, itemIndex);
}

/** A path segment from an id the user gave (Graph ids hold `/`, `+` and `=`). */
export const segment = (id: string) => encodeURIComponent(id);
