import { isMissing } from '../data-transformation/compare-values.js';

/** Each item's place among the distinct values of one field (0 = first); missing values last. */
export interface ColumnRanks {
  ranks: Uint32Array;
  /** The number of distinct places, the missing one included. */
  size: number;
}

/**
 * Ranks a column whose present values are all numbers or all text (anything else: undefined). The
 * distinct values are sorted with the engine's native sort (no compare callback), so this costs a
 * few milliseconds for 100,000 items.
 */
export function rankColumn(values: unknown[], descending: boolean): ColumnRanks | undefined {
  let numbers = 0;
  let strings = 0;
  for (const value of values) {
    if (isMissing(value)) continue;
    if (typeof value === 'number' && !Number.isNaN(value)) numbers++;
    else if (typeof value === 'string') strings++;
    else return undefined;
    if (numbers > 0 && strings > 0) return undefined;
  }
  let distinct: Array<number | string>;
  if (strings > 0) {
    const set = new Set<string>();
    for (const value of values) if (typeof value === 'string') set.add(value);
    // The default sort orders text by UTF-16 code units, as `<` does.
    distinct = [...set].sort();
  } else {
    const set = new Set<number>();
    for (const value of values) if (typeof value === 'number') set.add(value === 0 ? 0 : value);
    distinct = Array.from(new Float64Array([...set]).sort());
  }
  const placeOf = new Map<number | string, number>();
  const last = distinct.length - 1;
  distinct.forEach((value, index) => placeOf.set(value, descending ? last - index : index));
  const ranks = new Uint32Array(values.length);
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    ranks[i] = isMissing(value) ? distinct.length : placeOf.get(value === 0 ? 0 : value as number | string) as number;
  }
  return { ranks, size: distinct.length + 1 };
}

/**
 * The sorted order of n items from the ranks of each field, or undefined when the combined key
 * would not fit a float exactly. Key and position are packed into one number so that a native
 * typed-array sort (no callback) gives a stable order.
 */
export function orderByRanks(columns: ColumnRanks[], n: number): number[] | undefined {
  let span = Math.max(n, 1);
  for (const column of columns) span *= column.size;
  if (span > Number.MAX_SAFE_INTEGER) return undefined;
  const packed = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let key = 0;
    for (const column of columns) key = key * column.size + (column.ranks[i] as number);
    packed[i] = key * n + i;
  }
  packed.sort();
  const order = new Array<number>(n);
  for (let i = 0; i < n; i++) order[i] = (packed[i] as number) % n;
  return order;
}
