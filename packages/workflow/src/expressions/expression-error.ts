/**
 * Why an expression failed. `security` and `syntax` are found when compiling; the others while
 * evaluating. `not-found` marks references to data that does not exist (a node that never ran, a
 * missing item), which the editor shows as `[not found]` rather than as an error text.
 */
export type ExpressionErrorType = 'syntax' | 'security' | 'runtime' | 'not-found' | 'paired-item' | 'limit';

export interface ExpressionErrorOptions {
  description?: string;
  type?: ExpressionErrorType;
  itemIndex?: number;
  runIndex?: number;
  /** The node an expression points at (`$('Name')`), when the failure concerns it. */
  nodeCause?: string;
  cause?: unknown;
}

/** An expression could not be compiled or evaluated; the message is shown to the user as it is. */
export class ExpressionError extends Error {
  readonly description: string | undefined;
  readonly type: ExpressionErrorType;
  readonly context: { itemIndex?: number; runIndex?: number; nodeCause?: string };

  constructor(message: string, options: ExpressionErrorOptions = {}) {
    super(message);
    this.name = 'ExpressionError';
    this.description = options.description;
    this.type = options.type ?? 'runtime';
    this.context = {};
    if (options.itemIndex !== undefined) this.context.itemIndex = options.itemIndex;
    if (options.runIndex !== undefined) this.context.runIndex = options.runIndex;
    if (options.nodeCause !== undefined) this.context.nodeCause = options.nodeCause;
    if (options.cause !== undefined) this.cause = options.cause;
  }
}

export function isExpressionError(error: unknown): error is ExpressionError {
  return error instanceof ExpressionError;
}

/** The message of anything thrown by user code, read defensively (it may be any value). */
export function thrownMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  try {
    return String(error);
  } catch {
    return 'Unknown error';
  }
}
