/**
 * The operators of n8n's `filter` parameter (If v2, Filter v2, Switch v3) as the conditions builder
 * offers them, grouped by the type they compare. `singleValue` operators take no right value.
 */
export const FILTER_OPERATOR_TYPES = ['string', 'number', 'dateTime', 'boolean', 'array', 'object'] as const;
export type FilterOperatorType = (typeof FILTER_OPERATOR_TYPES)[number];

export type FilterOperation =
  | 'exists' | 'notExists' | 'empty' | 'notEmpty' | 'equals' | 'notEquals' | 'contains' | 'notContains'
  | 'startsWith' | 'notStartsWith' | 'endsWith' | 'notEndsWith' | 'regex' | 'notRegex' | 'gt' | 'lt' | 'gte' | 'lte'
  | 'after' | 'before' | 'afterOrEquals' | 'beforeOrEquals' | 'true' | 'false' | 'lengthEquals' | 'lengthNotEquals'
  | 'lengthGt' | 'lengthLt' | 'lengthGte' | 'lengthLte';

export interface FilterOperatorChoice {
  type: FilterOperatorType;
  operation: FilterOperation;
  singleValue?: true;
  /** The type the right value holds, when it is not the left's (array lengths are numbers). */
  rightType?: FilterOperatorType | 'any';
}

const presence = (type: FilterOperatorType): FilterOperatorChoice[] => [
  { type, operation: 'exists', singleValue: true },
  { type, operation: 'notExists', singleValue: true },
];

const emptiness = (type: FilterOperatorType): FilterOperatorChoice[] => [
  { type, operation: 'empty', singleValue: true },
  { type, operation: 'notEmpty', singleValue: true },
];

export const FILTER_OPERATORS: readonly FilterOperatorChoice[] = [
  ...presence('string'), ...emptiness('string'),
  ...(['equals', 'notEquals', 'contains', 'notContains', 'startsWith', 'notStartsWith', 'endsWith', 'notEndsWith', 'regex', 'notRegex'] as const)
    .map((operation): FilterOperatorChoice => ({ type: 'string', operation })),
  ...presence('number'),
  ...(['equals', 'notEquals', 'gt', 'lt', 'gte', 'lte'] as const).map((operation): FilterOperatorChoice => ({ type: 'number', operation })),
  ...presence('dateTime'),
  ...(['equals', 'notEquals', 'after', 'before', 'afterOrEquals', 'beforeOrEquals'] as const)
    .map((operation): FilterOperatorChoice => ({ type: 'dateTime', operation })),
  ...presence('boolean'),
  { type: 'boolean', operation: 'true', singleValue: true },
  { type: 'boolean', operation: 'false', singleValue: true },
  { type: 'boolean', operation: 'equals' },
  { type: 'boolean', operation: 'notEquals' },
  ...presence('array'), ...emptiness('array'),
  { type: 'array', operation: 'contains', rightType: 'any' },
  { type: 'array', operation: 'notContains', rightType: 'any' },
  ...(['lengthEquals', 'lengthNotEquals', 'lengthGt', 'lengthLt', 'lengthGte', 'lengthLte'] as const)
    .map((operation): FilterOperatorChoice => ({ type: 'array', operation, rightType: 'number' })),
  ...presence('object'), ...emptiness('object'),
];

export const operatorKey = (operator: { type?: string; operation?: string } | undefined) =>
  operator ? `${operator.type ?? ''}:${operator.operation ?? ''}` : '';

export function findOperator(key: string): FilterOperatorChoice | undefined {
  return FILTER_OPERATORS.find((operator) => operatorKey(operator) === key);
}
