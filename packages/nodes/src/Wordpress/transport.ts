import type { IDataObject, IExecuteFunctions, IHttpRequestMethods, IN8nHttpFullResponse, ILoadOptionsFunctions } from '@weft/workflow';
import { rewordServiceError } from '../shared/service-api-error.js';

/* Requests to a WordPress site's REST API (`<site>/wp-json/wp/v2`) with the wordpressApi credential. */

export type WordpressContext = IExecuteFunctions | ILoadOptionsFunctions;

/** WordPress answers errors as `{ code, message, data: { status } }`: its message and code become the description. */
export function wordpressError(context: WordpressContext, error: unknown, itemIndex?: number): unknown {
  return rewordServiceError(context.getNode(), error, {
    describe: (body) => (typeof body.message === 'string' ? `${body.message}${typeof body.code === 'string' ? ` (${body.code})` : ''}` : undefined),
    wording: { '403': 'The WordPress user is not allowed to do this', '429': 'The site is receiving too many requests; try again later' },
    ...(itemIndex !== undefined ? { itemIndex } : {}),
  });
}

async function send(context: WordpressContext, method: IHttpRequestMethods, path: string, body?: IDataObject, qs?: IDataObject, full = false) {
  const credentials = await context.getCredentials('wordpressApi');
  const site = String(credentials.url ?? '').replace(/\/+$/, '');
  try {
    return await context.helpers.httpRequestWithAuthentication!.call(context, 'wordpressApi', {
      method, url: `${site}/wp-json/wp/v2${path}`, json: true,
      skipSslCertificateValidation: credentials.allowUnauthorizedCerts === true,
      ...(body && Object.keys(body).length > 0 ? { body } : {}),
      ...(qs && Object.keys(qs).length > 0 ? { qs } : {}),
      ...(full ? { returnFullResponse: true } : {}),
    });
  } catch (error) {
    throw wordpressError(context, error);
  }
}

export async function wordpressRequest(context: WordpressContext, method: IHttpRequestMethods, path: string, body?: IDataObject, qs?: IDataObject): Promise<IDataObject> {
  return await send(context, method, path, body, qs) as IDataObject;
}

/** Every object of a list, page after page of 10 until the page in the X-WP-TotalPages header. */
export async function wordpressRequestAll(context: WordpressContext, path: string, qs: IDataObject = {}): Promise<IDataObject[]> {
  const results: IDataObject[] = [];
  let page = 1;
  let totalPages = 1;
  do {
    const response = await send(context, 'GET', path, undefined, { ...qs, per_page: 10, page }, true) as IN8nHttpFullResponse;
    results.push(...(response.body as IDataObject[] ?? []));
    const headers = response.headers as IDataObject;
    totalPages = Number(headers['x-wp-totalpages'] ?? 1);
    page += 1;
  } while (page <= totalPages);
  return results;
}
