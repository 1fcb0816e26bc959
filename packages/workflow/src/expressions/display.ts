import { DateTime } from 'luxon';
import { evaluateExpression } from './evaluate.js';
import type { ExpressionContext } from './expression-context.js';
import { ExpressionError, thrownMessage } from './expression-error.js';

/** What the editor shows for an expression: its value as text, and whether it resolved. */
export interface ExpressionDisplay {
  text: string;
  state: 'valid' | 'invalid';
  value?: unknown;
  error?: ExpressionError;
  /**
   * When the error comes from the expression's own code, runs do not fail on it: they resolve it as
   * n8n does (`codeErrors: 'resolve-empty'`). This is what a run gives instead, as display text.
   */
  runText?: string;
}

/** Objects as the expression preview shows them: `[Object: {"a": 1}]`, `[Array: [1, 2]]`. */
export function valueToDisplayText(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value !== 'object') return String(value);
  if (DateTime.isDateTime(value)) return `[DateTime: ${value.isValid ? value.toISO() : `invalid (${value.invalidReason})`}]`;
  if (value instanceof Date) return `[Date: ${Number.isNaN(value.getTime()) ? 'invalid' : value.toISOString()}]`;
  let json: string;
  try {
    json = JSON.stringify(value) ?? String(value);
  } catch {
    json = '[unserializable]';
  }
  json = json.replace(/,"/g, ', "').replace(/":/g, '": ');
  return `[${Array.isArray(value) ? 'Array' : 'Object'}: ${json}]`;
}

/**
 * Evaluates a parameter value for display in the editor (spec editor.md §5): an error shows as
 * `[invalid (message)]`, a value that resolves to nothing as `[not found]`. Never throws.
 */
export function displayExpression(value: string, ctx: ExpressionContext, itemIndex: number = ctx.itemIndex): ExpressionDisplay {
  try {
    const result = evaluateExpression(value, ctx, itemIndex);
    if (result === undefined) return { text: '[not found]', state: 'invalid', value: result };
    return { text: valueToDisplayText(result), state: 'valid', value: result };
  } catch (error) {
    const expressionError = error instanceof ExpressionError ? error : new ExpressionError(thrownMessage(error), { cause: error });
    const display: ExpressionDisplay = { text: `[invalid (${expressionError.message})]`, state: 'invalid', error: expressionError };
    const runText = valueInRuns(value, ctx, itemIndex);
    if (runText !== undefined) display.runText = runText;
    return display;
  }
}

/** What a run makes of an expression that failed in the preview, or undefined when the run fails too. */
function valueInRuns(value: string, ctx: ExpressionContext, itemIndex: number): string | undefined {
  try {
    const result = evaluateExpression(value, { ...ctx, codeErrors: 'resolve-empty' }, itemIndex);
    return result === undefined ? '' : valueToDisplayText(result);
  } catch {
    return undefined;
  }
}
