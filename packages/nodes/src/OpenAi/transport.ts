import type { IDataObject, IExecuteFunctions, IHttpRequestMethods } from '@weft/workflow';
import { NodeApiError } from '@weft/workflow';

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
  itemIndex?: number;
}

/** The credential's base URL without a trailing slash; OpenAI's when it has none. */
export async function openAiBaseUrl(context: IExecuteFunctions): Promise<string> {
  const credentials = await context.getCredentials<OpenAiCredentials>('openAiApi');
  return (credentials.url || 'https://api.openai.com/v1').replace(/\/+$/, '');
}

/**
 * One call of OpenAI's REST API with the node's credential. Refusals become node errors in the words
 * n8n uses for the common cases (key, quota, rate limit), with OpenAI's message as the description.
 */
export async function openAiRequest(context: IExecuteFunctions, request: OpenAiRequest): Promise<unknown> {
  const credentials = await context.getCredentials<OpenAiCredentials>('openAiApi');
  const headers: IDataObject = {};
  if (request.assistants) headers['OpenAI-Beta'] = 'assistants=v2';
  if (credentials.header && credentials.headerName) headers[credentials.headerName] = credentials.headerValue ?? '';
  try {
    return await context.helpers.httpRequestWithAuthentication('openAiApi', {
      method: request.method,
      url: `${(credentials.url || 'https://api.openai.com/v1').replace(/\/+$/, '')}${request.path}`,
      headers,
      ...(request.body !== undefined ? { body: request.body } : {}),
      ...(request.qs ? { qs: request.qs } : {}),
      ...(request.binary ? { encoding: 'arraybuffer' as const } : { json: true }),
    });
  } catch (error) {
    throw openAiApiError(context, error, request.itemIndex);
  }
}

/** n8n's messages for OpenAI's refusals; anything else keeps the API's own message. */
function openAiApiError(context: IExecuteFunctions, error: unknown, itemIndex?: number): Error {
  if (!(error instanceof NodeApiError)) return error as Error;
  const nested = apiErrorBody(error.errorResponse.body);
  const apiMessage = typeof nested.message === 'string' ? nested.message : error.message;
  const code = typeof nested.code === 'string' ? nested.code : undefined;
  let message = apiMessage;
  if (error.httpCode === '401') message = 'Authorization failed - please check your credentials';
  else if (error.httpCode === '429') {
    message = code === 'insufficient_quota'
      ? 'You exceeded your current quota, please check your plan and billing details'
      : 'Rate limit reached';
  } else if (code === 'model_not_found') message = 'The model was not found';
  return new NodeApiError(context.getNode(), { message: apiMessage, code: code ?? null }, {
    httpCode: error.httpCode ?? undefined, message, description: message === apiMessage ? null : apiMessage,
    ...(itemIndex !== undefined ? { itemIndex } : {}),
  });
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
