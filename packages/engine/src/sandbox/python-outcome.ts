import { CodeRunError } from '@weft/workflow';
import { readRunOutcome } from './run-outcome.js';
import type { ReportedCodeError, RunOutcome } from './run-outcome.js';
import type { CodeRunResult } from './sandbox.types.js';

/** What the worker's Python runtime answers for one run (JSON). */
export interface PythonOutcome extends Omit<RunOutcome, 'error'> {
  error?: Omit<ReportedCodeError, 'kind' | 'lineNumber' | 'itemIndex'> & {
    kind: ReportedCodeError['kind'] | 'runtime';
    lineNumber?: number | null;
    itemIndex?: number | null;
    syntax?: boolean;
  };
}

/**
 * The run's items, or its failure as a CodeRunError worded as the JavaScript sandbox words it
 * ("NameError: name 'x' is not defined [line 2]", "... [line 2, for item 1]").
 */
export function pythonOutcome(outcome: PythonOutcome, mode: string): CodeRunResult {
  const { error } = outcome;
  if (!error) return readRunOutcome({ items: outcome.items, staticData: outcome.staticData }, false);
  if (error.kind === 'runtime') {
    throw new CodeRunError('unavailable', `The Python runtime failed: ${error.message}`, {
      description: 'Run the node again; the runtime has been restarted.',
    });
  }
  const { syntax, lineNumber, itemIndex, ...reported } = error;
  return readRunOutcome({
    error: {
      ...reported,
      kind: error.kind,
      lineNumber: lineNumber ?? undefined,
      itemIndex: itemIndex ?? undefined,
      description: error.description ?? (syntax ? 'The code has a syntax error: Python cannot read it.' : undefined),
    },
  }, mode === 'runOnceForEachItem' && !syntax);
}
