import type { IDataObject, IExecuteFunctions, IHttpRequestMethods, IHttpRequestOptions, IN8nHttpFullResponse, ILoadOptionsFunctions } from '@weft/workflow';
import { NodeApiError } from '@weft/workflow';

/* Calls of Meta's Graph API (WhatsApp Business Cloud) with the whatsAppApi token; Graph errors in words. */

export type WhatsAppContext = IExecuteFunctions | ILoadOptionsFunctions;
export const GRAPH_API = 'https://graph.facebook.com/v13.0';

/** Cloud API error codes a workflow meets most, with what to do. */
const HINTS: Record<number, string> = {
  100: 'A parameter is missing or wrong; see the details.',
  131009: 'A parameter value is not valid; see the details.',
  131026: 'The recipient cannot receive this message: check the number is on WhatsApp.',
  131030: 'While the app is in development, add the recipient to the allowed numbers in the app\'s WhatsApp setup.',
  131047: 'More than 24 hours passed since the recipient last wrote: send an approved template instead.',
  131051: 'This message type is not supported.',
  131053: 'WhatsApp could not fetch or read the media: check its link, type and size.',
  132000: 'The template\'s parameters do not match its variables: give one value per variable.',
  132001: 'The template does not exist in this language, or is not approved yet.',
  133010: 'The sender phone number is not registered with the Cloud API.',
};

function graphError(context: WhatsAppContext, response: IN8nHttpFullResponse, itemIndex?: number): NodeApiError {
  const body = (typeof response.body === 'object' && response.body !== null && !Buffer.isBuffer(response.body) ? response.body : {}) as IDataObject;
  const error = (body.error ?? {}) as IDataObject;
  const code = typeof error.code === 'number' ? error.code : undefined;
  const said = String(error.message ?? response.statusMessage ?? '');
  const status = response.statusCode;
  const message = status === 401 || code === 190 ? 'Authorization failed - please check your credentials'
    : status === 404 || (code === 100 && error.error_subcode === 33) ? 'The resource you are requesting could not be found'
      : status === 429 || code === 4 || code === 80007 || code === 130429 ? 'WhatsApp is rate-limiting requests: try again later'
        : `WhatsApp refused the request: ${said}`;
  const details = String(((error.error_data ?? {}) as IDataObject).details ?? '');
  const description = [said, details, code !== undefined ? HINTS[code] ?? '' : ''].filter(Boolean).join(' - ');
  return new NodeApiError(context.getNode(), body, { httpCode: status, message, description, ...(itemIndex !== undefined ? { itemIndex } : {}) });
}

/** One Graph API call, answered with its JSON (or the bytes, with `encoding: 'arraybuffer'`). */
export async function graphRequest(
  context: WhatsAppContext, method: IHttpRequestMethods, url: string, options: Partial<IHttpRequestOptions> = {}, itemIndex?: number,
): Promise<unknown> {
  const request: IHttpRequestOptions = {
    json: options.encoding === undefined, ...options, method, url: url.startsWith('http') ? url : `${GRAPH_API}${url}`,
    returnFullResponse: true, ignoreHttpStatusErrors: true,
  };
  const response = await context.helpers.httpRequestWithAuthentication!.call(context, 'whatsAppApi', request) as IN8nHttpFullResponse;
  if (response.statusCode >= 400) {
    // A binary download's error still comes as JSON text.
    if (Buffer.isBuffer(response.body)) {
      try { response.body = JSON.parse(response.body.toString('utf8')) as IDataObject; } catch { response.body = {}; }
    }
    throw graphError(context, response, itemIndex);
  }
  return response.body;
}

/** Every page of a Graph edge (`data` with `paging.next`). */
export async function graphPages(context: WhatsAppContext, path: string, qs: IDataObject): Promise<IDataObject[]> {
  const found: IDataObject[] = [];
  let after: string | undefined;
  for (let page = 0; page < 50; page++) {
    const answer = await graphRequest(context, 'GET', path, { qs: { ...qs, ...(after ? { after } : {}) } }) as IDataObject;
    found.push(...((answer.data ?? []) as IDataObject[]));
    const paging = (answer.paging ?? {}) as { next?: string; cursors?: { after?: string } };
    after = paging.next ? paging.cursors?.after : undefined;
    if (!after) break;
  }
  return found;
}
