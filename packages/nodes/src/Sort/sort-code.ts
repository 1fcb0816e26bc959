import type { IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { runCode } from '../Code/run-code.js';
import { itemsInOrder } from './sort-items.js';

/**
 * The user's compare function, run in the execution's code sandbox (as the Code node runs code).
 * The code is the body of `function (a, b)`; it starts on the first line so that line numbers in
 * errors match the user's code. The sandbox answers the input positions in sorted order.
 */
export function sortProgram(code: string): string {
  return `const __weftCompare = function (a, b) {${code}
};
const __weftOrder = items.map((_, index) => index);
__weftOrder.sort((x, y) => {
  const result = __weftCompare(items[x], items[y]);
  if (typeof result !== 'number' || Number.isNaN(result)) {
    throw new Error('The sort code must return a number (negative, 0 or positive), but returned ' + (typeof result === 'number' ? 'NaN' : typeof result));
  }
  return result;
});
return __weftOrder.map((index) => ({ json: { index } }));`;
}

/** Sorts the node's input with the compare code of the "code" sort type. */
export async function sortWithCode(context: IExecuteFunctions, code: string): Promise<INodeExecutionData[]> {
  const items = context.getInputData();
  if (code.trim() === '') {
    throw new NodeOperationError(context.getNode(), 'The sort code is empty', {
      description: 'Write the body of a function comparing items a and b: return a negative number if a goes first, a positive one if b does, 0 if equal.',
    });
  }
  const result = await runCode(context, 'runOnceForAllItems', sortProgram(code));
  // With "continue on fail" a failing code answers one item holding the error: pass it on.
  if (result.length === 1 && typeof result[0]?.json.error === 'string') return result;
  const order = result.map((item) => Number(item.json.index));
  return itemsInOrder(items, order);
}
