import { describe, expect, it } from 'vitest';
import { normalizeFilter, withOperator } from './filter-values';

describe('normalizeFilter', () => {
  it('starts an empty filter with one condition whose id stays the same across renders', () => {
    const first = normalizeFilter({}, (index) => `c${index}`);
    expect(first).toEqual({
      options: { caseSensitive: true, leftValue: '', typeValidation: 'strict' },
      conditions: [{ id: 'c0', leftValue: '', rightValue: '', operator: { type: 'string', operation: 'equals' } }],
      combinator: 'and',
    });
    expect(normalizeFilter({}, (index) => `c${index}`).conditions[0]?.id).toBe('c0');
  });

  it('keeps saved conditions, options and the OR combinator', () => {
    const saved = {
      options: { caseSensitive: false, typeValidation: 'loose', version: 2 },
      conditions: [{ id: 'a', leftValue: '={{ $json.n }}', rightValue: 3, operator: { type: 'number', operation: 'gt' } }],
      combinator: 'or',
    };
    expect(normalizeFilter(saved, () => 'unused')).toEqual({ ...saved, options: { ...saved.options, leftValue: '' } });
  });
});

describe('withOperator', () => {
  it('drops the right value for an operator that takes none', () => {
    const condition = { id: 'a', leftValue: 'x', rightValue: 'y', operator: { type: 'string' as const, operation: 'equals' as const } };
    expect(withOperator(condition, { type: 'boolean', operation: 'true', singleValue: true }))
      .toEqual({ ...condition, rightValue: '', operator: { type: 'boolean', operation: 'true', singleValue: true } });
  });
});
