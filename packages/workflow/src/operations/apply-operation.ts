import { isPlainObject } from '../parameters/json-value.js';
import { applyAddNodes } from './add-nodes.js';
import { applyConnect, applyDisconnect, applySetConnections } from './connection-operations.js';
import {
  applyMoveNodes, applySetNodeCredentials, applySetNodeParameters, applySetNodeSetting,
} from './node-edit-operations.js';
import { OperationError } from './operation-error.js';
import type {
  ChangeResult, EditableWorkflow, OperationResult, WorkflowChange, WorkflowOperation,
} from './operation-types.js';
import { applyPinData, applySetPinData, applyUnpinData } from './pin-data-operations.js';
import { applyRemoveNodes } from './remove-nodes.js';
import { applyRenameNode } from './rename-node.js';
import { applySetParameter } from './set-parameter.js';
import { applySetTags } from './tag-operations.js';

function changeFor(workflow: EditableWorkflow, op: WorkflowOperation): ChangeResult {
  switch (op.type) {
    case 'addNodes': return applyAddNodes(workflow, op);
    case 'removeNodes': return applyRemoveNodes(workflow, op);
    case 'connect': return applyConnect(workflow, op);
    case 'disconnect': return applyDisconnect(workflow, op);
    case 'setConnections': return applySetConnections(workflow, op);
    case 'moveNodes': return applyMoveNodes(workflow, op);
    case 'renameNode': return applyRenameNode(workflow, op);
    case 'setParameter': return applySetParameter(workflow, op);
    case 'setNodeParameters': return applySetNodeParameters(workflow, op);
    case 'setNodeSetting': return applySetNodeSetting(workflow, op);
    case 'setNodeCredentials': return applySetNodeCredentials(workflow, op);
    case 'pinData': return applyPinData(workflow, op);
    case 'unpinData': return applyUnpinData(workflow, op);
    case 'setPinData': return applySetPinData(workflow, op);
    case 'setTags': return applySetTags(workflow, op);
    default: throw new OperationError(`Unknown operation type "${String((op as { type?: unknown }).type)}"`);
  }
}

/** The workflow with a change merged in; parts the change does not touch stay the same objects. */
function merge<W extends EditableWorkflow>(workflow: W, change: WorkflowChange): W {
  if (change.nodes === undefined && change.connections === undefined && change.pinData === undefined
    && change.tags === undefined) return workflow;
  const result: W = { ...workflow };
  if (change.nodes !== undefined) result.nodes = change.nodes;
  if (change.connections !== undefined) result.connections = change.connections;
  if (change.pinData === null) delete result.pinData;
  else if (change.pinData !== undefined) result.pinData = change.pinData;
  if (change.tags === null) delete result.tags;
  else if (change.tags !== undefined) result.tags = change.tags;
  return result;
}

/**
 * Applies one edit to a workflow without changing it: returns the edited workflow (sharing every part
 * the edit does not touch) and the operation that undoes it. Throws `OperationError` with a message for
 * the user when the edit cannot be applied; the given workflow is then unchanged.
 */
export function applyOperation<W extends EditableWorkflow>(workflow: W, op: WorkflowOperation): OperationResult<W> {
  const candidate: unknown = op;
  if (!isPlainObject(candidate) || typeof candidate.type !== 'string') {
    throw new OperationError('An operation must be an object with a type');
  }
  if (op.type === 'batch') {
    if (!Array.isArray(op.operations)) throw new OperationError('A batch needs a list of operations');
    let current = workflow;
    const inverses: WorkflowOperation[] = [];
    for (const step of op.operations) {
      const result = applyOperation(current, step);
      current = result.workflow;
      inverses.push(result.inverse);
    }
    return { workflow: current, inverse: { type: 'batch', operations: inverses.reverse() } };
  }
  const { change, inverse } = changeFor(workflow, op);
  return { workflow: merge(workflow, change), inverse };
}

/** Applies several operations in order; the inverse undoes all of them. */
export function applyOperations<W extends EditableWorkflow>(workflow: W, operations: WorkflowOperation[]): OperationResult<W> {
  return applyOperation(workflow, { type: 'batch', operations });
}
