import type { ExecutionError, INode } from '@weft/workflow';
import { jsonSizeExceeds } from '../data/data-size';

/** Open levels of an error's cause (spec/editor.md §9: error cause viewer depth 3). */
export const CAUSE_OPEN_DEPTH = 3;

export interface ErrorDetails {
  message: string;
  description?: string;
  httpCode?: string;
  timestamp?: number;
  context?: Record<string, unknown>;
  /** The parameter the error points at: found in the node's parameters, or missing (spec §2). */
  parameter?: { name: string; found: boolean };
  /** Left out when its JSON is longer than the display limit. */
  cause?: unknown;
  causeTooLarge: boolean;
  stack?: string;
}

function hasPath(parameters: Record<string, unknown>, path: string): boolean {
  let current: unknown = parameters;
  for (const step of path.split('.')) {
    if (current === null || typeof current !== 'object' || !(step in current)) return false;
    current = (current as Record<string, unknown>)[step];
  }
  return true;
}

/** What the error view shows of a run's error, each part only when the error has it. */
export function errorDetails(error: ExecutionError, node: Pick<INode, 'parameters'>): ErrorDetails {
  const context = error.context && Object.keys(error.context).length > 0 ? { ...error.context } : undefined;
  const parameterName = typeof context?.parameter === 'string' ? context.parameter : undefined;
  if (context && parameterName !== undefined) delete context.parameter;
  const causeTooLarge = error.cause !== undefined && jsonSizeExceeds(error.cause);
  return {
    message: error.message,
    description: error.description ?? undefined,
    httpCode: error.httpCode ?? undefined,
    timestamp: error.timestamp,
    context: context && Object.keys(context).length > 0 ? context : undefined,
    parameter: parameterName === undefined ? undefined : { name: parameterName, found: hasPath(node.parameters, parameterName) },
    cause: causeTooLarge ? undefined : error.cause,
    causeTooLarge,
    stack: error.stack,
  };
}
