import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { evaluateExpression } from './evaluate.js';
import { chainContext, jsonItems, expressionFailure } from './expression-test-helpers.js';

const ctx = chainContext([{
  name: 'Source',
  items: jsonItems({
    title: 'the quick brown fox', list: [3, 1, 2, 3], price: 2.567, when: '2024-05-04T10:00:00Z', count: '42',
    contact: 'Write to ada@example.org or visit https://example.com/docs?x=1', record: { a: 1, b: '', c: null, d: 'keep me' },
    people: [{ name: 'Ada', team: 'x' }, { name: 'Grace', team: 'y' }, { name: 'Ada', team: 'z' }],
  }),
}], { name: 'Active' });

const evaluate = (code: string) => evaluateExpression(`={{ ${code} }}`, ctx, 0);

const failure = (code: string) => expressionFailure(code, ctx);

describe('data transformation functions: dispatch', () => {
  it("uses the value's own method first, as JavaScript does", () => {
    expect(evaluate('"abc".includes("b")')).toBe(true);
    expect(evaluate('({ first: () => "own" }).first()')).toBe('own');
    expect(evaluate('Math.max(1, 5) + Object.keys({ a: 1 }).length')).toBe(6);
    expect(evaluate('$input.first().json.count')).toBe('42');
  });

  it('works after other calls, on parenthesised values, and across comments', () => {
    expect(evaluate('$json.list.map((n) => n * 2).sum()')).toBe(18);
    expect(evaluate('($json.list).first()')).toBe(3);
    expect(evaluate('$json.list /* the list */ . last()')).toBe(3);
    expect(evaluate('$json.title.toTitleCase().extractDomain()')).toBeUndefined();
  });

  it('gives undefined for a missing value inside an optional chain, and an error outside one', () => {
    expect(evaluate('$json.missing?.first()')).toBeUndefined();
    expect(evaluate('$json.missing?.deeper.first()')).toBeUndefined();
    expect(failure('$json.missing.first()').message).toBe("first can't be used on undefined value");
  });

  it('says which kinds of value a function works on', () => {
    const error = failure('(5).toTitleCase()');
    expect(error.message).toBe('toTitleCase() is only callable on type "String"');
    expect(failure('(5).toJsonString()').message).toBe('toJsonString() is only callable on types "Array", "Object", and "String"');
  });
});

describe('data transformation functions: values', () => {
  it('strings', () => {
    expect(evaluate('$json.title.toTitleCase()')).toBe('The Quick Brown Fox');
    expect(evaluate('"HELLO there. how ARE you?".toSentenceCase()')).toBe('Hello there. How are you?');
    expect(evaluate('"Quick brownFox".toSnakeCase()')).toBe('quick_brownfox');
    expect(evaluate('[$json.count.toNumber(), "3.9".toInt(), "2.5x".toFloat()]')).toEqual([42, 3, 2.5]);
    expect(failure('"abc".toNumber()').message).toBe('cannot convert to number');
    expect(evaluate('["false".toBoolean(), "no".toBoolean(), "yes".toBoolean(), "0".toBoolean()]')).toEqual([false, false, true, false]);
    expect(evaluate('[$json.contact.extractEmail(), $json.contact.extractUrl(), $json.contact.extractDomain()]'))
      .toEqual(['ada@example.org', 'https://example.com/docs?x=1', undefined]);
    expect(evaluate('["a@b.co".isEmail(), "nope".isEmail(), "https://n8n.io".isUrl(), "n8n.io".isDomain(), " 12.5 ".isNumeric()]'))
      .toEqual([true, false, true, true, false]);
    expect(evaluate('["".isEmpty(), "x".isNotEmpty(), "<b>bold</b> text".removeTags(), \'{"a":[1]}\'.parseJson()]'))
      .toEqual([true, true, 'bold text', { a: [1] }]);
    const date = evaluate('$json.when.toDateTime()') as DateTime;
    expect(DateTime.isDateTime(date) && date.toUTC().toISO()).toBe('2024-05-04T10:00:00.000Z');
    expect(failure('"not a date".toDateTime()').message).toBe('cannot convert to Luxon DateTime');
  });

  it('numbers and booleans', () => {
    expect(evaluate('[$json.price.round(2), $json.price.round(), $json.price.floor(), $json.price.ceil(), (-3).abs()]')).toEqual([2.57, 3, 2, 3, 3]);
    expect(evaluate('[(4).isEven(), (3).isOdd(), (2.5).isInteger(), (0).toBoolean(), true.toNumber()]')).toEqual([true, true, false, false, 1]);
    expect(evaluate('(1234.5).format("en-US")')).toBe('1,234.5');
    expect(evaluate('(0).toDateTime().toUTC().toISO()')).toBe('1970-01-01T00:00:00.000Z');
  });

  it('arrays', () => {
    expect(evaluate('[$json.list.first(), $json.list.last(), $json.list.sum(), $json.list.min(), $json.list.max(), $json.list.average()]'))
      .toEqual([3, 3, 9, 1, 3, 2.25]);
    expect(evaluate('$json.list.removeDuplicates()')).toEqual([3, 1, 2]);
    expect(evaluate('$json.people.removeDuplicates("name").pluck("team")')).toEqual(['x', 'y']);
    expect(evaluate('$json.people.pluck("name", "team")[1]')).toEqual(['Grace', 'y']);
    expect(evaluate('[1, null, "", [], 2].compact()')).toEqual([1, 2]);
    expect(evaluate('[1, 2, 3, 4, 5].chunk(2)')).toEqual([[1, 2], [3, 4], [5]]);
    expect(evaluate('[[1, 2, 3].difference([2]), [1, 2, 3].intersection([3, 2, 9]), [1, 2].union([2, 3])]')).toEqual([[1, 3], [2, 3], [1, 2, 3]]);
    expect(evaluate('$json.people.smartJoin("name", "team")')).toEqual({ Ada: 'z', Grace: 'y' });
    expect(evaluate('[[].isEmpty(), [1].isNotEmpty(), [1].toJsonString()]')).toEqual([true, true, '[1]']);
  });

  it('objects', () => {
    expect(evaluate('$json.record.compact()')).toEqual({ a: 1, d: 'keep me' });
    expect(evaluate('[$json.record.keys(), $json.record.hasField("b"), $json.record.removeField("a").keys()]'))
      .toEqual([['a', 'b', 'c', 'd'], true, ['b', 'c', 'd']]);
    expect(evaluate('$json.record.keepFieldsContaining("keep")')).toEqual({ d: 'keep me' });
    expect(evaluate('[({}).isEmpty(), ({ a: 1 }).toJsonString()]')).toEqual([true, '{"a":1}']);
  });

  it('dates', () => {
    expect(evaluate('$json.when.toDateTime().setZone("UTC").format("yyyy-LL-dd HH:mm")')).toBe('2024-05-04 10:00');
    expect(evaluate('[$json.when.toDateTime().isWeekend(), $json.when.toDateTime().extract("month")]')).toEqual([true, 5]);
    expect(evaluate('$json.when.toDateTime().setZone("UTC").beginningOf("month").toISO()')).toBe('2024-05-01T00:00:00.000Z');
    expect(evaluate('new Date(0).toDateTime().toUTC().toISO()')).toBe('1970-01-01T00:00:00.000Z');
    expect(evaluate('$json.when.toDateTime().isBetween("2024-05-01", "2024-06-01")')).toBe(true);
  });
});
