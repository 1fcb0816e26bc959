import { describe, expect, it } from 'vitest';
import { splitOutItems, toSplitList } from './split-out.js';

const settings = { fields: ['list'], destinations: [], include: 'noOtherFields' as const, fieldsToInclude: [], disableDotNotation: false, includeBinary: false };

describe('split-out', () => {
  it('answers nothing for no items', () => {
    expect(splitOutItems([], settings)).toEqual({ items: [], missing: ['list'] });
  });

  it('turns values into lists', () => {
    expect(toSplitList([1, 2])).toEqual([1, 2]);
    expect(toSplitList({ a: 1 })).toEqual([1]);
    expect(toSplitList(null)).toEqual([null]);
    expect(toSplitList('x')).toEqual(['x']);
  });

  it('splits an empty list into nothing but counts the field as found', () => {
    expect(splitOutItems([{ json: { list: [] } }], settings)).toEqual({ items: [], missing: [] });
  });
});
