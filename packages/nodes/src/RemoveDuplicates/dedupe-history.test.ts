import { describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { checkAgainstHistory, historyEntry } from './dedupe-history.js';
import { removeDuplicateItems } from './remove-duplicates.js';

describe('dedupe history', () => {
  it('keeps everything and stores nothing new for no items', () => {
    const store: IDataObject = {};
    expect(checkAgainstHistory(store, 'removeItemsUpToStoredIncrementalKey', [], 10)).toEqual([]);
    expect(store).toEqual({ deduplication: { logic: 'removeItemsUpToStoredIncrementalKey' } });
  });

  it('hashes long values and tells values of different types apart', () => {
    expect(historyEntry('x'.repeat(100))).toMatch(/^sha256:/);
    expect(historyEntry(1)).not.toBe(historyEntry('1'));
    expect(historyEntry({ b: 1, a: 2 })).toBe(historyEntry({ a: 2, b: 1 }));
  });
});

describe('removeDuplicateItems', () => {
  it('answers nothing for no items and compares objects by content', () => {
    expect(removeDuplicateItems([], { compare: 'allFields', fields: [], disableDotNotation: false, removeOtherFields: false })).toEqual([]);
    const out = removeDuplicateItems([{ json: { a: { x: 1, y: 2 } } }, { json: { a: { y: 2, x: 1 } } }], {
      compare: 'allFields', fields: [], disableDotNotation: false, removeOtherFields: false,
    });
    expect(out).toHaveLength(1);
  });
});
