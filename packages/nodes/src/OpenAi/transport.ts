import type { IDataObject, IHttpRequestMethods, INode, RequestHelperFunctions } from '@weft/workflow';
import { NodeApiError } from '@weft/workflow';
import { modelNodeError } from '../ai/model-error.js';
import type { RequestSettings } from '../shared/request-options.description.js';

/** What a request needs of its context: a node's run, or the editor loading options. */
export interface OpenAiContext {
  getNode(): INode;
  getCredentials<T extends object = IDataObject>(type: string): Promise<T>;
  helpers: Partial<Pick<RequestHelperFunctions, 'httpRequestWithAuthentication'>>;
}

interface OpenAiCredentials { apiKey: string; organizationId?: string; url?: string; header?: boolean; headerName?: string; headerValue?: string }

export interface OpenAiRequest {
  method: IHttpRequestMethods;
  /** Below the credential's base URL, e.g. `/files`. */
  path: string;
  body?: IDataObject | FormData;
  qs?: IDataObject;
  /** Assistants API calls need OpenAI's beta header. */
  assistants?: boolean;
  /** Answer the body as bytes (speech, video content). */
  binary?: boolean;
  /** The legacy node's Request Options. */
  settings?: RequestSettings;
}

/**
 * One call of OpenAI's REST API with the node's credential. Refusals become node errors in the words
 * n8n uses for the common cases (key, quota, rate limit), with OpenAI's message as the description.
 */
export async function openAiRequest(context: OpenAiContext, request: OpenAiRequest): Promise<unknown> {
  const credentials = await context.getCredentials<OpenAiCredentials>('openAiApi');
  const headers: IDataObject = {};
  if (request.assistants) headers['OpenAI-Beta'] = 'assistants=v2';
  if (credentials.header && credentials.headerName) headers[credentials.headerName] = credentials.headerValue ?? '';
  const send = context.helpers.httpRequestWithAuthentication;
  if (!send) throw new Error('HTTP requests are not available here');
  try {
    return await send('openAiApi', {
      method: request.method,
      url: `${(credentials.url || 'https://api.openai.com/v1').replace(/\/+$/, '')}${request.path}`,
      headers,
      ...(request.body !== undefined ? { body: request.body } : {}),
      ...(request.qs ? { qs: request.qs } : {}),
      ...(request.binary ? { encoding: 'arraybuffer' as const } : { json: true }),
      ...(request.settings?.timeout !== undefined ? { timeout: request.settings.timeout } : {}),
      ...(request.settings?.allowUnauthorizedCerts ? { skipSslCertificateValidation: true } : {}),
    });
  } catch (error) {
    throw openAiApiError(context, error);
  }
}

/** The helper's error as the model nodes report OpenAI's refusals (n8n's words for key, quota, rate limit, model). */
function openAiApiError(context: OpenAiContext, error: unknown): Error {
  if (!(error instanceof NodeApiError) || error.httpCode === null) return error as Error;
  const body = apiErrorBody(error.errorResponse.body);
  return modelNodeError(context.getNode(), { status: Number(error.httpCode), error: Object.keys(body).length > 0 ? body : { message: error.message } });
}

/** OpenAI's `{ error: { message, code } }`, whether the helper parsed the body or kept it as text or bytes. */
function apiErrorBody(body: unknown): IDataObject {
  let parsed = body;
  if (body instanceof Uint8Array || typeof body === 'string') {
    try {
      parsed = JSON.parse(typeof body === 'string' ? body : Buffer.from(body).toString('utf8'));
    } catch {
      return {};
    }
  }
  const error = (parsed as IDataObject | undefined)?.error;
  return typeof error === 'object' && error !== null ? error as IDataObject : {};
}
