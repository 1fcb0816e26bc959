import type { IDataObject, INode } from '@weft/workflow';
import { NodeApiError, NodeOperationError } from '@weft/workflow';

/* Google's JSON errors ({ error: { code, message, status } }) turned into messages a user can act on. */

const MESSAGES: Record<string, string> = {
  401: 'Authorization failed - please check your credentials',
  403: 'Access denied - check that the credential has the needed scopes and access to the resource',
  404: 'The resource you are requesting could not be found',
  410: 'The resource has been deleted',
  429: 'Google is receiving too many requests - wait a little, then try again',
};

/** Google's own message of an error answer, if it gave one. */
export function googleMessage(error: NodeApiError): string | undefined {
  const body = (error.errorResponse.body ?? error.errorResponse) as IDataObject;
  const nested = body.error as IDataObject | string | undefined;
  if (typeof nested === 'object' && nested !== null && typeof nested.message === 'string') return nested.message;
  if (typeof body.error_description === 'string') return body.error_description;
  return undefined;
}

/** Rethrows an HTTP helper's error with the status's message and Google's explanation as description. */
export function googleError(node: INode, error: unknown): Error {
  if (!(error instanceof NodeApiError) || error.httpCode === null) return error instanceof Error ? error : new NodeOperationError(node, String(error));
  const said = googleMessage(error);
  const message = MESSAGES[error.httpCode] ?? said ?? error.message;
  return new NodeApiError(node, error.errorResponse, {
    message, httpCode: error.httpCode, description: said !== undefined && said !== message ? said : error.description ?? null,
  });
}
