/** The value of a `filter` parameter as n8n saves it (If v2, Filter v2, Switch v3). */
export interface FilterValue {
  options?: FilterOptions;
  conditions?: FilterCondition[];
  combinator?: 'and' | 'or';
}

export interface FilterOptions {
  caseSensitive?: boolean;
  leftValue?: unknown;
  typeValidation?: 'strict' | 'loose';
  version?: number;
}

export type FilterOperatorType = 'string' | 'number' | 'boolean' | 'dateTime' | 'array' | 'object' | 'any';

export interface FilterOperator {
  type: FilterOperatorType;
  operation: string;
  /** Operators that need no right value (exists, empty, true, ...). */
  singleValue?: boolean;
  rightType?: FilterOperatorType;
}

export interface FilterCondition {
  id?: string;
  leftValue?: unknown;
  rightValue?: unknown;
  operator?: FilterOperator;
}

/** A condition's value does not have the type its operator compares. */
export class FilterTypeError extends Error {
  constructor(message: string, readonly conditionIndex: number, readonly side: 'left' | 'right') {
    super(message);
    this.name = 'FilterTypeError';
  }
}

export class FilterOperatorError extends Error {
  constructor(message: string, readonly conditionIndex: number) {
    super(message);
    this.name = 'FilterOperatorError';
  }
}
