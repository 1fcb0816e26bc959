import { describe, expect, it } from 'vitest';
import { aggregateAllItemData, aggregateIndividualFields, collectBinaries, planAggregatedFields } from './aggregate.js';

describe('aggregate', () => {
  it('answers empty lists for no items', () => {
    const fields = planAggregatedFields([{ fieldToAggregate: 'id' }], false);
    expect(aggregateIndividualFields([], fields, { mergeLists: false, keepMissing: false })).toEqual({ id: [] });
    expect(aggregateAllItemData([], 'data', 'allFields', [])).toEqual({ data: [] });
    expect(collectBinaries([], false)).toBeUndefined();
  });

  it('reads a dotted name as one field with dot notation disabled', () => {
    const fields = planAggregatedFields([{ fieldToAggregate: 'a.b' }], true);
    expect(aggregateIndividualFields([{ json: { 'a.b': 1, a: { b: 2 } } }], fields, { mergeLists: false, keepMissing: false })).toEqual({ 'a.b': [1] });
  });

  it('does not change the input when leaving fields out', () => {
    const json = { a: { b: 1, c: 2 } };
    expect(aggregateAllItemData([{ json }], 'data', 'allFieldsExcept', ['a.b'])).toEqual({ data: [{ a: { c: 2 } }] });
    expect(json).toEqual({ a: { b: 1, c: 2 } });
  });
});
