import type { ExpressionDisplay, INodeProperties, NodeParameterValueType } from '@weft/workflow';
import { isExpression } from '@weft/workflow';

/** Delay between switching to Expression and the full editor opening (spec/editor.md §4). */
export const OPEN_EDITOR_DELAY_MS = 375;

/** Types that hold other parameters or nothing at all: no Fixed | Expression choice. */
const CONTAINER_TYPES = new Set([
  'notice', 'callout', 'button', 'hidden', 'collection', 'fixedCollection', 'assignmentCollection', 'filter',
  'resourceMapper', 'credentialsSelect',
]);

export function canBeExpression(parameter: Pick<INodeProperties, 'type' | 'noDataExpression'>): boolean {
  return !parameter.noDataExpression && !CONTAINER_TYPES.has(parameter.type);
}

/**
 * A fixed value turned into an expression: text keeps its characters after '=', numbers and
 * booleans become a `{{ }}` segment so they keep their type, nothing becomes an empty expression.
 */
export function toExpressionValue(value: NodeParameterValueType): string {
  if (isExpression(value)) return value;
  if (typeof value === 'number' || typeof value === 'boolean') return `={{ ${String(value)} }}`;
  if (value === null || value === undefined) return '=';
  if (typeof value === 'string') return `=${value}`;
  return `={{ ${JSON.stringify(value)} }}`;
}

/**
 * The fixed value an expression leaves behind when switched back (spec/editor.md §4): its value for
 * the current item; for multiOptions the evaluated values that are valid options; null when it did
 * not evaluate.
 */
export function toFixedValue(
  parameter: Pick<INodeProperties, 'type' | 'options'>,
  display: Pick<ExpressionDisplay, 'state' | 'value'>,
): NodeParameterValueType {
  if (parameter.type === 'multiOptions') {
    const allowed = new Set((parameter.options ?? []).map((option) => ('value' in option ? option.value : undefined)));
    const values = Array.isArray(display.value) ? display.value : [display.value];
    return display.state === 'valid' ? values.filter((value): value is string | number => allowed.has(value as string)) : [];
  }
  if (display.state !== 'valid') return null;
  const { value } = display;
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    if (parameter.type === 'string' && value !== null) return String(value);
    return value;
  }
  if (parameter.type === 'json' || parameter.type === 'string') return JSON.stringify(value, null, 2);
  return null;
}
