import type { FunctionsBase, IDataObject, IHttpRequestOptions, RequestHelperFunctions } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { GoogleTokenError, googleServiceAccountToken, serviceAccountOf } from './service-account-token.js';

/** What a Google node's request needs of its context: credentials and the HTTP helpers (execute, poll or load-options). */
export interface GoogleContext {
  getNode: FunctionsBase['getNode'];
  getCredentials: FunctionsBase['getCredentials'];
  helpers: Partial<RequestHelperFunctions>;
}

export interface GoogleAuth {
  /** The node's `authentication` parameter: 'serviceAccount', else one of the OAuth2 options. */
  authentication: string;
  /** The OAuth2 credential type the node names for its service. */
  oAuth2Type: string;
  /** The scopes a service account token is asked for. */
  scopes: string[];
}

/**
 * One Google API request with the node's credential: a service account's JWT-bearer token (cached), or
 * the OAuth2 credential's token (refreshed by the engine when Google answers 401).
 */
export async function googleApiRequest(context: GoogleContext, auth: GoogleAuth, options: IHttpRequestOptions): Promise<unknown> {
  const { httpRequest, httpRequestWithAuthentication } = context.helpers;
  if (!httpRequest || !httpRequestWithAuthentication) throw new NodeOperationError(context.getNode(), 'HTTP requests are not available here');
  const request: IHttpRequestOptions = { json: true, ...options };
  if (auth.authentication !== 'serviceAccount') return httpRequestWithAuthentication.call(context as never, auth.oAuth2Type, request);
  const credentials = await context.getCredentials<IDataObject>('googleApi');
  let token: string;
  try {
    token = await googleServiceAccountToken(serviceAccountOf(credentials), auth.scopes, (tokenRequest) => httpRequest(tokenRequest));
  } catch (error) {
    if (error instanceof GoogleTokenError) throw new NodeOperationError(context.getNode(), error.message, { description: error.description });
    throw error;
  }
  return httpRequest({ ...request, headers: { ...(request.headers ?? {}), Authorization: `Bearer ${token}` } });
}
