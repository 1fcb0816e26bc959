import type { IExecuteFunctions } from '@weft/workflow';
import { NodeOperationError } from '@weft/engine';
import { TransformError } from './transform-error.js';

/** A `TransformError` as the node error users see; other errors pass through unchanged. */
export function toNodeError(context: IExecuteFunctions, error: unknown): unknown {
  if (!(error instanceof TransformError)) return error;
  const options: { description?: string; itemIndex?: number } = {};
  if (error.description !== undefined) options.description = error.description;
  if (error.itemIndex !== undefined) options.itemIndex = error.itemIndex;
  return new NodeOperationError(context.getNode(), error.message, options);
}

/**
 * Runs a whole-input transformation; a failure becomes the node's error or, with "continue on fail",
 * a single item holding the message.
 */
export function runTransform<T>(context: IExecuteFunctions, run: () => T, onError: (message: string) => T): T {
  try {
    return run();
  } catch (error) {
    const nodeError = toNodeError(context, error);
    if (!context.continueOnFail()) throw nodeError;
    return onError(nodeError instanceof Error ? nodeError.message : String(nodeError));
  }
}
