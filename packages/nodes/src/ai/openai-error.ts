import type { INode } from '@weft/workflow';
import { NodeApiError } from '@weft/workflow';

interface OpenAiErrorShape { status?: number; code?: string | null; message?: string; error?: { message?: string; code?: string | null; type?: string } }

/**
 * An OpenAI API error (thrown by the `openai` client) as the error the user sees on the model node:
 * a short statement of what went wrong, with the API's own words as the description.
 */
export function openAiNodeError(node: INode, error: unknown): Error {
  if (error instanceof NodeApiError) return error;
  const shape = (error ?? {}) as OpenAiErrorShape;
  const apiMessage = shape.error?.message ?? shape.message ?? String(error);
  const code = shape.code ?? shape.error?.code ?? undefined;
  const status = shape.status;
  if (status === undefined) {
    // No HTTP answer at all: the server could not be reached (a wrong base URL, a server not running).
    return new NodeApiError(node, { message: `The model server could not be reached: ${apiMessage}` });
  }
  let message = apiMessage;
  if (status === 401) message = 'Authorization failed - please check your credentials';
  else if (status === 429) message = code === 'insufficient_quota' ? 'You exceeded your current quota, please check your plan and billing details' : 'Rate limit reached';
  else if (code === 'model_not_found') message = 'The model was not found';
  return new NodeApiError(node, { message: apiMessage }, { httpCode: status, message, description: apiMessage === message ? null : apiMessage });
}
