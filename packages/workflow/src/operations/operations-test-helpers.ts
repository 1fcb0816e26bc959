import { expect } from 'vitest';
import type { IConnections, INode, IPinData } from '../model/index.js';
import { cloneJson } from '../parameters/json-value.js';
import { applyOperation } from './apply-operation.js';
import type { EditableWorkflow, WorkflowOperation } from './operation-types.js';

export interface TestWorkflow extends EditableWorkflow {
  name: string;
  active: boolean;
}

export { testNode as node, testConnections as links } from '../graph/graph-test-helpers.js';

export function workflow(nodes: INode[], connections: IConnections = {}, pinData?: IPinData): TestWorkflow {
  return { name: 'My workflow', active: false, nodes, connections, ...(pinData ? { pinData } : {}) };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/**
 * Applies `op` to a frozen workflow (so any mutation of the input throws), checks that the inverse
 * gives back a deep-equal workflow, and returns the edited workflow and the inverse.
 */
export function applyAndUndo(original: TestWorkflow, op: WorkflowOperation) {
  const snapshot = cloneJson(original);
  const { workflow: edited, inverse } = applyOperation(deepFreeze(original), op);
  expect(original).toStrictEqual(snapshot);
  // Operations must be plain data: they survive JSON, as they would in an undo log or a message.
  const undo = applyOperation(deepFreeze(edited), JSON.parse(JSON.stringify(inverse)) as WorkflowOperation);
  expect(undo.workflow).toStrictEqual(snapshot);
  // Undoing the undo gives the edit again.
  expect(applyOperation(undo.workflow, undo.inverse).workflow).toStrictEqual(edited);
  return { workflow: edited, inverse };
}

/** Names of the connections as `source:output->target:input` strings, for readable assertions. */
export function linkList(connections: IConnections): string[] {
  const result: string[] = [];
  for (const [source, record] of Object.entries(connections)) {
    for (const [type, outputs] of Object.entries(record)) {
      outputs.forEach((list, output) => {
        for (const c of list ?? []) result.push(`${source}:${output}->${c.node}:${c.index}${type === 'main' ? '' : ` (${type})`}`);
      });
    }
  }
  return result.sort();
}
