import type { IDataObject, INode } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';

const NO_MESSAGE = 'The workflow was stopped by an error';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The error object as a plain object: parsed when given as JSON text. */
export function parseErrorObject(node: INode, value: unknown): IDataObject {
  let parsed = value;
  if (typeof value === 'string') {
    if (value.trim() === '') return {};
    try {
      parsed = JSON.parse(value);
    } catch {
      throw new NodeOperationError(node, 'The error object is not valid JSON', {
        description: 'Write a JSON object, for example {"message": "Order not found", "code": 404}.',
      });
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new NodeOperationError(node, 'The error object must be a JSON object', {
      description: 'Write a JSON object, for example {"message": "Order not found", "code": 404}.',
    });
  }
  return parsed as IDataObject;
}

/**
 * The error a Stop and Error node raises from an error object: its `message` (else its `description`)
 * is the message, the description comes along, and the other properties are kept as the error's
 * context (so an error workflow sees them).
 */
export function errorFromObject(node: INode, errorObject: IDataObject): NodeOperationError {
  const { message, description, ...rest } = errorObject;
  const ownMessage = text(message);
  const ownDescription = text(description);
  // An object with neither is shown whole, as n8n does.
  const whole = Object.keys(errorObject).length > 0 ? `Error: ${JSON.stringify(errorObject)}` : NO_MESSAGE;
  return new NodeOperationError(node, ownMessage ?? ownDescription ?? whole, {
    description: ownMessage ? ownDescription ?? null : null,
    context: rest,
  });
}

export function errorFromMessage(node: INode, message: unknown): NodeOperationError {
  return new NodeOperationError(node, text(typeof message === 'number' ? String(message) : message) ?? NO_MESSAGE);
}
