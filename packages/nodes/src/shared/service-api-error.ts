import type { IDataObject, INode } from '@weft/workflow';
import { NodeApiError } from '@weft/workflow';

/* Service errors reworded for a user: a message by HTTP status, the service's own words as the description. */

/** The messages n8n's service nodes give for the common statuses. */
export const COMMON_STATUS_WORDING: Record<string, string> = {
  '401': 'Authorization failed - please check your credentials',
  '403': 'Forbidden - perhaps check your credentials?',
  '404': 'The resource you are requesting could not be found',
  '429': 'The service is receiving too many requests from you',
};

/** The body the service answered with (the HTTP helpers keep it under `body`). */
export function serviceErrorBody(error: NodeApiError): IDataObject {
  const body = error.errorResponse.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? body as IDataObject : {};
}

export interface Rewording {
  /** The service's own message (and e.g. its error code) from its error body. */
  describe(body: IDataObject): string | undefined;
  /** Messages by status that replace the common ones. */
  wording?: Record<string, string>;
  itemIndex?: number;
}

/** `error` as a NodeApiError with a message by status (else the service's) and the service's message as description. */
export function rewordServiceError(node: INode, error: unknown, rewording: Rewording): unknown {
  if (!(error instanceof NodeApiError)) return error;
  const body = serviceErrorBody(error);
  const said = rewording.describe(body) ?? error.message;
  const status = error.httpCode ?? undefined;
  const wording = { ...COMMON_STATUS_WORDING, ...rewording.wording };
  const wait = typeof error.errorResponse.retryAfter === 'string' ? ` ${error.errorResponse.retryAfter}` : '';
  return new NodeApiError(node, error.errorResponse, {
    ...(rewording.itemIndex !== undefined ? { itemIndex: rewording.itemIndex } : {}),
    httpCode: status, message: (status && wording[status]) ?? said, description: `${said}${wait}`,
  });
}
