import type { IDataObject, IExecuteFunctions, IHttpRequestMethods, IHttpRequestOptions, IN8nHttpFullResponse, ILoadOptionsFunctions } from '@weft/workflow';
import { NodeApiError } from '@weft/workflow';

/* Requests to a Mattermost server's API v4 with the mattermostApi credential (its base URL and token). */

export type MattermostContext = IExecuteFunctions | ILoadOptionsFunctions;

/** Mattermost's largest page. */
export const PAGE_SIZE = 200;

export async function mattermostRequest(
  context: MattermostContext, method: IHttpRequestMethods, endpoint: string, body?: unknown, qs: IDataObject = {}, itemIndex?: number,
): Promise<unknown> {
  const credentials = await context.getCredentials('mattermostApi') as { baseUrl?: string; allowUnauthorizedCerts?: boolean };
  const baseUrl = String(credentials.baseUrl ?? '').replace(/\/$/, '');
  const request: IHttpRequestOptions = {
    method, url: `${baseUrl}/api/v4/${endpoint}`, qs, json: true, returnFullResponse: true, ignoreHttpStatusErrors: true,
    skipSslCertificateValidation: credentials.allowUnauthorizedCerts === true,
    ...(body !== undefined ? { body: body as IDataObject } : {}),
  };
  const response = await context.helpers.httpRequestWithAuthentication!.call(context, 'mattermostApi', request) as IN8nHttpFullResponse;
  if (response.statusCode < 400) return response.body;
  const answer = (typeof response.body === 'object' && response.body !== null ? response.body : {}) as IDataObject;
  const said = typeof answer.message === 'string' ? answer.message : String(response.statusMessage ?? '');
  const message = response.statusCode === 401 ? 'Authorization failed - please check your credentials'
    : response.statusCode === 404 ? 'The resource you are requesting could not be found'
      : `Mattermost error response [${response.statusCode}]: ${said}`;
  throw new NodeApiError(context.getNode(), answer, {
    httpCode: response.statusCode, message, description: `${said}${answer.id ? ` (${String(answer.id)})` : ''}`,
    ...(itemIndex !== undefined ? { itemIndex } : {}),
  });
}

/** Every entry of a paged list (page and per_page), page after page until a short one, stopping at `limit`. */
export async function mattermostRequestAll(
  context: MattermostContext, endpoint: string, qs: IDataObject = {}, limit = Infinity, itemIndex?: number,
): Promise<IDataObject[]> {
  const entries: IDataObject[] = [];
  for (let page = 0; ; page++) {
    const perPage = Math.min(PAGE_SIZE, Math.max(1, limit - entries.length));
    const answer = await mattermostRequest(context, 'GET', endpoint, undefined, { ...qs, page, per_page: perPage }, itemIndex) as IDataObject[];
    entries.push(...answer);
    if (answer.length < perPage || entries.length >= limit) break;
  }
  return entries.slice(0, limit);
}
