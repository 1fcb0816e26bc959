import type { IConnections, INode, IPinData } from '../model/index.js';
import { uniqueNodeNames } from '../naming/unique-node-name.js';
import { isPlainObject } from '../parameters/json-value.js';
import { ConnectionsDraft } from './connections-draft.js';
import { nodeIndexByName } from './node-lookup.js';
import { OperationError } from './operation-error.js';
import type { AddNodesOperation, ChangeResult, EditableWorkflow, WorkflowOperation } from './operation-types.js';

export function isPosition(value: unknown): value is [number, number] {
  return Array.isArray(value) && value.length === 2 && value.every((n) => typeof n === 'number' && Number.isFinite(n));
}

function validateNode(node: unknown, position: number): asserts node is INode {
  const problem = (reason: string) => new OperationError(`Node ${position + 1} cannot be added: ${reason}`);
  if (!isPlainObject(node)) throw problem('it is not a node object');
  if (typeof node.name !== 'string' || node.name.trim() === '') throw problem('it has no name');
  if (typeof node.type !== 'string' || node.type === '') throw problem(`"${node.name}" has no type`);
  if (!isPosition(node.position)) throw problem(`the position of "${node.name}" must be two finite numbers`);
  if (!isPlainObject(node.parameters)) throw problem(`the parameters of "${node.name}" must be an object`);
}

/** Places the new nodes at the given positions of the resulting list, in one pass. */
function insertAt(nodes: readonly INode[], added: INode[], indices: readonly number[]): INode[] {
  const total = nodes.length + added.length;
  const valid = indices.length === added.length
    && indices.every((index) => Number.isInteger(index) && index >= 0 && index < total)
    && new Set(indices).size === indices.length;
  if (!valid) throw new OperationError('The positions given for the added nodes do not fit the node list');
  const placed = added.map((node, i) => ({ node, index: indices[i] as number })).sort((a, b) => a.index - b.index);
  const result: INode[] = [];
  let existing = 0;
  let next = 0;
  for (let position = 0; position < total; position += 1) {
    const slot = placed[next];
    if (slot && slot.index === position) {
      result.push(slot.node);
      next += 1;
    } else {
      result.push(nodes[existing] as INode);
      existing += 1;
    }
  }
  return result;
}

function addConnections(
  draft: ConnectionsDraft, connections: IConnections, rename: ReadonlyMap<string, string>, names: ReadonlySet<string>,
): void {
  if (!isPlainObject(connections)) throw new OperationError('The connections of the added nodes must be an object by node name');
  const nameOf = (name: string) => rename.get(name) ?? name;
  for (const [givenSource, record] of Object.entries(connections)) {
    const source = nameOf(givenSource);
    if (!names.has(source) || !isPlainObject(record)) continue;
    for (const [outputType, outputs] of Object.entries(record)) {
      if (!Array.isArray(outputs)) continue;
      outputs.forEach((list: unknown, sourceIndex: number) => {
        if (!Array.isArray(list)) return;
        for (const connection of list as unknown[]) {
          if (!isPlainObject(connection) || typeof connection.node !== 'string') continue;
          const target = nameOf(connection.node);
          if (!names.has(target)) continue;
          const targetIndex = typeof connection.index === 'number' ? connection.index : 0;
          const inputType = typeof connection.type === 'string' ? connection.type : outputType;
          const ref = { source, outputType, sourceIndex, target, inputType, targetIndex };
          if (!draft.has(ref)) draft.add(ref);
        }
      });
    }
  }
}

export function applyAddNodes(workflow: EditableWorkflow, op: AddNodesOperation): ChangeResult {
  if (!Array.isArray(op.nodes) || op.nodes.length === 0) throw new OperationError('No nodes given to add');
  op.nodes.forEach((node, position) => validateNode(node, position));

  const ids = new Set(workflow.nodes.map((node) => node.id));
  for (const node of op.nodes) {
    if (node.id !== undefined && ids.has(node.id)) throw new OperationError(`A node with the id "${node.id}" already exists`);
    ids.add(node.id);
  }

  const existingNames = nodeIndexByName(workflow.nodes);
  const finalNames = uniqueNodeNames(op.nodes.map((node) => node.name), existingNames.keys());
  const rename = new Map<string, string>();
  const added = op.nodes.map((node, i) => {
    const name = finalNames[i] as string;
    if (name === node.name) return node;
    if (!rename.has(node.name)) rename.set(node.name, name);
    return { ...node, name };
  });
  const nodes = op.indices === undefined ? [...workflow.nodes, ...added] : insertAt(workflow.nodes, added, op.indices);

  const draft = new ConnectionsDraft(workflow.connections);
  if (op.connections !== undefined) {
    addConnections(draft, op.connections, rename, new Set([...existingNames.keys(), ...finalNames]));
  }

  const inverse: WorkflowOperation[] = [{ type: 'removeNodes', names: finalNames, reconnect: false }];
  if (draft.changed) inverse.push({ type: 'setConnections', connections: draft.previousRecords() });
  const pinData = addPinData(workflow.pinData, op.pinData, rename, new Set(finalNames));
  const restorePins: Record<string, IPinData[string]> = {};
  for (const name of finalNames) {
    if (workflow.pinData && Object.hasOwn(workflow.pinData, name)) restorePins[name] = workflow.pinData[name] ?? [];
  }
  if (Object.keys(restorePins).length > 0 || (workflow.pinData === undefined && pinData !== undefined)) {
    inverse.push({ type: 'setPinData', entries: restorePins, keepEmpty: workflow.pinData !== undefined });
  }

  return {
    change: { nodes, connections: draft.result(), ...(pinData !== undefined ? { pinData } : {}) },
    inverse: { type: 'batch', operations: inverse },
  };
}

function addPinData(
  current: IPinData | undefined, given: IPinData | undefined, rename: ReadonlyMap<string, string>, added: ReadonlySet<string>,
): IPinData | undefined {
  if (given === undefined) return undefined;
  if (!isPlainObject(given)) throw new OperationError('The pin data of the added nodes must be an object by node name');
  let result: IPinData | undefined;
  for (const [givenName, items] of Object.entries(given)) {
    const name = rename.get(givenName) ?? givenName;
    if (!added.has(name) || !Array.isArray(items)) continue;
    result ??= { ...current };
    result[name] = items;
  }
  return result;
}
