import type { INodeExecutionData, ITaskDataConnections } from '@weft/workflow';

/**
 * An output item that is one of the node's input items, handed on as it came (Wait, and any node that
 * returns `getInputData()`), still carries the pairing of the node before. It pairs with its own position
 * in this node's input instead, as in n8n; a copy, since the input item belongs to the parent's run data.
 */
function repairPassedThroughItems(outputs: Array<INodeExecutionData[] | null>, input: ITaskDataConnections): void {
  const positions = new Map<INodeExecutionData, { item: number; input?: number }>();
  for (const [inputIndex, items] of (input.main ?? []).entries()) {
    for (const [index, item] of (items ?? []).entries()) {
      if (!positions.has(item)) positions.set(item, inputIndex === 0 ? { item: index } : { item: index, input: inputIndex });
    }
  }
  if (positions.size === 0) return;
  for (const items of outputs) {
    if (!items) continue;
    for (const [index, item] of items.entries()) {
      const position = positions.get(item);
      if (position) items[index] = { ...item, pairedItem: position };
    }
  }
}

/**
 * Fills in `pairedItem` where a node did not, when the pairing is unambiguous (n8n's rule): a single
 * input item pairs with every output item; otherwise, with one input and as many items out as in,
 * item i pairs with input item i. In any other case the pairing is left missing.
 */
export function assignPairedItems(outputs: Array<INodeExecutionData[] | null>, input: ITaskDataConnections): void {
  repairPassedThroughItems(outputs, input);
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
