import type { IExecuteFunctions, IHttpRequestOptions, IN8nHttpFullResponse } from '@weft/workflow';
import { applyCredentialAuth, GENERIC_AUTH_TYPES, toRequestError } from '@weft/engine';
import { NodeOperationError } from '@weft/workflow';

/** Refuses a generic auth type the engine cannot apply; `emptyMessage` is what an unchosen type says. */
export function checkGenericAuthType(context: IExecuteFunctions, type: string, itemIndex: number, emptyMessage: string): void {
  if (GENERIC_AUTH_TYPES.includes(type)) return;
  throw new NodeOperationError(context.getNode(), type === '' ? emptyMessage : `Unknown generic auth type "${type}"`, {
    itemIndex, description: 'Choose Basic, Bearer, Digest, Header, Query, Custom, OAuth1 or OAuth2 authentication.',
  });
}

/** Sends one item's request with the node's authentication; answers the full response (bytes). */
export async function sendRequest(context: IExecuteFunctions, request: IHttpRequestOptions, itemIndex: number): Promise<IN8nHttpFullResponse> {
  const authentication = context.getNodeParameter('authentication', itemIndex, 'none') as string;
  if (authentication === 'genericCredentialType') {
    const type = String(context.getNodeParameter('genericAuthType', itemIndex, ''));
    checkGenericAuthType(context, type, itemIndex, 'No generic auth type is selected');
    const credentials = await context.getCredentials(type, itemIndex);
    if (type === 'oAuth2Api') {
      // Through the helper: it fetches a client-credentials token and refreshes a refused one.
      return await context.helpers.httpRequestWithAuthentication(type, request, { credentialsDecrypted: { data: credentials } }) as IN8nHttpFullResponse;
    }
    let authenticated: IHttpRequestOptions;
    try {
      authenticated = await applyCredentialAuth([], type, credentials, request);
    } catch (error) {
      throw toRequestError(context.getNode(), error);
    }
    return await context.helpers.httpRequest(authenticated) as IN8nHttpFullResponse;
  }
  if (authentication === 'predefinedCredentialType') {
    const type = String(context.getNodeParameter('nodeCredentialType', itemIndex, ''));
    return await context.helpers.httpRequestWithAuthentication(type, request) as IN8nHttpFullResponse;
  }
  return await context.helpers.httpRequest(request) as IN8nHttpFullResponse;
}
