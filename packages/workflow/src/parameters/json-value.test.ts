import { describe, expect, it } from 'vitest';
import { deepEqual } from './json-value.js';

describe('deepEqual', () => {
  it('compares objects and arrays by value, key order aside', () => {
    expect(deepEqual({ a: [1, { b: 'x' }], c: null }, { c: null, a: [1, { b: 'x' }] })).toBe(true);
    expect(deepEqual([1, 2], [2, 1])).toBe(false);
    expect(deepEqual({ a: 1 }, [1])).toBe(false);
    expect(deepEqual(Number.NaN, Number.NaN)).toBe(true);
  });

  it('tells a key holding undefined from a missing key, unless asked not to (JSON drops both)', () => {
    expect(deepEqual({ a: 1, b: undefined }, { a: 1 })).toBe(false);
    expect(deepEqual({ a: undefined }, { b: undefined })).toBe(false);
    expect(deepEqual({ a: 1, b: undefined }, { a: 1 }, { undefinedIsAbsent: true })).toBe(true);
    expect(deepEqual({ n: { b: undefined } }, { n: {} }, { undefinedIsAbsent: true })).toBe(true);
    expect(deepEqual({ a: 1 }, { a: 2 }, { undefinedIsAbsent: true })).toBe(false);
  });
});
