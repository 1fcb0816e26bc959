import type { ICredentialDataDecryptedObject, IDataObject, IHttpRequestOptions, IN8nHttpFullResponse } from '@weft/workflow';
import { credentialLineage } from '@weft/workflow';
import { applyCredentialAuth, performHttpRequest, resolveCredentialTemplate } from '@weft/engine';
import { builtinCredentialTypes } from '../credentials/builtin-credential-types.js';

/** What the credential dialog's Test does: the type's test request, resolved with the data and authenticated. */
export async function testCredential(typeName: string, data: ICredentialDataDecryptedObject): Promise<{ status: number; body: unknown; url: string }> {
  const lineage = credentialLineage(builtinCredentialTypes, typeName);
  const test = lineage.find((type) => type.test)?.test;
  if (!test) throw new Error(`${typeName} has no test`);
  const request = resolveCredentialTemplate(test.request, data) as IDataObject;
  const options: IHttpRequestOptions = {
    ...request, url: String(request.url ?? ''), method: 'GET', json: true, returnFullResponse: true, ignoreHttpStatusErrors: true,
  };
  const response = await performHttpRequest(await applyCredentialAuth(lineage, typeName, data, options)) as IN8nHttpFullResponse;
  return { status: response.statusCode, body: response.body, url: `${String(request.baseURL ?? '')}${options.url}` };
}
