import { compareValues } from '../data-transformation/compare-values.js';
import { isEmptyValue, valueKey } from '../data-transformation/field-access.js';
import { TransformError } from '../data-transformation/transform-error.js';

export type Aggregation = 'append' | 'average' | 'concatenate' | 'count' | 'countUnique' | 'max' | 'min' | 'sum';

/** One entry of "Fields to Summarize" as saved. */
export interface SummarizeField {
  aggregation: Aggregation;
  field: string;
  includeEmpty?: boolean;
  separateBy?: string;
  customSeparator?: string;
}

/** The output field of an aggregation: `count_id`, `sum_price`, `unique_count_city`, ... */
const PREFIXES: Record<Aggregation, string> = {
  append: 'appended_',
  average: 'average_',
  concatenate: 'concatenated_',
  count: 'count_',
  countUnique: 'unique_count_',
  max: 'max_',
  min: 'min_',
  sum: 'sum_',
};

export function outputFieldName(entry: SummarizeField): string {
  const prefix = PREFIXES[entry.aggregation];
  if (!prefix) {
    throw new TransformError(`Unknown aggregation "${String(entry.aggregation)}"`, {
      description: 'Choose one of Append, Average, Concatenate, Count, Count Unique, Max, Min or Sum.',
    });
  }
  return `${prefix}${entry.field}`;
}

/** Collects one field's values for one group and answers the aggregated value. */
export interface Accumulator {
  add(value: unknown, itemIndex: number): void;
  result(): unknown;
}

function textOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A fresh accumulator for `entry` (one per group and field). */
export function createAccumulator(entry: SummarizeField): Accumulator {
  const includeEmpty = entry.includeEmpty === true;
  switch (entry.aggregation) {
    case 'append':
    case 'concatenate': {
      const values: unknown[] = [];
      const separator = entry.separateBy === 'other' ? entry.customSeparator ?? '' : entry.separateBy ?? ',';
      return {
        add(value) {
          if (!isEmptyValue(value) || includeEmpty) values.push(value === undefined ? null : value);
        },
        result: () => (entry.aggregation === 'append' ? values : values.map(textOf).join(separator)),
      };
    }
    case 'count': {
      let count = 0;
      return { add(value) { if (includeEmpty || !isEmptyValue(value)) count++; }, result: () => count };
    }
    case 'countUnique': {
      const seen = new Set<string>();
      return { add(value) { if (includeEmpty || !isEmptyValue(value)) seen.add(valueKey(value ?? null)); }, result: () => seen.size };
    }
    case 'sum':
    case 'average': {
      let sum = 0;
      let count = 0;
      return {
        // Only numbers count, as in n8n: text (even "20"), booleans and lists are passed over, not read.
        add(value) {
          if (typeof value !== 'number') return;
          sum += value;
          count++;
        },
        result: () => (entry.aggregation === 'sum' ? sum : count === 0 ? null : sum / count),
      };
    }
    case 'max':
    case 'min': {
      const sign = entry.aggregation === 'max' ? 1 : -1;
      let best: unknown;
      return {
        add(value) {
          if (isEmptyValue(value)) return;
          if (best === undefined || compareValues(value, best) * sign > 0) best = value;
        },
        result: () => best ?? null,
      };
    }
    default:
      throw new TransformError(`Unknown aggregation "${String(entry.aggregation)}"`);
  }
}
