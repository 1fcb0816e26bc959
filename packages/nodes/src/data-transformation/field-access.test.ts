import { describe, expect, it } from 'vitest';
import { fieldNamesOf, fieldReader, hasExpression, parseFieldList, pickFields, valueKey, withoutFields } from './field-access.js';

describe('field access', () => {
  it('parses comma lists and n8n\'s older field lists', () => {
    expect(parseFieldList(' a, b.c ,, ')).toEqual(['a', 'b.c']);
    expect(parseFieldList(undefined)).toEqual([]);
    expect(fieldNamesOf({ fields: [{ fieldName: ' id ' }, { fieldName: '' }] })).toEqual(['id']);
  });

  it('reads paths, a key written with dots first, and never inherited properties', () => {
    expect(fieldReader('a.b')({ a: { b: 1 } })).toBe(1);
    expect(fieldReader('a.b')({ 'a.b': 2, a: { b: 1 } })).toBe(2);
    expect(fieldReader('a.b', true)({ a: { b: 1 } })).toBeUndefined();
    expect(fieldReader('list[1]')({ list: [5, 6] })).toBe(6);
    expect(fieldReader('constructor')({})).toBeUndefined();
    expect(fieldReader('a.toString')({ a: {} })).toBeUndefined();
  });

  it('keys values by content and type', () => {
    expect(valueKey({ a: 1, b: [1, '1'] })).toBe(valueKey({ b: [1, '1'], a: 1 }));
    expect(valueKey(1)).not.toBe(valueKey('1'));
    expect(valueKey(null)).not.toBe(valueKey(undefined));
  });

  it('spots expressions', () => {
    expect(hasExpression('={{ $json.a }}')).toBe(true);
    expect(hasExpression({ x: '=a' })).toBe(true);
    expect(hasExpression('a')).toBe(false);
  });

  it('removes nested fields from a copy', () => {
    const json = { a: { b: 1, c: 2 }, d: 3 };
    expect(withoutFields(json, ['a.b', 'd'], false)).toEqual({ a: { c: 2 } });
    expect(json).toEqual({ a: { b: 1, c: 2 }, d: 3 });
    expect(withoutFields({ 'a.b': 1, a: { b: 2 } }, ['a.b'], true)).toEqual({ a: { b: 2 } });
  });

  it('picks fields into a new object, nested unless dot notation is off', () => {
    const json = { a: { b: 1, c: 2 }, 'a.b': 3, d: 4 };
    expect(pickFields(json, ['a.c', 'x'], [fieldReader('a.c'), fieldReader('x')], false)).toEqual({ a: { c: 2 } });
    expect(pickFields(json, ['a.b', 'd'], [fieldReader('a.b', true), fieldReader('d', true)], true)).toEqual({ 'a.b': 3, d: 4 });
  });
});
