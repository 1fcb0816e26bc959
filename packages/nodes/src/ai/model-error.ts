import type { INode } from '@weft/workflow';
import { NodeApiError } from '@weft/workflow';

/** The fields the model providers' clients put on their errors (OpenAI, Groq, Anthropic, Gemini, Ollama, Mistral). */
interface ProviderErrorShape {
  status?: number; statusCode?: number; status_code?: number;
  code?: string | null; message?: string; body?: string;
  error?: string | { message?: string; code?: string | number | null; type?: string; error?: { type?: string; message?: string } };
  errorDetails?: Array<{ reason?: string }>;
  cause?: { code?: string; message?: string };
}

interface ProviderFailure { status: number | undefined; message: string; code: string | undefined }

/** Mistral's client keeps the answer's body as text: its JSON `error` (or `message`) is the API's own words. */
function fromBody(body: string | undefined): { message?: string; code?: string } {
  if (!body) return {};
  try {
    const parsed = JSON.parse(body) as { message?: string; error?: { message?: string; code?: string; type?: string } | string };
    if (typeof parsed.error === 'string') return { message: parsed.error };
    return { message: parsed.error?.message ?? parsed.message, code: parsed.error?.code ?? parsed.error?.type };
  } catch {
    return { message: body };
  }
}

/** Status, the API's message and its error code, whichever client threw. */
export function providerFailure(error: unknown): ProviderFailure {
  const shape = (error ?? {}) as ProviderErrorShape;
  const status = shape.status ?? shape.statusCode ?? shape.status_code;
  const body = fromBody(shape.body);
  const nested = typeof shape.error === 'object' && shape.error !== null ? shape.error : undefined;
  let message = (typeof shape.error === 'string' ? shape.error : undefined)
    ?? nested?.error?.message ?? nested?.message ?? body.message ?? shape.message ?? String(error);
  // Google's client prefixes the API's message with the URL and status and appends the error's details.
  message = message.replace(/^\[GoogleGenerativeAI Error\]: Error fetching from \S+: \[\d+[^\]]*\] /, '').replace(/ \[\{.*\}\]$/, '');
  if (status === undefined && shape.cause?.message) message = `${message} (${shape.cause.code ?? shape.cause.message})`;
  const reason = shape.errorDetails?.find((detail) => detail.reason)?.reason;
  const code = reason ?? nested?.error?.type ?? (nested?.code != null ? String(nested.code) : undefined) ?? shape.code ?? body.code ?? nested?.type;
  return { status, message, code: code ?? undefined };
}

const AUTH_CODES = new Set(['invalid_api_key', 'authentication_error', 'API_KEY_INVALID', 'permission_error']);

/**
 * A model provider's error (thrown by its client after its own retries) as the error the user sees on
 * the model node: a short statement of what went wrong, with the API's own words as the description.
 */
export function modelNodeError(node: INode, error: unknown): Error {
  if (error instanceof NodeApiError) return error;
  const { status, message: apiMessage, code } = providerFailure(error);
  if (status === undefined) {
    // No HTTP answer at all: the server could not be reached (a wrong base URL, a server not running).
    return new NodeApiError(node, { message: `The model server could not be reached: ${apiMessage}` });
  }
  let message = apiMessage;
  if (status === 401 || status === 403 || (code !== undefined && AUTH_CODES.has(code))) message = 'Authorization failed - please check your credentials';
  else if (status === 429) message = code === 'insufficient_quota' ? 'You exceeded your current quota, please check your plan and billing details' : 'Rate limit reached';
  else if (status === 529 || code === 'overloaded_error') message = 'The model provider is overloaded - please try again later';
  else if (code === 'model_not_found' || (status === 404 && /model/i.test(apiMessage))) message = 'The model was not found';
  return new NodeApiError(node, { message: apiMessage }, { httpCode: status, message, description: apiMessage === message ? null : apiMessage });
}
