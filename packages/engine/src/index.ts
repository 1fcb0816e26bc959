export { WorkflowRunner } from './runner/workflow-runner.js';
export type { WorkflowRunnerOptions } from './runner/workflow-runner.js';
export type {
  ExecutionLifecycleHooks, RunOptions, IRun, ExecutionState, EngineRunExecutionData,
} from './runner/run.types.js';
export type { ExecutionOrder } from './runner/execution-scheduler.js';
export { NodeError, NodeOperationError, NodeApiError } from './errors/node-error.js';
export type { NodeErrorOptions, NodeApiErrorOptions } from './errors/node-error.js';
export { WorkflowOperationError, ExecutionCancelledError, toExecutionError } from './errors/execution-errors.js';
export { VersionedNodeType, isVersionedNodeType } from './node-types/versioned-node-type.js';
export { isTriggerNodeType, MANUAL_START_NODE_TYPES } from './node-types/node-kind.js';
export { getPath, setPath, unsetPath, parsePath } from './utils/object-path.js';
export { createConsoleLogger } from './context/console-logger.js';
export type { LogLevel } from './context/console-logger.js';
export {
  returnJsonArray, constructExecutionMetaData, normalizeItems, copyInputItems,
} from './context/data-helpers.js';
export { NodeTypeRegistry } from './node-types/node-type-registry.js';
