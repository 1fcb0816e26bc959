import { describe, expect, it } from 'vitest';
import type { INodeExecutionData } from '@weft/workflow';
import { compareValues } from '../data-transformation/compare-values.js';
import { shuffleItems, sortByFields } from './sort-items.js';

const items = (values: unknown[]): INodeExecutionData[] => values.map((v, i) => ({ json: { v: v as never, i } }));
const sorted = (values: unknown[], order: 'ascending' | 'descending' = 'ascending') =>
  sortByFields(items(values), [{ fieldName: 'v', order }], false).map((item) => item.json.v);

describe('sortByFields', () => {
  it('answers nothing for no items', () => {
    expect(sortByFields([], [{ fieldName: 'v', order: 'ascending' }], false)).toEqual([]);
  });

  it('orders numbers by size and text by character codes, ignoring case as n8n does', () => {
    expect(sorted([10, 9, -1, 100])).toEqual([-1, 9, 10, 100]);
    expect(sorted(['b', 'B', 'a', '10', '9'])).toEqual(['10', '9', 'a', 'b', 'B']);
    expect(sorted(['Bob', 'bob', 'alice', 'Ålborg', 'Alice'])).toEqual(['alice', 'Alice', 'Bob', 'bob', 'Ålborg']);
    expect(sorted([3, 1, 2], 'descending')).toEqual([3, 2, 1]);
  });

  it('orders mixed kinds by kind, then value, and puts missing and null last', () => {
    expect(sorted(['x', 2, null, true, 1, undefined, false])).toEqual([false, true, 1, 2, 'x', null, undefined]);
    expect(sorted(['x', 2, null, 1], 'descending')).toEqual(['x', 2, 1, null]);
  });

  it('is stable across many equal keys', () => {
    const many = Array.from({ length: 2000 }, (_, i) => i % 3);
    const out = sortByFields(items(many), [{ fieldName: 'v', order: 'ascending' }], false);
    const indices = out.map((item) => item.json.i as number);
    for (let k = 1; k < out.length; k++) {
      if (out[k]?.json.v === out[k - 1]?.json.v) expect(indices[k]).toBeGreaterThan(indices[k - 1] as number);
    }
  });

  it('compares dates by time', () => {
    expect(compareValues(new Date('2024-01-02'), new Date('2024-01-01'))).toBeGreaterThan(0);
  });

  it('shuffles with a given random source', () => {
    expect(shuffleItems(items([1, 2, 3]), () => 0).map((item) => item.json.v)).toEqual([2, 3, 1]);
  });
});
