import type {
  CancelSignal, ICredentialDataDecryptedObject, IDataObject, IHttpRequestOptions, INode,
  IOAuth2Options, IRequestOptions, RequestHelperFunctions, ICredentialTypes,
} from '@weft/workflow';
import { credentialLineage, httpStatusNodeError, NodeApiError, NodeError, NodeOperationError } from '@weft/workflow';
import { applyCredentialAuth, CredentialAuthError } from '../http/credential-auth.js';
import { HttpStatusError, performHttpRequest } from '../http/http-request.js';
import { HttpTransportError } from '../http/http-transport.js';
import { fromLegacyRequest } from '../http/legacy-request.js';
import { isOAuth2Credential, sendWithOAuth2 } from '../http/oauth2-request.js';

export interface RequestHelperDeps {
  node: INode;
  signal?: CancelSignal;
  credentialTypes?: ICredentialTypes;
  getCredentials(type: string, itemIndex?: number): Promise<ICredentialDataDecryptedObject>;
  /** Stores refreshed credential data (a new OAuth2 token) for the node's credential of this type. */
  saveCredentials?(type: string, data: ICredentialDataDecryptedObject): Promise<void>;
}

/** What the HTTP helpers throw: a NodeApiError carrying the status and what the server said. */
export function toRequestError(node: INode, error: unknown): NodeError {
  if (error instanceof NodeError) return error;
  if (error instanceof HttpStatusError) return httpStatusNodeError(node, error);
  if (error instanceof HttpTransportError) {
    return new NodeApiError(node, { message: error.message, code: error.code }, {
      message: error.message,
      description: error.code === 'ETIMEDOUT'
        ? 'The server did not answer in time. Raise the timeout, or check that the server is up.'
        : error.code === 'ERR_INVALID_URL' ? 'Check the URL.' : 'Check that the URL is right and that the server is reachable.',
    });
  }
  if (error instanceof CredentialAuthError) {
    return new NodeOperationError(node, error.message, { description: error.description ?? null });
  }
  return new NodeOperationError(node, error instanceof Error ? error : String(error));
}

/** The HTTP helpers of an execute context (`httpRequest`, `request` and their authenticated forms). */
export function createRequestHelpers(deps: RequestHelperDeps): RequestHelperFunctions {
  const send = async (options: IHttpRequestOptions) => {
    try {
      return await performHttpRequest(options, { signal: deps.signal });
    } catch (error) {
      throw toRequestError(deps.node, error);
    }
  };
  // n8n's additionalCredentialOptions.credentialsDecrypted: a node that already read its credential passes it.
  const givenData = (additional: IDataObject | undefined) => {
    const given = additional?.credentialsDecrypted as IDataObject | undefined;
    return typeof given?.data === 'object' && given.data !== null ? given.data as ICredentialDataDecryptedObject : undefined;
  };
  const sendAuthenticated = async (type: string, options: IHttpRequestOptions, additional?: IDataObject, itemIndex?: number) => {
    const credentials = givenData(additional) ?? await deps.getCredentials(type, itemIndex);
    const lineage = credentialLineage(deps.credentialTypes, type);
    const plainSend = (request: IHttpRequestOptions) => performHttpRequest(request, { signal: deps.signal });
    try {
      if (isOAuth2Credential(type, lineage)) {
        const oauth2 = (additional?.oauth2 ?? {}) as IOAuth2Options;
        return await sendWithOAuth2({
          lineage, typeName: type, credentials, send: plainSend,
          ...(deps.saveCredentials ? { save: (data: ICredentialDataDecryptedObject) => deps.saveCredentials?.(type, data) ?? Promise.resolve() } : {}),
          ...(typeof oauth2.tokenExpiredStatusCode === 'number' ? { tokenExpiredStatusCode: oauth2.tokenExpiredStatusCode } : {}),
          ...(typeof oauth2.tokenType === 'string' && oauth2.tokenType !== '' ? { tokenType: oauth2.tokenType } : {}),
          ...(oauth2.includeCredentialsOnRefreshOnBody === true ? { refreshInBody: true } : {}),
          ...(typeof oauth2.property === 'string' && oauth2.property !== '' ? { tokenProperty: oauth2.property } : {}),
        }, options);
      }
      return await plainSend(await applyCredentialAuth(lineage, type, credentials, options));
    } catch (error) {
      throw toRequestError(deps.node, error);
    }
  };
  return {
    httpRequest: send,
    httpRequestWithAuthentication: (type, options, additional) => sendAuthenticated(type, options, additional),
    request: (uriOrObject, options) => send(fromLegacyRequest(uriOrObject, options)),
    requestWithAuthentication: (type, options, additional, itemIndex) => sendAuthenticated(type, fromLegacyRequest(options), additional, itemIndex),
    requestOAuth2: (type, options, oAuth2Options, isN8nRequest) => sendAuthenticated(
      type, isN8nRequest ? options as IHttpRequestOptions : fromLegacyRequest(options as IRequestOptions), { oauth2: { ...oAuth2Options } },
    ),
    requestOAuth1: (type, options, isN8nRequest) => sendAuthenticated(
      type, isN8nRequest ? options as IHttpRequestOptions : fromLegacyRequest(options as IRequestOptions),
    ),
  };
}
