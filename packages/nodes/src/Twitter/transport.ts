import type { IDataObject, IExecuteFunctions, IHttpRequestMethods, IHttpRequestOptions, ILoadOptionsFunctions } from '@weft/workflow';
import { rewordServiceError } from '../shared/service-api-error.js';

/* Requests to X's APIs: v2 with the OAuth2 credential, v1.1 (and media uploads) signed with the OAuth1 one. */

export const X_API_V2 = 'https://api.twitter.com/2';
export const X_API_V1 = 'https://api.twitter.com/1.1';
export const X_UPLOAD = 'https://upload.twitter.com/1.1/media/upload.json';

type XContext = IExecuteFunctions | ILoadOptionsFunctions;

/** X answers v2 errors as `{ title, detail, type, status }` (or `{ errors: [...] }`), v1.1 ones as `{ errors: [{ code, message }] }`. */
function describe(body: IDataObject): string | undefined {
  if (typeof body.detail === 'string') return body.detail;
  const first = Array.isArray(body.errors) ? body.errors[0] as IDataObject | undefined : undefined;
  if (typeof first?.message === 'string') return first.code !== undefined ? `${first.message} (code ${String(first.code)})` : first.message;
  if (typeof first?.detail === 'string') return first.detail;
  return typeof body.title === 'string' ? body.title : undefined;
}

async function send(context: XContext, credentialType: string, options: IHttpRequestOptions, itemIndex?: number): Promise<IDataObject> {
  try {
    return await context.helpers.httpRequestWithAuthentication!.call(context, credentialType, { json: true, ...options }) as IDataObject;
  } catch (error) {
    throw rewordServiceError(context.getNode(), error, { describe, ...(itemIndex !== undefined ? { itemIndex } : {}) });
  }
}

export async function xApiV2(
  context: XContext, method: IHttpRequestMethods, path: string, extra: { body?: IDataObject; qs?: IDataObject; itemIndex?: number } = {},
): Promise<IDataObject> {
  return await send(context, 'twitterOAuth2Api', {
    method, url: `${X_API_V2}${path}`, ...(extra.body ? { body: extra.body } : {}), ...(extra.qs ? { qs: extra.qs } : {}),
  }, extra.itemIndex);
}

export async function xApiV1(
  context: XContext, method: IHttpRequestMethods, url: string, extra: { body?: IDataObject; qs?: IDataObject; form?: boolean; itemIndex?: number } = {},
): Promise<IDataObject> {
  return await send(context, 'twitterOAuth1Api', {
    method, url: url.startsWith('http') ? url : `${X_API_V1}${url}`,
    ...(extra.body ? { body: extra.body } : {}), ...(extra.qs ? { qs: extra.qs } : {}),
    ...(extra.form ? { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } } : {}),
  }, extra.itemIndex);
}
