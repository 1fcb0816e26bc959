/**
 * A user-facing failure of a pure transformation (a wrong setting, a wrong value). The node turns it
 * into a `NodeOperationError`, keeping the message, description and item.
 */
export class TransformError extends Error {
  readonly description?: string;
  readonly itemIndex?: number;

  constructor(message: string, details: { description?: string; itemIndex?: number } = {}) {
    super(message);
    this.name = 'TransformError';
    if (details.description !== undefined) this.description = details.description;
    if (details.itemIndex !== undefined) this.itemIndex = details.itemIndex;
  }
}
