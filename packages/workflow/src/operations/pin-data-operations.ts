import type { IDataObject, IPinData } from '../model/index.js';
import { isPlainObject } from '../parameters/json-value.js';
import { requireNodeIndex } from './node-lookup.js';
import { OperationError } from './operation-error.js';
import type {
  ChangeResult, EditableWorkflow, PinDataItems, PinDataOperation, SetPinDataOperation, UnpinDataOperation,
} from './operation-types.js';

/** Items as pin data stores them: `{ json }` (with `binary` when given); plain objects get wrapped. */
export function toPinDataItems(node: string, data: unknown): PinDataItems {
  if (!Array.isArray(data)) throw new OperationError(`Pin data for node "${node}" must be a list of items`);
  return data.map((item: unknown, index: number) => {
    if (!isPlainObject(item)) throw new OperationError(`Item ${index + 1} of the pin data for node "${node}" is not an object`);
    if (isPlainObject(item.json)) return item as PinDataItems[number];
    return { json: item as IDataObject };
  });
}

/** The inverse that puts back the given nodes' entries, and the absence of pin data if it was absent. */
function restoreEntries(pinData: IPinData | undefined, names: readonly string[]): SetPinDataOperation {
  const entries: Record<string, PinDataItems | null> = {};
  for (const name of names) entries[name] = pinData && Object.hasOwn(pinData, name) ? (pinData[name] ?? []) : null;
  return { type: 'setPinData', entries, keepEmpty: pinData !== undefined };
}

export function applyPinData(workflow: EditableWorkflow, op: PinDataOperation): ChangeResult {
  requireNodeIndex(workflow.nodes, op.node);
  const items = toPinDataItems(op.node, op.data);
  return {
    change: { pinData: { ...workflow.pinData, [op.node]: items } },
    inverse: restoreEntries(workflow.pinData, [op.node]),
  };
}

export function applyUnpinData(workflow: EditableWorkflow, op: UnpinDataOperation): ChangeResult {
  if (typeof op.node !== 'string') throw new OperationError('Unpinning needs the name of a node');
  // Unpinning a node without pin data changes nothing, so it is not an error.
  if (!workflow.pinData || !Object.hasOwn(workflow.pinData, op.node)) {
    return { change: {}, inverse: { type: 'batch', operations: [] } };
  }
  const rest = { ...workflow.pinData };
  delete rest[op.node];
  return { change: { pinData: rest }, inverse: restoreEntries(workflow.pinData, [op.node]) };
}

export function applySetPinData(workflow: EditableWorkflow, op: SetPinDataOperation): ChangeResult {
  if (!isPlainObject(op.entries)) throw new OperationError('The pin data to set must be an object by node name');
  const names = Object.keys(op.entries);
  const next: IPinData = { ...workflow.pinData };
  for (const [name, items] of Object.entries(op.entries)) {
    if (items === null) delete next[name];
    else next[name] = toPinDataItems(name, items);
  }
  const removeMap = !op.keepEmpty && Object.keys(next).length === 0;
  return {
    change: { pinData: removeMap ? null : next },
    inverse: restoreEntries(workflow.pinData, names),
  };
}
