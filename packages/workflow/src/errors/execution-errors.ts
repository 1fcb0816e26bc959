import type { ExecutionError, IDataObject } from '../model/index.js';
import { NodeApiError, NodeError } from './node-error.js';

/** The workflow as a whole cannot run (no start node, a missing node name, ...). */
export class WorkflowOperationError extends Error {
  readonly description: string | null;

  constructor(message: string, description?: string) {
    super(message);
    this.name = 'WorkflowOperationError';
    this.description = description ?? null;
  }
}

/** The execution was stopped from outside (the user, a timeout, a shutdown). */
export class ExecutionCancelledError extends Error {
  /** `reason`: the abort signal's reason; `AbortSignal.timeout()` gives a TimeoutError. */
  constructor(executionId: string, reason?: unknown) {
    const timedOut = typeof reason === 'object' && reason !== null && (reason as { name?: unknown }).name === 'TimeoutError';
    super(timedOut
      ? `Execution ${executionId} took longer than its time limit and was stopped`
      : `Execution ${executionId} was stopped before it finished`);
    this.name = 'ExecutionCancelledError';
  }
}

/** Turns anything a node threw into the plain object stored in run data. */
export function toExecutionError(error: unknown): ExecutionError {
  if (error instanceof NodeError) {
    const serialized: ExecutionError = {
      name: error.name,
      message: error.message,
      description: error.description,
      stack: error.stack,
      node: error.node,
      context: error.context as IDataObject,
      timestamp: error.timestamp,
      level: error.level,
    };
    if (error instanceof NodeApiError) serialized.httpCode = error.httpCode;
    if (error.cause instanceof Error) serialized.cause = { name: error.cause.name, message: error.cause.message };
    return serialized;
  }
  if (error instanceof WorkflowOperationError) {
    return { name: error.name, message: error.message, description: error.description, stack: error.stack, timestamp: Date.now() };
  }
  if (error instanceof Error) {
    return { name: error.name, message: error.message, stack: error.stack, timestamp: Date.now() };
  }
  return { name: 'Error', message: typeof error === 'string' ? error : 'The node failed with an unknown error', timestamp: Date.now() };
}
