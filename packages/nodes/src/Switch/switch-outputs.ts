import type { INode, INodeExecutionData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { pairedCopy } from '../data-transformation/field-access.js';

/** Empty item lists, one per output. */
export function emptyOutputs(count: number): INodeExecutionData[][] {
  return Array.from({ length: Math.max(count, 0) }, () => []);
}

/** The error for an item routed to an output the node does not have. */
export function missingOutputError(node: INode, output: unknown, count: number, itemIndex: number): NodeOperationError {
  const range = count > 0 ? `outputs 0 to ${count - 1}` : 'no outputs';
  return new NodeOperationError(node, `Output ${String(output)} does not exist`, {
    itemIndex,
    description: `This Switch has ${range}. Change the output number, or add outputs.`,
  });
}

/**
 * The error for an expression that names an output the node does not have, worded (and spelled) as
 * n8n's: Switch 1 and 2 name the allowed range, Switch 3 does not.
 */
export function expressionOutputError(node: INode, output: unknown, count: number, itemIndex: number, withRange = false): NodeOperationError {
  const range = count > 0 ? `outputs 0 to ${count - 1}` : 'no outputs';
  const allowed = withRange ? `It has to be between 0 and ${count - 1}!` : '';
  return new NodeOperationError(node, `The ouput ${String(output)} is not allowed. ${allowed}`, {
    itemIndex,
    description: `This Switch has ${range}. Change the expression, or the number of outputs.`,
  });
}

/** The output index an expression (or a saved number) names: a whole number, possibly written as text. */
export function outputIndexOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined;
  if (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) return Number(value);
  return undefined;
}

/** Adds the item to output `index`; throws when the node has no such output. */
export function routeItem(
  outputs: INodeExecutionData[][], index: unknown, item: INodeExecutionData, node: INode, itemIndex: number,
): void {
  const at = outputIndexOf(index);
  const target = at === undefined ? undefined : outputs[at];
  if (!target) throw missingOutputError(node, index, outputs.length, itemIndex);
  target.push(pairedCopy(item, itemIndex));
}
