export { NodeError, NodeOperationError, NodeApiError } from './node-error.js';
export type { NodeErrorOptions, NodeApiErrorOptions } from './node-error.js';
export { WorkflowOperationError, ExecutionCancelledError, toExecutionError } from './execution-errors.js';
