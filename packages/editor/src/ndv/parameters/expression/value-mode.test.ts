import { describe, expect, it } from 'vitest';
import { canBeExpression, toExpressionValue, toFixedValue } from './value-mode';

describe('toExpressionValue', () => {
  it('prefixes text with =', () => {
    expect(toExpressionValue('hello')).toBe('=hello');
  });
  it('wraps numbers and booleans in double braces so they keep their type', () => {
    expect(toExpressionValue(123)).toBe('={{ 123 }}');
    expect(toExpressionValue(true)).toBe('={{ true }}');
  });
  it('leaves an expression as it is and makes an empty one of nothing', () => {
    expect(toExpressionValue('={{ $json.a }}')).toBe('={{ $json.a }}');
    expect(toExpressionValue(null)).toBe('=');
  });
});

describe('toFixedValue', () => {
  const multi = { type: 'multiOptions' as const, options: [{ name: 'A', value: 'a' }, { name: 'B', value: 'b' }] };
  it('keeps the evaluated value of the current item', () => {
    expect(toFixedValue({ type: 'number' }, { state: 'valid', value: 42 })).toBe(42);
    expect(toFixedValue({ type: 'string' }, { state: 'valid', value: 'Ada' })).toBe('Ada');
    expect(toFixedValue({ type: 'string' }, { state: 'valid', value: 7 })).toBe('7');
  });
  it('is null when the expression did not evaluate', () => {
    expect(toFixedValue({ type: 'string' }, { state: 'invalid', value: undefined })).toBeNull();
  });
  it('keeps only the valid options of a multiOptions value', () => {
    expect(toFixedValue(multi, { state: 'valid', value: ['a', 'x', 'b'] })).toEqual(['a', 'b']);
    expect(toFixedValue(multi, { state: 'invalid' })).toEqual([]);
  });
  it('writes an object into a JSON parameter as text', () => {
    expect(toFixedValue({ type: 'json' }, { state: 'valid', value: { a: 1 } })).toBe('{\n  "a": 1\n}');
  });
});

describe('canBeExpression', () => {
  it('offers no expression for containers or noDataExpression parameters', () => {
    expect(canBeExpression({ type: 'collection' })).toBe(false);
    expect(canBeExpression({ type: 'string', noDataExpression: true })).toBe(false);
    expect(canBeExpression({ type: 'options' })).toBe(true);
  });
});
