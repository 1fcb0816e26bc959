import type { IExecuteFunctions, IHttpRequestOptions, IN8nHttpFullResponse } from '@weft/workflow';
import { GENERIC_AUTH_TYPES, NodeOperationError } from '@weft/workflow';

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
    // The helper applies the generic type to the credential read above (for OAuth2 it also fetches a
    // client-credentials token and refreshes a refused one) and sends the request.
    return await context.helpers.httpRequestWithAuthentication(type, request, { credentialsDecrypted: { data: credentials } }) as IN8nHttpFullResponse;
  }
  if (authentication === 'predefinedCredentialType') {
    const type = String(context.getNodeParameter('nodeCredentialType', itemIndex, ''));
    return await context.helpers.httpRequestWithAuthentication(type, request) as IN8nHttpFullResponse;
  }
  return await context.helpers.httpRequest(request) as IN8nHttpFullResponse;
}
