import { describe, expect, it } from 'vitest';
import { evaluateFilter } from './evaluate-filter.js';
import type { FilterCondition, FilterOperator, FilterValue } from './filter.types.js';

const op = (type: FilterOperator['type'], operation: string, singleValue?: boolean): FilterOperator =>
  singleValue ? { type, operation, singleValue } : { type, operation };

function check(leftValue: unknown, operator: FilterOperator, rightValue?: unknown, options: FilterValue['options'] = {}): boolean {
  const condition: FilterCondition = { id: '1', leftValue, rightValue, operator };
  return evaluateFilter({ options: { caseSensitive: true, typeValidation: 'strict', ...options }, conditions: [condition], combinator: 'and' });
}

describe('filter conditions', () => {
  it.each([
    ['Ada Lovelace', 'equals', 'Ada Lovelace', true],
    ['Ada', 'notEquals', 'ada', true],
    ['Ada Lovelace', 'contains', 'Love', true],
    ['Ada Lovelace', 'notContains', 'Hopper', true],
    ['Ada Lovelace', 'startsWith', 'Ada', true],
    ['Ada Lovelace', 'notStartsWith', 'Ada', false],
    ['report.pdf', 'endsWith', '.pdf', true],
    ['report.pdf', 'notEndsWith', '.pdf', false],
    ['order-1234', 'regex', '/^order-\\d+$/', true],
    ['ORDER-1', 'regex', '/^order-\\d+$/i', true],
    ['order-x', 'notRegex', '^order-\\d+$', true],
  ])('string %j %s %j is %s', (left, operation, right, expected) => {
    expect(check(left, op('string', operation), right)).toBe(expected);
  });

  it.each([
    [5, 'gt', 3, true], [5, 'lt', 3, false], [5, 'gte', 5, true], [4, 'lte', 5, true],
    [5, 'equals', 5, true], [5, 'notEquals', 5, false],
  ])('number %j %s %j is %s', (left, operation, right, expected) => {
    expect(check(left, op('number', operation), right)).toBe(expected);
  });

  it.each([
    ['2024-05-01T10:00:00Z', 'after', '2024-04-30', true],
    ['2024-05-01T10:00:00Z', 'before', '2024-04-30', false],
    ['2024-05-01', 'afterOrEquals', '2024-05-01', true],
    ['2024-05-01', 'beforeOrEquals', '2024-05-02', true],
    ['2024-05-01T00:00:00.000Z', 'equals', '2024-05-01', true],
  ])('dateTime %j %s %j is %s', (left, operation, right, expected) => {
    expect(check(left, op('dateTime', operation), right)).toBe(expected);
  });

  it('compares Luxon-like dates by their instant', () => {
    const date = { toMillis: () => Date.parse('2024-01-02T00:00:00Z') };
    expect(check(date, op('dateTime', 'after'), '2024-01-01T00:00:00Z')).toBe(true);
  });

  it.each([
    [true, 'true', true], [false, 'true', false], [false, 'false', true],
  ])('boolean %j is %s: %s', (left, operation, expected) => {
    expect(check(left, op('boolean', operation, true))).toBe(expected);
  });

  it('array operators compare members and lengths', () => {
    expect(check(['a', 'b'], op('array', 'contains'), 'b')).toBe(true);
    expect(check([{ id: 1 }], op('array', 'contains'), { id: 1 })).toBe(true);
    // Keys count, not just their number: { a: undefined } is not { b: undefined } (the old copy said it was).
    expect(check([{ a: undefined }], op('array', 'contains'), { b: undefined })).toBe(false);
    expect(check(['a'], op('array', 'notContains'), 'b')).toBe(true);
    expect(check([1, 2, 3], op('array', 'lengthEquals'), 3)).toBe(true);
    expect(check([1, 2, 3], op('array', 'lengthNotEquals'), 3)).toBe(false);
    expect(check([1, 2, 3], op('array', 'lengthGt'), 2)).toBe(true);
    expect(check([1, 2, 3], op('array', 'lengthLt'), 2)).toBe(false);
    expect(check([1, 2], op('array', 'lengthGte'), 2)).toBe(true);
    expect(check([1, 2], op('array', 'lengthLte'), 1)).toBe(false);
  });

  it('exists, empty and their opposites for every type', () => {
    expect(check(undefined, op('string', 'exists', true))).toBe(false);
    expect(check(null, op('number', 'notExists', true))).toBe(true);
    expect(check(0, op('number', 'exists', true))).toBe(true);
    expect(check('', op('string', 'empty', true))).toBe(true);
    expect(check('x', op('string', 'notEmpty', true))).toBe(true);
    expect(check([], op('array', 'empty', true))).toBe(true);
    expect(check({}, op('object', 'empty', true))).toBe(true);
    expect(check({ a: 1 }, op('object', 'notEmpty', true))).toBe(true);
    expect(check(undefined, op('object', 'empty', true))).toBe(true);
  });

  it('ignores case when the filter is not case sensitive', () => {
    expect(check('ADA', op('string', 'equals'), 'ada', { caseSensitive: false })).toBe(true);
    expect(check(['ADA'], op('array', 'contains'), 'ada', { caseSensitive: false })).toBe(true);
    expect(check('ADA', op('string', 'equals'), 'ada')).toBe(false);
  });

  it('refuses values of another type in strict mode, with n8n-like wording', () => {
    expect(() => check('5', op('number', 'gt'), 3)).toThrow("Wrong type: '5' is a string but was expecting a number");
    expect(() => check(5, op('string', 'equals'), '5')).toThrow('Wrong type: 5 is a number but was expecting a string');
    expect(() => check([1], op('object', 'notEmpty', true))).toThrow('is an array but was expecting an object');
  });

  it('converts values in loose mode', () => {
    expect(check('5', op('number', 'gt'), 3, { typeValidation: 'loose' })).toBe(true);
    expect(check('yes', op('boolean', 'true', true), undefined, { typeValidation: 'loose' })).toBe(true);
    expect(check('[1,2]', op('array', 'lengthEquals'), '2', { typeValidation: 'loose' })).toBe(true);
    expect(check(12, op('string', 'startsWith'), '1', { typeValidation: 'loose' })).toBe(true);
    expect(() => check('abc', op('number', 'gt'), 3, { typeValidation: 'loose' })).toThrow("Conversion error: the string 'abc' can't be converted to a number");
  });

  it('combines conditions with and / or', () => {
    const conditions: FilterCondition[] = [
      { leftValue: 1, rightValue: 1, operator: op('number', 'equals') },
      { leftValue: 1, rightValue: 2, operator: op('number', 'equals') },
    ];
    expect(evaluateFilter({ conditions, combinator: 'and' })).toBe(false);
    expect(evaluateFilter({ conditions, combinator: 'or' })).toBe(true);
    expect(evaluateFilter({ conditions: [], combinator: 'and' })).toBe(true);
  });

  it('names an unknown comparison', () => {
    expect(() => check('a', op('string', 'sounds like'), 'b')).toThrow('Unknown comparison "sounds like" for type "string"');
  });
});
