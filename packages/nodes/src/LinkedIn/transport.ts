import type { IDataObject, IExecuteFunctions, IHttpRequestMethods, IHttpRequestOptions, ILoadOptionsFunctions, IN8nHttpFullResponse } from '@weft/workflow';
import { rewordServiceError } from '../shared/service-api-error.js';

/* Requests to LinkedIn's REST API (versioned, Rest.li 2.0) with the credential Authentication names. */

export const LINKEDIN_API = 'https://api.linkedin.com';
/** The LinkedIn-Version (YYYYMM) the Posts and Images calls are made with. */
export const LINKEDIN_VERSION = '202504';

type LinkedInContext = IExecuteFunctions | ILoadOptionsFunctions;

export function credentialType(context: LinkedInContext): string {
  const read = context.getNodeParameter as (name: string, itemOrFallback?: unknown, fallback?: unknown) => unknown;
  const chosen = 'getCurrentNodeParameters' in context ? read.call(context, 'authentication', 'standard') : read.call(context, 'authentication', 0, 'standard');
  return chosen === 'communityManagement' ? 'linkedInCommunityManagementOAuth2Api' : 'linkedInOAuth2Api';
}

/** LinkedIn answers errors as `{ status, serviceErrorCode, message }`. */
const describe = (body: IDataObject) => (typeof body.message === 'string'
  ? `${body.message}${body.serviceErrorCode !== undefined ? ` (service error ${String(body.serviceErrorCode)})` : ''}` : undefined);

export async function linkedInRequest(context: LinkedInContext, options: Partial<IHttpRequestOptions> & { method: IHttpRequestMethods; url: string }): Promise<IN8nHttpFullResponse> {
  try {
    return await context.helpers.httpRequestWithAuthentication!.call(context, credentialType(context), {
      json: true, returnFullResponse: true, ...options,
      url: options.url.startsWith('http') ? options.url : `${LINKEDIN_API}${options.url}`,
      headers: { 'LinkedIn-Version': LINKEDIN_VERSION, 'X-Restli-Protocol-Version': '2.0.0', ...(options.headers ?? {}) },
    }) as IN8nHttpFullResponse;
  } catch (error) {
    throw rewordServiceError(context.getNode(), error, { describe });
  }
}
