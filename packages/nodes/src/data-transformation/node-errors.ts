import type { IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { TransformError } from './transform-error.js';

/** A `TransformError` as the node error users see; other errors pass through unchanged. */
function toNodeError(context: IExecuteFunctions, error: unknown): unknown {
  if (!(error instanceof TransformError)) return error;
  const options: { description?: string; itemIndex?: number } = {};
  if (error.description !== undefined) options.description = error.description;
  if (error.itemIndex !== undefined) options.itemIndex = error.itemIndex;
  return new NodeOperationError(context.getNode(), error.message, options);
}

/** The one output item of a failed transformation with "continue on fail": the message, paired with the first item. */
function errorItem(message: string): INodeExecutionData[] {
  return [{ json: { error: message }, pairedItem: { item: 0 } }];
}

/**
 * Runs a whole-input transformation; a failure becomes the node's error or, with "continue on fail",
 * the items `onError` makes of the message (by default one item holding it).
 */
export function runTransform(
  context: IExecuteFunctions, run: () => INodeExecutionData[], onError: (message: string) => INodeExecutionData[] = errorItem,
): INodeExecutionData[] {
  try {
    return run();
  } catch (error) {
    const nodeError = toNodeError(context, error);
    if (!context.continueOnFail()) throw nodeError;
    return onError(nodeError instanceof Error ? nodeError.message : String(nodeError));
  }
}
