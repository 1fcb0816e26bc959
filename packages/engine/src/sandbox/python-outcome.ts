import type { IDataObject, INodeExecutionData } from '@weft/workflow';
import { CodeRunError } from './sandbox-errors.js';
import type { CodeRunResult } from './sandbox.types.js';

/** What the worker's Python runtime answers for one run (JSON). */
export interface PythonOutcome {
  items?: INodeExecutionData[];
  staticData?: Partial<Record<'global' | 'node', IDataObject>>;
  error?: {
    kind: 'code' | 'validation' | 'runtime';
    message: string;
    description?: string;
    name?: string;
    stack?: string;
    lineNumber?: number | null;
    itemIndex?: number | null;
    syntax?: boolean;
  };
}

/**
 * The run's items, or its failure as a CodeRunError whose message ends with where it happened
 * ("NameError: name 'x' is not defined [line 2]", "... [line 2, for item 1]"), as the JavaScript
 * sandbox words it.
 */
export function pythonOutcome(outcome: PythonOutcome, mode: string): CodeRunResult {
  const { error } = outcome;
  if (error) {
    if (error.kind === 'runtime') {
      throw new CodeRunError('unavailable', `The Python runtime failed: ${error.message}`, {
        description: 'Run the node again; the runtime has been restarted.',
      });
    }
    const lineNumber = error.lineNumber ?? undefined;
    const itemIndex = error.itemIndex ?? undefined;
    const where = [
      lineNumber !== undefined ? `line ${lineNumber}` : undefined,
      error.kind === 'code' && mode === 'runOnceForEachItem' && itemIndex !== undefined && !error.syntax ? `for item ${itemIndex}` : undefined,
    ].filter(Boolean).join(', ');
    const description = error.description
      ?? (error.syntax ? 'The code has a syntax error: Python cannot read it.' : undefined)
      ?? (error.name ? `${error.name} in the code${lineNumber !== undefined ? ` at line ${lineNumber}` : ''}` : undefined);
    throw new CodeRunError(error.kind, where ? `${error.message} [${where}]` : error.message, {
      description, errorName: error.name, userStack: error.stack, lineNumber, itemIndex,
    });
  }
  const result: CodeRunResult = { items: outcome.items ?? [] };
  if (outcome.staticData && Object.keys(outcome.staticData).length > 0) result.staticData = outcome.staticData;
  return result;
}
