import type {
  IDataObject, IExecuteFunctions, IHookFunctions, IHttpRequestMethods, IHttpRequestOptions, ILoadOptionsFunctions,
  IN8nHttpFullResponse, IWebhookFunctions,
} from '@weft/workflow';
import { httpStatusNodeError, NodeApiError, sleep } from '@weft/workflow';
import { slackAnswerError } from './slack-errors.js';

export const SLACK_API = 'https://slack.com/api';

export type SlackContext = IExecuteFunctions | ILoadOptionsFunctions | IWebhookFunctions | IHookFunctions;

/** How often a rate-limited call is sent again, and the longest Retry-After we wait for. */
const RATE_LIMIT_RETRIES = 2;
const LONGEST_WAIT_S = 30;

/** The credential type the node's Authentication field selects (the trigger has only the token). */
export function slackCredentialType(context: SlackContext): string {
  let authentication: unknown = 'accessToken';
  try {
    authentication = (context.getNodeParameter as (name: string, ...rest: unknown[]) => unknown)('authentication', 0, 'accessToken');
  } catch {
    // A node without the field (the trigger) uses the token credential.
  }
  // Load-options contexts take (name, fallback): the index lands as the fallback there.
  return authentication === 'oAuth2' ? 'slackOAuth2Api' : 'slackApi';
}

export interface SlackRequestOptions {
  /** Send the body as application/x-www-form-urlencoded (the methods that take no JSON). */
  form?: boolean;
  /** A multipart body (the legacy files.upload). */
  formData?: FormData;
  itemIndex?: number;
}

function retryAfterSeconds(response: IN8nHttpFullResponse): number {
  const header = response.headers['retry-after'];
  const seconds = Number(Array.isArray(header) ? header[0] : header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : 1;
}

/**
 * One Slack Web API call (`https://slack.com/api/<method>`) with the node's credential. A rate-limited
 * call (429) is sent again after the Retry-After Slack names; an answer with `ok: false` becomes a node
 * error in plain words. Answers the parsed body.
 */
export async function slackApiRequest(
  context: SlackContext, method: IHttpRequestMethods, endpoint: string, body: IDataObject = {}, qs: IDataObject = {},
  options: SlackRequestOptions = {},
): Promise<IDataObject> {
  const request: IHttpRequestOptions = {
    method, url: `${SLACK_API}/${endpoint.replace(/^\//, '')}`, qs, json: true, returnFullResponse: true, ignoreHttpStatusErrors: true,
  };
  if (method !== 'GET') {
    if (options.formData) request.body = options.formData;
    else if (options.form) request.body = new URLSearchParams(formFields(body));
    else {
      request.body = body;
      request.headers = { 'content-type': 'application/json; charset=utf-8' };
    }
  }
  const send = await sender(context);
  for (let attempt = 0; ; attempt++) {
    const response = await send(request) as IN8nHttpFullResponse;
    if (response.statusCode === 429) {
      const wait = retryAfterSeconds(response);
      if (attempt < RATE_LIMIT_RETRIES && wait <= LONGEST_WAIT_S) {
        await sleep(wait * 1000);
        continue;
      }
      throw new NodeApiError(context.getNode(), { error: 'ratelimited', retryAfter: wait }, {
        httpCode: 429,
        message: 'Slack is rate-limiting requests (429)',
        description: `Slack asked to wait ${wait} seconds before the next call to ${endpoint}. Send fewer requests, e.g. with Loop Over Items and a Wait node.`,
        ...(options.itemIndex !== undefined ? { itemIndex: options.itemIndex } : {}),
      });
    }
    if (response.statusCode >= 400) {
      throw httpStatusNodeError(context.getNode(), { statusCode: response.statusCode, statusMessage: response.statusMessage ?? '', body: response.body });
    }
    const answer = (typeof response.body === 'object' && response.body !== null ? response.body : {}) as IDataObject;
    if (answer.ok === false) throw slackAnswerError(context.getNode(), answer, options.itemIndex);
    return answer;
  }
}

type Helpers = Partial<Pick<IExecuteFunctions['helpers'], 'httpRequestWithAuthentication' | 'requestOAuth2'>>;

/**
 * How requests go out: with the token credential as it authenticates, or with OAuth2 as Bearer. Slack
 * grants the user's token (the user scopes the credential asks for) as `authed_user.access_token` and
 * names its token types "bot" and "user", which are not HTTP schemes.
 */
async function sender(context: SlackContext): Promise<(request: IHttpRequestOptions) => Promise<unknown>> {
  const helpers = (context as { helpers?: unknown }).helpers as Helpers;
  const credentialType = slackCredentialType(context);
  if (credentialType === 'slackOAuth2Api' && helpers.requestOAuth2) {
    const data = await context.getCredentials(credentialType) as { oauthTokenData?: { authed_user?: { access_token?: unknown } } };
    const userToken = typeof data.oauthTokenData?.authed_user?.access_token === 'string';
    const options = { tokenType: 'Bearer', ...(userToken ? { property: 'authed_user.access_token' } : {}) };
    return (request) => helpers.requestOAuth2!.call(context, credentialType, request, options, true);
  }
  if (!helpers.httpRequestWithAuthentication) throw new Error('This context cannot send requests to Slack');
  return (request) => helpers.httpRequestWithAuthentication!.call(context, credentialType, request);
}

/** Form fields as text: lists and objects are sent as JSON, as Slack's form-encoded methods expect. */
function formFields(body: IDataObject): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    fields[key] = typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return fields;
}

/** Where a paginated answer says the next page is: the cursor, or the page number of `paging`. */
function nextPage(answer: IDataObject, listContainer?: string): { cursor?: string; page?: number } | undefined {
  const cursor = (answer.response_metadata as IDataObject | undefined)?.next_cursor;
  if (typeof cursor === 'string' && cursor !== '') return { cursor };
  const holder = listContainer ? answer[listContainer] as IDataObject | undefined : answer;
  const paging = (holder?.paging ?? answer.paging) as IDataObject | undefined;
  if (paging && Number(paging.page) < Number(paging.pages)) return { page: Number(paging.page) + 1 };
  return undefined;
}

function listOf(answer: IDataObject, path: string): IDataObject[] {
  let value: unknown = answer;
  for (const key of path.split('.')) value = (value as IDataObject | undefined)?.[key];
  return Array.isArray(value) ? value as IDataObject[] : [];
}

/**
 * Every item of a list method (`path` names the list in the answer, e.g. `channels` or
 * `messages.matches`), following Slack's cursor (`response_metadata.next_cursor`) or, for the search
 * and files methods, its page numbers. `max` stops early once that many items are in.
 */
export async function slackApiRequestAllItems(
  context: SlackContext, path: string, method: IHttpRequestMethods, endpoint: string, body: IDataObject = {}, qs: IDataObject = {},
  max = Infinity, itemIndex?: number,
): Promise<IDataObject[]> {
  const all: IDataObject[] = [];
  const query: IDataObject = { ...qs };
  const paged = path.includes('.') || endpoint.startsWith('files.list');
  if (paged) query.count ??= 100;
  else query.limit ??= 200;
  for (;;) {
    const answer = await slackApiRequest(context, method, endpoint, body, query, { itemIndex });
    all.push(...listOf(answer, path));
    if (all.length >= max) return all.slice(0, max);
    const next = nextPage(answer, path.split('.')[0]);
    if (!next) return all;
    if (next.cursor !== undefined) query.cursor = next.cursor;
    else query.page = next.page;
  }
}
