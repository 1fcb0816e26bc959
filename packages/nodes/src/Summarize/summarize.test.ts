import { describe, expect, it } from 'vitest';
import { summarize } from './summarize.js';

const base = { splitBy: [], disableDotNotation: false, outputFormat: 'separateItems' as const, skipEmptySplitFields: false, continueIfFieldNotFound: false };

describe('summarize', () => {
  it('answers one summary of nothing for no items', () => {
    expect(summarize([], { ...base, fields: [{ aggregation: 'count', field: 'id' }, { aggregation: 'sum', field: 'x' }] }))
      .toEqual([{ json: { count_id: 0, sum_x: 0 }, pairedItem: [] }]);
  });

  it('answers nothing for no items when split', () => {
    expect(summarize([], { ...base, splitBy: ['a'], fields: [{ aggregation: 'count', field: 'id' }] })).toEqual([]);
  });

  it('counts unique objects by content and reads nested fields', () => {
    const items = [{ json: { a: { b: { x: 1, y: 2 } } } }, { json: { a: { b: { y: 2, x: 1 } } } }];
    expect(summarize(items, { ...base, fields: [{ aggregation: 'countUnique', field: 'a.b' }] })[0]?.json).toEqual({ 'unique_count_a.b': 1 });
  });

  it('groups a missing split value as null', () => {
    const out = summarize([{ json: { id: 1 } }], { ...base, splitBy: ['g'], fields: [{ aggregation: 'count', field: 'id' }], continueIfFieldNotFound: true });
    expect(out[0]?.json).toEqual({ g: null, count_id: 1 });
  });
});
