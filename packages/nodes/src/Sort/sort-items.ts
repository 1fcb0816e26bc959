import type { INodeExecutionData } from '@weft/workflow';
import { compareValues, isMissing } from '../data-transformation/compare-values.js';
import type { FieldReader } from '../data-transformation/field-access.js';
import { fieldReader, pairedCopy } from '../data-transformation/field-access.js';
import { TransformError } from '../data-transformation/transform-error.js';
import type { ColumnRanks } from './sort-ranks.js';
import { orderByRanks, rankColumn } from './sort-ranks.js';

export interface SortField {
  fieldName: string;
  order: 'ascending' | 'descending';
}

/** The items in `order` (input positions), each paired with its input item; the json is shared. */
export function itemsInOrder(items: INodeExecutionData[], order: ArrayLike<number>): INodeExecutionData[] {
  const out: INodeExecutionData[] = new Array(order.length);
  for (let i = 0; i < order.length; i++) {
    const index = order[i] as number;
    out[i] = pairedCopy(items[index] as INodeExecutionData, index);
  }
  return out;
}

function checkSortFields(items: INodeExecutionData[], fields: SortField[], readers: FieldReader[], disableDotNotation: boolean): void {
  if (fields.length === 0) {
    throw new TransformError('No field to sort by', { description: 'Add a field to sort by, with "Add Field To Sort By".' });
  }
  fields.forEach((field, k) => {
    if (String(field.fieldName ?? '').trim() === '') {
      throw new TransformError('A field to sort by has no name', { description: 'Enter the name of each field to sort by, or remove the empty entry.' });
    }
    const read = readers[k] as FieldReader;
    if (items.length > 0 && !items.some((item) => read(item.json) !== undefined)) {
      throw new TransformError(`The field "${field.fieldName}" wasn't found in any input item`, {
        description: disableDotNotation && field.fieldName.includes('.')
          ? 'For a field inside another field, turn off "Disable Dot Notation" in the options.'
          : 'Check the spelling of the field name (a nested field is written with dots, e.g. "customer.name").',
      });
    }
  });
}

/** Compares the values at positions x and y of one column: negative, 0 or positive. */
type ColumnCompare = (x: number, y: number) => number;

/**
 * A comparer for one field's values, specialised when all present values are numbers or all are
 * text (most data): those compare without type checks. Missing and null values go last either way.
 */
function columnCompare(values: unknown[], sign: number): ColumnCompare {
  let numbers = true;
  let strings = true;
  for (const value of values) {
    if (isMissing(value)) continue;
    if (typeof value !== 'number' || Number.isNaN(value)) numbers = false;
    if (typeof value !== 'string') strings = false;
    if (!numbers && !strings) break;
  }
  if (numbers || strings) {
    const column = values.map((value) => (isMissing(value) ? undefined : value)) as Array<number | string | undefined>;
    return (x, y) => {
      const a = column[x];
      const b = column[y];
      if (a === b) return 0;
      if (a === undefined) return 1;
      if (b === undefined) return -1;
      return a < b ? -sign : sign;
    };
  }
  return (x, y) => {
    const a = values[x];
    const b = values[y];
    const missingA = isMissing(a);
    const missingB = isMissing(b);
    if (missingA || missingB) return missingA === missingB ? 0 : missingA ? 1 : -1;
    return compareValues(a, b) * sign;
  };
}

/** n8n sorts text without regard to case ("alice" and "Alice" tie and keep their order). */
function foldCase(value: unknown): unknown {
  return typeof value === 'string' ? value.toLowerCase() : value;
}

/**
 * Sorts by the fields in turn (the second breaks ties of the first, ...). Stable: items that compare
 * equal keep their input order. Missing and null values go last in either direction. Each value is
 * read once (n reads, n log n comparisons).
 */
export function sortByFields(items: INodeExecutionData[], fields: SortField[], disableDotNotation: boolean): INodeExecutionData[] {
  const readers = fields.map((field) => fieldReader(String(field.fieldName ?? '').trim(), disableDotNotation));
  checkSortFields(items, fields, readers, disableDotNotation);
  const n = items.length;
  const columns = readers.map((read) => {
    const column = new Array<unknown>(n);
    for (let i = 0; i < n; i++) column[i] = foldCase(read((items[i] as INodeExecutionData).json));
    return column;
  });
  const descending = fields.map((field) => field.order === 'descending');
  const ranks = columns.map((column, k) => rankColumn(column, descending[k] as boolean));
  if (ranks.every((rank) => rank !== undefined)) {
    const ranked = orderByRanks(ranks as ColumnRanks[], n);
    if (ranked) return itemsInOrder(items, ranked);
  }
  const compares = columns.map((column, k) => columnCompare(column, descending[k] ? -1 : 1));
  const order = new Array<number>(n);
  for (let i = 0; i < n; i++) order[i] = i;
  const first = compares[0] as ColumnCompare;
  order.sort(compares.length === 1
    ? (x, y) => first(x, y) || x - y
    : (x, y) => {
      for (let k = 0; k < compares.length; k++) {
        const result = (compares[k] as ColumnCompare)(x, y);
        if (result !== 0) return result;
      }
      return x - y;
    });
  return itemsInOrder(items, order);
}

/** The items in a random order (Fisher-Yates: every order equally likely). */
export function shuffleItems(items: INodeExecutionData[], random: () => number = Math.random): INodeExecutionData[] {
  const order = new Array<number>(items.length);
  for (let i = 0; i < items.length; i++) order[i] = i;
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const swap = order[i] as number;
    order[i] = order[j] as number;
    order[j] = swap;
  }
  return itemsInOrder(items, order);
}
