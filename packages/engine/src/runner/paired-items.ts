import type { INodeExecutionData, ITaskDataConnections } from '@weft/workflow';

/**
 * Fills in `pairedItem` where a node did not, when the pairing is unambiguous (n8n's rule): a single
 * input item pairs with every output item; otherwise, with one input and as many items out as in,
 * item i pairs with input item i. In any other case the pairing is left missing.
 */
export function assignPairedItems(outputs: Array<INodeExecutionData[] | null>, input: ITaskDataConnections): void {
  const inputs = input.main ?? [];
  const single = inputs.length === 1 && inputs[0]?.length === 1;
  const sameCount = outputs.length === 1 && inputs.length === 1 && inputs[0]?.length === outputs[0]?.length;
  for (const items of outputs) {
    if (!items) continue;
    for (const [index, item] of items.entries()) {
      if (item.pairedItem !== undefined) continue;
      if (single) item.pairedItem = { item: 0 };
      else if (sameCount) item.pairedItem = { item: index };
      else return;
    }
  }
}
