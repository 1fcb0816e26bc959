/* Microsoft Graph's error answers: `{ error: { code, message, innerError } }` with the HTTP status. */

export class GraphError extends Error {
  constructor(readonly status: number, readonly code: string, message: string) {
    super(message);
  }

  body(requestId: string): unknown {
    return { error: { code: this.code, message: this.message, innerError: { date: new Date().toISOString().slice(0, 19), 'request-id': requestId, 'client-request-id': requestId } } };
  }
}

export const notFound = () => new GraphError(404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
export const badRequest = (message: string, code = 'BadRequest') => new GraphError(400, code, message);
export const accessDenied = () => new GraphError(403, 'ErrorAccessDenied', 'Access is denied. Check credentials and try again.');
