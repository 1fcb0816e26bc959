import type { INode, INodeExecutionData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/** Checks that a node answered a list of outputs, each a list of `{ json: {...} }` items (or null). */
export function validateNodeOutput(node: INode, result: unknown): Array<INodeExecutionData[] | null> | null {
  if (result === null || result === undefined) return null;
  const fail = (detail: string) => new NodeOperationError(node, `Node "${node.name}" returned data Weft cannot use`, {
    description: `${detail} A node must return a list of outputs, each a list of items shaped { json: { ... } }.`,
  });
  if (!Array.isArray(result)) throw fail(`It returned ${describe(result)}.`);
  result.forEach((items: unknown, outputIndex) => {
    if (items === null) return;
    if (!Array.isArray(items)) throw fail(`Output ${outputIndex} is ${describe(items)}, not a list of items.`);
    items.forEach((item: unknown, itemIndex) => {
      const json = typeof item === 'object' && item !== null ? (item as { json?: unknown }).json : undefined;
      if (typeof json !== 'object' || json === null || Array.isArray(json)) {
        throw fail(`Item ${itemIndex} of output ${outputIndex} has no "json" object.`);
      }
    });
  });
  return result as Array<INodeExecutionData[] | null>;
}
