import { describe, expect, it } from 'vitest';
import { diffItems } from './compare-values.js';

describe('diffItems', () => {
  it('fuzzy: a missing field, null and "", numbers and booleans as text are alike; text is not trimmed, arrays compare strictly', () => {
    const a = { id: 1, missingInB: 1, nullish: null, num: '3', flag: true, zero: 0, text: 'a', list: [1, '2'], gone: 1 };
    const b = { id: 1, onlyB: 5, nullish: '', num: 3, flag: 'true', zero: false, text: ' a ', list: ['1', 2], gone: null };
    const { different } = diffItems(a, b, true);
    expect(Object.keys(different).sort()).toEqual(['gone', 'list', 'text']);
    expect(Object.keys(diffItems(a, b, false).different).sort())
      .toEqual(['flag', 'gone', 'list', 'missingInB', 'nullish', 'num', 'onlyB', 'text', 'zero']);
  });

  it('lists a differing skipped field under skipped, and a skipped field with equal values under same', () => {
    expect(diffItems({ id: 1, at: 1, by: 'x' }, { id: 1, at: 2, by: 'x' }, false, ['input1', 'input2'], new Set(['at', 'by']))).toEqual({
      same: { id: 1, by: 'x' }, different: {}, skipped: { at: { input1: 1, input2: 2 } },
    });
  });
});
