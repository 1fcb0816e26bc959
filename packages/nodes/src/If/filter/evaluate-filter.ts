import { coerce, showValue } from './coerce-value.js';
import type { FilterCondition, FilterValue } from './filter.types.js';
import { FilterOperatorError, FilterTypeError } from './filter.types.js';
import { comparisonFor, isSingleValue, rightTypeOf } from './operators.js';

export interface FilterSettings {
  /** Convert values to the operator's type where possible instead of failing. */
  looseTypeValidation?: boolean;
  /** Overrides the saved `options.caseSensitive`. */
  caseSensitive?: boolean;
}

function lower(value: unknown): unknown {
  return typeof value === 'string' ? value.toLowerCase() : value;
}

function typeError(value: unknown, actual: string, expected: string, index: number, side: 'left' | 'right', loose: boolean): FilterTypeError {
  // Loose validation tried to convert the text and could not: n8n words that as a conversion error.
  if (loose && actual === 'string') {
    return new FilterTypeError(`Conversion error: the string ${showValue(value)} can't be converted to ${/^[aeiou]/.test(expected) ? 'an' : 'a'} ${expected}`, index, side);
  }
  return new FilterTypeError(`Wrong type: ${showValue(value)} is ${/^[aeiou]/.test(actual) ? 'an' : 'a'} ${actual} but was expecting ${/^[aeiou]/.test(expected) ? 'an' : 'a'} ${expected}`, index, side);
}

/** One condition, true or false; a FilterTypeError when a value has the wrong type (strict mode). */
export function evaluateCondition(condition: FilterCondition, index: number, loose: boolean, caseSensitive: boolean): boolean {
  const operator = condition.operator;
  if (!operator?.type || !operator.operation) {
    throw new FilterOperatorError(`Condition ${index + 1} has no comparison selected`, index);
  }
  const compare = comparisonFor(operator, index);
  const left = coerce(condition.leftValue, operator.type, loose);
  const single = isSingleValue(operator);
  // exists / notExists accept a value of any type.
  if (!left.ok && !(operator.operation === 'exists' || operator.operation === 'notExists')) {
    throw typeError(condition.leftValue, left.actual, operator.type, index, 'left', loose);
  }
  let leftValue = left.ok ? left.value : condition.leftValue;
  let rightValue: unknown;
  if (!single) {
    const rightType = rightTypeOf(operator);
    const right = coerce(condition.rightValue, rightType, loose);
    if (!right.ok) throw typeError(condition.rightValue, right.actual, rightType, index, 'right', loose);
    rightValue = right.value;
  }
  if (!caseSensitive && (operator.type === 'string' || operator.type === 'array')) {
    leftValue = Array.isArray(leftValue) ? leftValue.map(lower) : lower(leftValue);
    rightValue = lower(rightValue);
  }
  return compare(leftValue, rightValue, index);
}

/** A whole filter: its conditions combined with 'and' (default) or 'or'. With no conditions, 'and' passes and 'or' does not. */
export function evaluateFilter(filter: FilterValue, settings: FilterSettings = {}): boolean {
  const conditions = filter.conditions ?? [];
  const loose = settings.looseTypeValidation === true || filter.options?.typeValidation === 'loose';
  const caseSensitive = settings.caseSensitive ?? filter.options?.caseSensitive ?? true;
  if (filter.combinator === 'or') {
    return conditions.some((condition, index) => evaluateCondition(condition, index, loose, caseSensitive));
  }
  return conditions.every((condition, index) => evaluateCondition(condition, index, loose, caseSensitive));
}
