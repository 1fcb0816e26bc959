/** A workflow edit that cannot be applied; the message is meant for the user. */
export class OperationError extends Error {
  override readonly name = 'OperationError';
}

export function nodeNotFound(name: unknown): OperationError {
  return new OperationError(`Node with the name "${String(name)}" could not be found`);
}
