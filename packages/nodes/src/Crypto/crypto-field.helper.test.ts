import { describe, expect, it } from 'vitest';
import { withFieldSet } from './crypto-field.helper.js';

describe('withFieldSet', () => {
  it('writes top-level and nested fields without changing the input', () => {
    const input = { a: 1, nested: { keep: true } };
    expect(withFieldSet(input, 'b', 2)).toEqual({ a: 1, nested: { keep: true }, b: 2 });
    expect(withFieldSet(input, 'nested.value', 'x')).toEqual({ a: 1, nested: { keep: true, value: 'x' } });
    expect(withFieldSet(input, 'a.b', 'x')).toEqual({ a: { b: 'x' }, nested: { keep: true } });
    expect(input).toEqual({ a: 1, nested: { keep: true } });
  });

  it('refuses names that would reach object prototypes', () => {
    expect(() => withFieldSet({}, '__proto__.x', 1)).toThrow('"__proto__.x" cannot be used as a field name');
  });
});
