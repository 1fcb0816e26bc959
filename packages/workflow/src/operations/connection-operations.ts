import type { INodeConnections } from '../model/index.js';
import { isPlainObject } from '../parameters/json-value.js';
import type { ConnectionRef } from './connections-draft.js';
import { ConnectionsDraft, refFromEndpoints } from './connections-draft.js';
import { requireNodeIndex } from './node-lookup.js';
import { OperationError } from './operation-error.js';
import type {
  ChangeResult, ConnectOperation, DisconnectOperation, EditableWorkflow, SetConnectionsOperation,
} from './operation-types.js';

function describe(ref: ConnectionRef): string {
  return `from "${ref.source}" (output ${ref.sourceIndex}) to "${ref.target}" (input ${ref.targetIndex})`;
}

function validEndpoints(workflow: EditableWorkflow, op: ConnectOperation | DisconnectOperation): ConnectionRef {
  const endpoints = op.connection;
  if (!isPlainObject(endpoints)) throw new OperationError('A connection needs a source and a target node');
  requireNodeIndex(workflow.nodes, endpoints.source);
  requireNodeIndex(workflow.nodes, endpoints.target);
  const ref = refFromEndpoints(endpoints);
  for (const [label, index] of [['output', ref.sourceIndex], ['input', ref.targetIndex]] as const) {
    if (!Number.isInteger(index) || index < 0) {
      throw new OperationError(`The ${label} index of a connection must be a whole number of 0 or more`);
    }
  }
  if (typeof ref.outputType !== 'string' || ref.outputType === '') {
    throw new OperationError('The type of a connection must be a non-empty name such as "main"');
  }
  return ref;
}

export function applyConnect(workflow: EditableWorkflow, op: ConnectOperation): ChangeResult {
  const ref = validEndpoints(workflow, op);
  const draft = new ConnectionsDraft(workflow.connections);
  if (draft.has(ref)) throw new OperationError(`The connection ${describe(ref)} already exists`);
  draft.add(ref);
  return {
    change: { connections: draft.result() },
    inverse: { type: 'setConnections', connections: draft.previousRecords() },
  };
}

export function applyDisconnect(workflow: EditableWorkflow, op: DisconnectOperation): ChangeResult {
  const ref = validEndpoints(workflow, op);
  const draft = new ConnectionsDraft(workflow.connections);
  if (!draft.remove(ref)) throw new OperationError(`There is no connection ${describe(ref)}`);
  return {
    change: { connections: draft.result() },
    inverse: { type: 'setConnections', connections: draft.previousRecords() },
  };
}

function isRecord(value: unknown): value is INodeConnections {
  return isPlainObject(value) && Object.values(value).every((outputs) => Array.isArray(outputs));
}

export function applySetConnections(workflow: EditableWorkflow, op: SetConnectionsOperation): ChangeResult {
  if (!isPlainObject(op.connections)) throw new OperationError('The connections to set must be an object by node name');
  const draft = new ConnectionsDraft(workflow.connections);
  for (const [source, record] of Object.entries(op.connections)) {
    if (record !== null && !isRecord(record)) {
      throw new OperationError(`The connections of "${source}" must list, per connection type, the outputs' connections`);
    }
    draft.setRecord(source, record);
  }
  return {
    change: { connections: draft.result() },
    inverse: { type: 'setConnections', connections: draft.previousRecords() },
  };
}
