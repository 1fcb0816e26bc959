import type {
  IDataObject, IExecuteFunctions, IHookFunctions, IHttpRequestMethods, IHttpRequestOptions, ILoadOptionsFunctions, IN8nHttpFullResponse, IWebhookFunctions,
} from '@weft/workflow';
import { NodeApiError, NodeOperationError, retryAfterSeconds, sleep } from '@weft/workflow';

/* Requests to HubSpot's API (legacy v1/v2 object endpoints and CRM v3) with the credential the node's Authentication picks. */

export const HUBSPOT_API = 'https://api.hubapi.com';
export const HUBSPOT_FORMS = 'https://api.hsforms.com';

export type HubspotContext = IExecuteFunctions | ILoadOptionsFunctions | IHookFunctions | IWebhookFunctions;

const CREDENTIALS: Record<string, string> = { apiKey: 'hubspotApi', appToken: 'hubspotAppToken', oAuth2: 'hubspotOAuth2Api' };
const RATE_LIMIT_RETRIES = 2;
const LONGEST_WAIT_S = 10;

export function hubspotCredentialType(context: HubspotContext): string {
  let chosen: unknown = 'apiKey';
  try {
    // Load-options contexts take (name, fallback); execute ones (name, item, fallback).
    chosen = 'getCurrentNodeParameters' in context
      ? (context.getNodeParameter as (name: string, fallback: unknown) => unknown)('authentication', 'apiKey')
      : (context.getNodeParameter as (name: string, item: number, fallback: unknown) => unknown)('authentication', 0, 'apiKey');
  } catch {
    // The trigger has no Authentication field.
  }
  return CREDENTIALS[String(chosen)] ?? 'hubspotApi';
}

export interface HubspotRequestOptions {
  url?: string; itemIndex?: number; credentialType?: string;
  /** Sent without the credential's authentication (the developer key goes in the URL). */
  plain?: boolean;
}

const retryAfter = (response: IN8nHttpFullResponse): number => retryAfterSeconds(response.headers as IDataObject) ?? 1;

/** HubSpot's error body (`{ status: 'error', message, correlationId, category }`) as a node error a user can act on. */
export function hubspotError(context: HubspotContext, response: IN8nHttpFullResponse, itemIndex?: number): NodeApiError {
  const body = (typeof response.body === 'object' && response.body !== null ? response.body : { message: String(response.body ?? '') }) as IDataObject;
  const said = typeof body.message === 'string' ? body.message : '';
  const status = response.statusCode;
  const message = status === 401 ? 'Authorization failed - please check your credentials'
    : status === 404 ? 'The resource you are requesting could not be found'
      : status === 429 ? 'HubSpot is rate-limiting requests (429)'
        : said || `HubSpot answered with status ${status}`;
  const detail = [said, body.category ? `category ${String(body.category)}` : '', body.correlationId ? `correlation id ${String(body.correlationId)}` : '']
    .filter(Boolean).join('; ');
  return new NodeApiError(context.getNode(), body, {
    httpCode: status, message, description: detail || null, ...(itemIndex !== undefined ? { itemIndex } : {}),
  });
}

export async function hubspotRequest(
  context: HubspotContext, method: IHttpRequestMethods, path: string, body?: IDataObject | IDataObject[], qs?: IDataObject,
  options: HubspotRequestOptions = {},
): Promise<IDataObject> {
  const authenticated = context.helpers.httpRequestWithAuthentication;
  const plain = context.helpers.httpRequest;
  if (!authenticated || !plain) throw new NodeOperationError(context.getNode(), 'This context cannot make HTTP requests');
  const request: IHttpRequestOptions = {
    method, url: options.url ?? `${HUBSPOT_API}${path}`, json: true, returnFullResponse: true, ignoreHttpStatusErrors: true,
    ...(body !== undefined ? { body } : {}),
    ...(qs && Object.keys(qs).length > 0 ? { qs, arrayFormat: 'repeat' as const } : {}),
  };
  for (let attempt = 0; ; attempt++) {
    const response = (options.plain
      ? await plain.call(context, request)
      : await authenticated.call(context, options.credentialType ?? hubspotCredentialType(context), request)) as IN8nHttpFullResponse;
    if (response.statusCode === 429 && attempt < RATE_LIMIT_RETRIES && retryAfter(response) <= LONGEST_WAIT_S) {
      await sleep(retryAfter(response) * 1000);
      continue;
    }
    if (response.statusCode >= 400) throw hubspotError(context, response, options.itemIndex);
    if (response.body === undefined || response.body === '' || response.body === null) return {};
    return response.body as IDataObject;
  }
}

export interface Page { items: IDataObject[]; next?: unknown }

/** Pages from `fetch(cursor)` until the cursor runs out or `limit` items are in. */
export async function collect(fetch: (cursor: unknown) => Promise<Page>, limit = Infinity): Promise<IDataObject[]> {
  const items: IDataObject[] = [];
  let cursor: unknown;
  do {
    const page = await fetch(cursor);
    items.push(...page.items);
    cursor = page.next;
  } while (cursor !== undefined && cursor !== null && items.length < limit);
  return items.slice(0, limit);
}

/** A legacy list answer: items under `key`, more pages while `has-more`/`hasMore`, the cursor under `offsetKey`. */
export function legacyPage(answer: IDataObject, key: string, offsetKey = 'offset'): Page {
  const more = answer['has-more'] === true || answer.hasMore === true;
  return { items: (answer[key] as IDataObject[] | undefined) ?? [], next: more ? answer[offsetKey] : undefined };
}

/** A CRM v3 list or search answer: `results`, the next page's `paging.next.after`. */
export function v3Page(answer: IDataObject): Page {
  const paging = answer.paging as { next?: { after?: string } } | undefined;
  return { items: (answer.results as IDataObject[] | undefined) ?? [], next: paging?.next?.after };
}

/** Return All, or the Limit the user set for the item. */
export function wanted(context: IExecuteFunctions, item: number): number {
  return context.getNodeParameter('returnAll', item, false) ? Infinity : context.getNodeParameter('limit', item, 100) as number;
}
