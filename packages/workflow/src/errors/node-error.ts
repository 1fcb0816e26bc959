import type { IDataObject, INode } from '../model/index.js';

export interface NodeErrorOptions {
  message?: string;
  description?: string | null;
  itemIndex?: number;
  runIndex?: number;
  /** Extra facts for the error view, e.g. the parameter at fault. */
  context?: IDataObject;
  level?: 'warning' | 'error';
}

/**
 * An error raised while a node runs. Nodes throw the two subclasses (n8n's names) so that the
 * engine records which node failed, and the editor shows a message and a description.
 */
export abstract class NodeError extends Error {
  readonly node: INode;
  description: string | null;
  readonly context: IDataObject;
  readonly timestamp: number;
  readonly level: 'warning' | 'error';
  override cause?: unknown;

  protected constructor(node: INode, message: string, options: NodeErrorOptions, cause?: unknown) {
    super(message);
    this.node = node;
    this.description = options.description ?? null;
    this.timestamp = Date.now();
    this.level = options.level ?? 'error';
    this.context = { ...(options.context ?? {}) };
    if (options.itemIndex !== undefined) this.context.itemIndex = options.itemIndex;
    if (options.runIndex !== undefined) this.context.runIndex = options.runIndex;
    if (cause !== undefined) this.cause = cause;
  }
}

function messageOf(error: unknown): string | undefined {
  if (typeof error === 'string') return error;
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null) {
    const candidate = (error as { message?: unknown }).message;
    if (typeof candidate === 'string') return candidate;
  }
  return undefined;
}

/** A node could not do its work because of its configuration or its input (not a remote service). */
export class NodeOperationError extends NodeError {
  constructor(node: INode, error: Error | string | IDataObject, options: NodeErrorOptions = {}) {
    const message = options.message ?? messageOf(error) ?? 'The node failed';
    super(node, message, options, typeof error === 'string' ? undefined : error);
    this.name = 'NodeOperationError';
    if (error instanceof Error && error.stack) this.stack = error.stack;
  }
}

export interface NodeApiErrorOptions extends NodeErrorOptions {
  httpCode?: string | number;
}

/** Short, plain explanations for the HTTP statuses a service most often answers with. */
const STATUS_MESSAGES: Record<string, string> = {
  '400': 'The service rejected the request as malformed',
  '401': 'The service refused the credentials',
  '403': 'The credentials are not allowed to do this',
  '404': 'The service could not find what was asked for',
  '429': 'The service is receiving too many requests; try again later',
  '500': 'The service had an internal error',
  '502': 'The service is unreachable behind its gateway',
  '503': 'The service is temporarily unavailable',
  '504': 'The service took too long to answer',
};

function firstString(source: IDataObject, keys: string[]): string | undefined {
  for (const key of keys) {
    const value = source[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
    if (typeof value === 'number') return String(value);
  }
  return undefined;
}

/** A remote service answered with an error (an HTTP status, or an error body). */
export class NodeApiError extends NodeError {
  readonly httpCode: string | null;
  readonly errorResponse: IDataObject;

  constructor(node: INode, errorResponse: IDataObject | Error, options: NodeApiErrorOptions = {}) {
    const response: IDataObject = errorResponse instanceof Error
      ? { message: errorResponse.message, ...(errorResponse as unknown as IDataObject) }
      : errorResponse;
    const nested = typeof response.error === 'object' && response.error !== null && !Array.isArray(response.error)
      ? (response.error as IDataObject) : {};
    const httpCode = options.httpCode !== undefined
      ? String(options.httpCode)
      : firstString(response, ['httpCode', 'statusCode', 'status', 'code']) ?? firstString(nested, ['code', 'status']) ?? null;
    const serviceMessage = firstString(response, ['message', 'errorMessage', 'error_description'])
      ?? firstString(nested, ['message', 'error_description'])
      ?? (typeof response.error === 'string' ? response.error : undefined);
    const message = options.message
      ?? (httpCode !== null && STATUS_MESSAGES[httpCode] ? STATUS_MESSAGES[httpCode] : undefined)
      ?? serviceMessage
      ?? 'The service answered with an error';
    const description = options.description !== undefined
      ? options.description
      : serviceMessage !== undefined && serviceMessage !== message ? serviceMessage : null;
    super(node, message, { ...options, description }, errorResponse);
    this.name = 'NodeApiError';
    this.httpCode = httpCode;
    this.errorResponse = response;
  }
}
