import type { IDataObject, INodeExecutionData } from '@weft/workflow';
import { CodeRunError } from '@weft/workflow';
import type { CodeRunResult } from './sandbox.types.js';

/** A failure of the code that its runtime (JavaScript or Python) reports as data. */
export interface ReportedCodeError {
  kind: 'code' | 'validation';
  message: string;
  description?: string;
  name?: string;
  stack?: string;
  lineNumber?: number;
  itemIndex?: number;
}

/** What a runtime answers for one run. */
export interface RunOutcome {
  items?: INodeExecutionData[];
  staticData?: Partial<Record<'global' | 'node', IDataObject>>;
  error?: ReportedCodeError;
}

/**
 * The run's items, or its failure as a CodeRunError whose message ends with where it happened
 * ("... [line 2]", and "... [line 2, for item 1]" when `perItem`); without a description of its own
 * the error names its class and line.
 */
export function readRunOutcome(outcome: RunOutcome, perItem: boolean): CodeRunResult {
  if (outcome.error) {
    const { kind, message, description, name, stack, lineNumber, itemIndex } = outcome.error;
    const where = [
      lineNumber !== undefined ? `line ${lineNumber}` : undefined,
      kind === 'code' && perItem && itemIndex !== undefined ? `for item ${itemIndex}` : undefined,
    ].filter(Boolean).join(', ');
    throw new CodeRunError(kind, where ? `${message} [${where}]` : message, {
      description: description ?? (name ? `${name} in the code${lineNumber !== undefined ? ` at line ${lineNumber}` : ''}` : undefined),
      errorName: name, userStack: stack, lineNumber, itemIndex,
    });
  }
  const result: CodeRunResult = { items: outcome.items ?? [] };
  if (outcome.staticData && Object.keys(outcome.staticData).length > 0) result.staticData = outcome.staticData;
  return result;
}
