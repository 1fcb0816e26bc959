export { NodeError, NodeOperationError, NodeApiError } from './node-error.js';
export type { NodeErrorOptions, NodeApiErrorOptions } from './node-error.js';
export { WorkflowOperationError, ExecutionCancelledError, toExecutionError } from './execution-errors.js';
export { InvalidCustomDataError } from './custom-data-error.js';
export { CodeRunError } from './code-run-error.js';
export type { CodeRunErrorKind, CodeRunErrorDetails } from './code-run-error.js';
export { httpStatusNodeError, retryAfterSeconds, retryAfterText } from './http-status-error.js';
export type { HttpStatusAnswer } from './http-status-error.js';
