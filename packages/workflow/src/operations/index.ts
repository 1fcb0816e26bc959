export { applyOperation, applyOperations } from './apply-operation.js';
export { OperationError } from './operation-error.js';
export { findNodeByName, nodeIndexByName } from './node-lookup.js';
export { toPinDataItems } from './pin-data-operations.js';
export { NodeReferenceRenamer } from './rename-expressions.js';
export type {
  AddNodesOperation, BatchOperation, ConnectionEndpoints, ConnectOperation, DisconnectOperation, EditableWorkflow,
  MoveNodesOperation, OperationResult, PinDataItems, PinDataOperation, RemoveNodesOperation, RenameNodeOperation,
  SetConnectionsOperation, SetNodeCredentialsOperation, SetNodeParametersOperation, SetNodeSettingOperation,
  SetParameterOperation, SetPinDataOperation, SetTagsOperation, UnpinDataOperation, WorkflowOperation, WorkflowOperationType,
} from './operation-types.js';
