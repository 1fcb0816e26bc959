import { deepEqual } from '@weft/workflow';
import { FilterOperatorError } from './filter.types.js';
import type { FilterOperator } from './filter.types.js';

/** Operators that compare nothing on the right. */
const SINGLE_VALUE = new Set(['exists', 'notExists', 'empty', 'notEmpty', 'true', 'false']);

export function isSingleValue(operator: FilterOperator): boolean {
  return operator.singleValue === true || SINGLE_VALUE.has(operator.operation);
}

/** The type the right value must have: the operator's, but a number for lengths and anything for array members. */
export function rightTypeOf(operator: FilterOperator): FilterOperator['type'] {
  if (operator.rightType) return operator.rightType;
  if (operator.type === 'array') return operator.operation.startsWith('length') ? 'number' : 'any';
  return operator.type;
}

function exists(value: unknown): boolean {
  return value !== undefined && value !== null && !(typeof value === 'number' && Number.isNaN(value));
}

function isEmpty(value: unknown): boolean {
  if (!exists(value)) return true;
  if (typeof value === 'string') return value === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value as object).length === 0;
  return false;
}

/** `/pattern/flags` or a bare pattern. */
function toRegExp(source: unknown, conditionIndex: number): RegExp {
  const text = String(source ?? '');
  const literal = /^\/(.*)\/([dgimsuvy]*)$/s.exec(text);
  try {
    return literal ? new RegExp(literal[1] as string, literal[2]) : new RegExp(text);
  } catch (error) {
    throw new FilterOperatorError(`Invalid regular expression ${text}: ${(error as Error).message}`, conditionIndex);
  }
}

type Compare = (left: unknown, right: unknown, conditionIndex: number) => boolean;

const common: Record<string, Compare> = {
  exists: (left) => exists(left),
  notExists: (left) => !exists(left),
  empty: (left) => isEmpty(left),
  notEmpty: (left) => !isEmpty(left),
};

const str = (value: unknown) => (value === null || value === undefined ? '' : String(value));

const byType: Record<FilterOperator['type'], Record<string, Compare>> = {
  string: {
    equals: (l, r) => l === r,
    notEquals: (l, r) => l !== r,
    contains: (l, r) => str(l).includes(str(r)),
    notContains: (l, r) => !str(l).includes(str(r)),
    startsWith: (l, r) => str(l).startsWith(str(r)),
    notStartsWith: (l, r) => !str(l).startsWith(str(r)),
    endsWith: (l, r) => str(l).endsWith(str(r)),
    notEndsWith: (l, r) => !str(l).endsWith(str(r)),
    regex: (l, r, i) => toRegExp(r, i).test(str(l)),
    notRegex: (l, r, i) => !toRegExp(r, i).test(str(l)),
  },
  number: {
    equals: (l, r) => l === r,
    notEquals: (l, r) => l !== r,
    gt: (l, r) => (l as number) > (r as number),
    lt: (l, r) => (l as number) < (r as number),
    gte: (l, r) => (l as number) >= (r as number),
    lte: (l, r) => (l as number) <= (r as number),
  },
  // Date values arrive as milliseconds (see coerce).
  dateTime: {
    equals: (l, r) => l === r,
    notEquals: (l, r) => l !== r,
    after: (l, r) => (l as number) > (r as number),
    before: (l, r) => (l as number) < (r as number),
    afterOrEquals: (l, r) => (l as number) >= (r as number),
    beforeOrEquals: (l, r) => (l as number) <= (r as number),
  },
  boolean: {
    true: (l) => l === true,
    false: (l) => l === false,
    equals: (l, r) => l === r,
    notEquals: (l, r) => l !== r,
  },
  array: {
    contains: (l, r) => Array.isArray(l) && l.some((entry) => deepEqual(entry, r)),
    notContains: (l, r) => !(Array.isArray(l) && l.some((entry) => deepEqual(entry, r))),
    lengthEquals: (l, r) => Array.isArray(l) && l.length === r,
    lengthNotEquals: (l, r) => Array.isArray(l) && l.length !== r,
    lengthGt: (l, r) => Array.isArray(l) && l.length > (r as number),
    lengthLt: (l, r) => Array.isArray(l) && l.length < (r as number),
    lengthGte: (l, r) => Array.isArray(l) && l.length >= (r as number),
    lengthLte: (l, r) => Array.isArray(l) && l.length <= (r as number),
  },
  object: {},
  any: {},
};

/** The comparison for an operator, or an error naming the unknown one. */
export function comparisonFor(operator: FilterOperator, conditionIndex: number): Compare {
  const compare = common[operator.operation] ?? byType[operator.type]?.[operator.operation];
  if (!compare) {
    throw new FilterOperatorError(`Unknown comparison "${operator.operation}" for type "${operator.type}"`, conditionIndex);
  }
  return compare;
}
