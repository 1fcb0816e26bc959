import { isPlainObject } from '@weft/workflow';
import type { FilterOperatorChoice } from './filter-operators';

export interface FilterConditionValue {
  id: string;
  leftValue: unknown;
  rightValue: unknown;
  operator: FilterOperatorChoice;
}

export interface FilterParameterValue {
  options: { caseSensitive: boolean; leftValue: string; typeValidation: 'strict' | 'loose'; version?: number };
  conditions: FilterConditionValue[];
  combinator: 'and' | 'or';
}

const DEFAULT_OPERATOR: FilterOperatorChoice = { type: 'string', operation: 'equals' };

export function newCondition(id: string): FilterConditionValue {
  return { id, leftValue: '', rightValue: '', operator: { ...DEFAULT_OPERATOR } };
}

/**
 * A filter value with every field the node reads filled, and one empty condition to start from, as n8n
 * shows it. `idFor(index)` names conditions that have no id yet; it must answer the same on every
 * render, or their inputs would be remounted (and lose the focus) while the user types.
 */
export function normalizeFilter(value: unknown, idFor: (index: number) => string): FilterParameterValue {
  const given = isPlainObject(value) ? value : {};
  const options = isPlainObject(given.options) ? given.options : {};
  const conditions = Array.isArray(given.conditions)
    ? (given.conditions as unknown[]).filter(isPlainObject).map((condition, index) => ({
      ...newCondition(typeof condition.id === 'string' ? condition.id : idFor(index)),
      ...condition,
    }) as FilterConditionValue)
    : [newCondition(idFor(0))];
  return {
    options: {
      caseSensitive: options.caseSensitive !== false,
      leftValue: '',
      typeValidation: options.typeValidation === 'loose' ? 'loose' : 'strict',
      ...(typeof options.version === 'number' ? { version: options.version } : {}),
    },
    conditions,
    combinator: given.combinator === 'or' ? 'or' : 'and',
  };
}

/** The condition with another operator; a single-value operator drops its right value. */
export function withOperator(condition: FilterConditionValue, operator: FilterOperatorChoice): FilterConditionValue {
  return { ...condition, operator: { ...operator }, rightValue: operator.singleValue ? '' : condition.rightValue };
}
