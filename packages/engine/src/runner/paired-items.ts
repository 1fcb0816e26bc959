import type { INodeExecutionData, ITaskDataConnections } from '@weft/workflow';

/**
 * An output item that is one of the node's input items, handed on as it came (Wait, and any node that
 * returns `getInputData()`), still carries the pairing of the node before. It pairs with its own position
 * in this node's input instead, as in n8n; a copy, since the input item belongs to the parent's run data.
 */
function repairPassedThroughItems(outputs: Array<INodeExecutionData[] | null>, input: ITaskDataConnections): void {
  const inputs = input.main ?? [];
  let inputCount = 0;
  for (const items of inputs) inputCount += items?.length ?? 0;
  if (inputCount === 0) return;
  // Runs after every node run: a few input items (a webhook call, a form) are searched in place, and
  // only a large input gets an index, so the common case allocates nothing.
  const positions = inputCount > SMALL_INPUT ? indexInputItems(inputs) : undefined;
  for (const items of outputs) {
    if (!items) continue;
    for (let index = 0; index < items.length; index++) {
      const item = items[index] as INodeExecutionData;
      const position = positions ? positions.get(item) : findInputPosition(inputs, item);
      if (position) items[index] = { ...item, pairedItem: position };
    }
  }
}

const SMALL_INPUT = 16;

type InputPosition = { item: number; input?: number };

function positionOf(inputIndex: number, index: number): InputPosition {
  return inputIndex === 0 ? { item: index } : { item: index, input: inputIndex };
}

function findInputPosition(inputs: Array<INodeExecutionData[] | null>, item: INodeExecutionData): InputPosition | undefined {
  for (let inputIndex = 0; inputIndex < inputs.length; inputIndex++) {
    const index = inputs[inputIndex]?.indexOf(item) ?? -1;
    if (index >= 0) return positionOf(inputIndex, index);
  }
  return undefined;
}

function indexInputItems(inputs: Array<INodeExecutionData[] | null>): Map<INodeExecutionData, InputPosition> {
  const positions = new Map<INodeExecutionData, InputPosition>();
  for (let inputIndex = 0; inputIndex < inputs.length; inputIndex++) {
    const items = inputs[inputIndex] ?? [];
    for (let index = 0; index < items.length; index++) {
      const item = items[index] as INodeExecutionData;
      if (!positions.has(item)) positions.set(item, positionOf(inputIndex, index));
    }
  }
  return positions;
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
