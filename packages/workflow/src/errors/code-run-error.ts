/**
 * Why a Code node run failed:
 * - `code`: the code threw (message and line from the code's own error);
 * - `validation`: the code returned something that is not items;
 * - `timeout` / `memory`: a limit was reached (the isolate was stopped, the process is unharmed);
 * - `unavailable`: the sandbox could not start (isolated-vm missing or not built).
 */
export type CodeRunErrorKind = 'code' | 'validation' | 'timeout' | 'memory' | 'unavailable';

export interface CodeRunErrorDetails {
  description?: string;
  /** 1-based line in the user's code. */
  lineNumber?: number;
  /** The item being processed (per-item modes, or where validation failed). */
  itemIndex?: number;
  /** The error's class in the code (`TypeError`, ...), when it threw one. */
  errorName?: string;
  /** The code's stack, limited to the user's code. */
  userStack?: string;
}

/** A failed Code node run; the message is ready to show (it ends with the line, when known). */
export class CodeRunError extends Error {
  readonly kind: CodeRunErrorKind;
  readonly description?: string;
  readonly lineNumber?: number;
  readonly itemIndex?: number;
  readonly errorName?: string;
  readonly userStack?: string;

  constructor(kind: CodeRunErrorKind, message: string, details: CodeRunErrorDetails = {}) {
    super(message);
    this.name = 'CodeRunError';
    this.kind = kind;
    this.description = details.description;
    this.lineNumber = details.lineNumber;
    this.itemIndex = details.itemIndex;
    this.errorName = details.errorName;
    this.userStack = details.userStack;
  }
}
