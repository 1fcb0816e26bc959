import type { IDataObject, IExecuteFunctions, IHttpRequestMethods, ILoadOptionsFunctions, IN8nHttpFullResponse } from '@weft/workflow';
import { NodeApiError, NodeOperationError } from '@weft/workflow';
import type { RequestSettings } from '../shared/request-options.description.js';

/* Requests to the public API v1 of an n8n (or Weft) instance, with the node's n8nApi credential. */

export type N8nApiContext = IExecuteFunctions | ILoadOptionsFunctions;


export interface ApiCall {
  method: IHttpRequestMethods;
  /** Under the credential's base URL, starting with a slash: `/workflows`. */
  path: string;
  qs?: IDataObject;
  body?: IDataObject;
  itemIndex?: number;
  settings?: RequestSettings;
}

/** A page of a list: n8n's `{ data, nextCursor }`. */
export interface ApiPage { data: IDataObject[]; nextCursor?: string | null }

/** The page size the node asks for when it reads every page (the API's own default). */
export const PAGE_SIZE = 100;

/** What to check after each error status, beyond the API's own message. */
const HINTS: Record<number, string> = {
  401: 'Check the API key of the n8n API credential: the instance does not accept it.',
  403: 'The API key\'s user may not do this.',
  404: 'Check the ID: the instance has nothing by that ID that the API key\'s user can reach.',
  429: 'The instance is limiting the requests of this API key: wait a moment, or send fewer requests (Request Options → Batching).',
};

async function baseUrlOf(context: N8nApiContext, itemIndex?: number): Promise<string> {
  const credentials = await context.getCredentials('n8nApi', itemIndex) as { baseUrl?: string };
  const baseUrl = String(credentials.baseUrl ?? '').trim().replace(/\/+$/, '');
  if (baseUrl === '') {
    throw new NodeOperationError(context.getNode(), 'The n8n API credential has no Base URL', {
      ...(itemIndex !== undefined ? { itemIndex } : {}),
      description: 'Set it to the instance\'s API address, e.g. http://localhost:5678/api/v1',
    });
  }
  return baseUrl;
}

/** The API's own explanation of an error answer (`{ message }`), else the HTTP status text. */
function apiMessage(response: IN8nHttpFullResponse): string {
  const { body } = response;
  if (typeof body === 'object' && body !== null && typeof (body as IDataObject).message === 'string') return String((body as IDataObject).message);
  if (typeof body === 'string' && body.trim() !== '') return body.trim().slice(0, 300);
  return response.statusMessage ?? 'error';
}

/** One call to the API; answers the parsed body of a successful answer, a node error for anything else. */
export async function apiRequest(context: N8nApiContext, call: ApiCall): Promise<IDataObject> {
  const { method, path, qs, body, itemIndex, settings = {} } = call;
  const where = itemIndex !== undefined ? { itemIndex } : {};
  const baseUrl = await baseUrlOf(context, itemIndex);
  const send = context.helpers.httpRequestWithAuthentication;
  if (!send) throw new NodeOperationError(context.getNode(), 'This context cannot send requests to the n8n API');
  let response: IN8nHttpFullResponse;
  try {
    response = await send.call(context, 'n8nApi', {
      method, url: `${baseUrl}${path}`, json: true, returnFullResponse: true, ignoreHttpStatusErrors: true,
      headers: { Accept: 'application/json' },
      ...(qs && Object.keys(qs).length > 0 ? { qs } : {}),
      ...(body !== undefined ? { body } : {}),
      ...(settings.timeout !== undefined ? { timeout: settings.timeout } : {}),
      ...(settings.allowUnauthorizedCerts ? { skipSslCertificateValidation: true } : {}),
    }) as IN8nHttpFullResponse;
  } catch (error) {
    // Status errors are answers (ignoreHttpStatusErrors): what is thrown here never reached the API.
    throw new NodeApiError(context.getNode(), error as Error, {
      ...where,
      message: `The n8n API at ${baseUrl} could not be reached`,
      description: `${(error as Error).message}. Check the Base URL of the n8n API credential and that the instance is running.`,
    });
  }
  if (response.statusCode >= 400) {
    const explanation = apiMessage(response);
    throw new NodeApiError(context.getNode(), { message: explanation, statusCode: response.statusCode }, {
      ...where, httpCode: String(response.statusCode),
      message: `The n8n API answered ${response.statusCode}: ${explanation}`,
      description: HINTS[response.statusCode] ?? null,
    });
  }
  return (typeof response.body === 'object' && response.body !== null ? response.body : {}) as IDataObject;
}

/**
 * A list read page after page through `nextCursor`: every item when `max` is undefined, else the first
 * page of at most `max` items (the API caps a page at 250, as the node's Limit does).
 */
export async function listItems(context: N8nApiContext, call: ApiCall, max?: number): Promise<IDataObject[]> {
  const items: IDataObject[] = [];
  let cursor: string | undefined;
  do {
    const qs = { ...call.qs, limit: max ?? PAGE_SIZE, ...(cursor ? { cursor } : {}) };
    const page = await apiRequest(context, { ...call, qs }) as unknown as ApiPage;
    items.push(...(Array.isArray(page.data) ? page.data : []));
    cursor = max === undefined && typeof page.nextCursor === 'string' && page.nextCursor !== '' ? page.nextCursor : undefined;
  } while (cursor);
  return items;
}
