import { describe, expect, it } from 'vitest';
import {
  isPinDataTooLarge, MAX_PINNED_DATA_SIZE, parsePinDataText, PIN_DATA_TOO_LARGE_MESSAGE, pinDataSize, pinDataWith,
  SINGLE_QUOTES_HINT, utf8ByteLength,
} from './pin-data.js';

describe('parsePinDataText', () => {
  it('reads a list of objects as items', () => {
    expect(parsePinDataText('[{"name": "a"}, {"name": "b", "n": 2}]')).toEqual({
      ok: true, items: [{ name: 'a' }, { name: 'b', n: 2 }],
    });
  });

  it('reads one object as one item', () => {
    expect(parsePinDataText('{"id": 7}')).toEqual({ ok: true, items: [{ id: 7 }] });
  });

  it('reads an empty list as no items', () => {
    expect(parsePinDataText('[]')).toEqual({ ok: true, items: [] });
  });

  it('says where invalid JSON breaks, with position, line and column', () => {
    expect(parsePinDataText('[\n  {"a": 1,}\n]')).toEqual({
      ok: false, message: "Unexpected token '}' at position 12 (line 2 column 11)",
    });
  });

  it('adds the double-quote hint when the text uses single quotes', () => {
    const result = parsePinDataText("[{'name': 'a'}]");
    expect(result).toEqual({
      ok: false, message: "Unexpected token ''' at position 2 (line 1 column 3)", hint: SINGLE_QUOTES_HINT,
    });
    expect(SINGLE_QUOTES_HINT).toBe('Use double quotes " instead of single quotes \'');
  });

  it('says when the text ends too early', () => {
    expect(parsePinDataText('[{"a": 1}')).toEqual({
      ok: false, message: 'Unexpected end of JSON input at position 9 (line 1 column 10)',
    });
  });

  it('refuses values that are not items', () => {
    expect(parsePinDataText('"text"')).toMatchObject({ ok: false, message: expect.stringContaining('must be a list of items') });
    expect(parsePinDataText('[{"a": 1}, 2]')).toEqual({
      ok: false, message: 'Item 2 is not an object: each item must be written as {"field": value}',
    });
    expect(parsePinDataText('[[]]')).toMatchObject({ ok: false, message: expect.stringContaining('Item 1 is not an object') });
  });

  it('refuses data nested deeper than the JSON limit', () => {
    const text = `[${'{"a":'.repeat(120)}1${'}'.repeat(120)}]`;
    expect(parsePinDataText(text)).toMatchObject({ ok: false, message: expect.stringContaining('nested deeper than 100 levels') });
  });
});

describe('pin data size', () => {
  it('counts UTF-8 bytes as they are saved', () => {
    expect(utf8ByteLength('abc')).toBe(3);
    expect(utf8ByteLength('é')).toBe(2);
    expect(utf8ByteLength('€')).toBe(3);
    expect(utf8ByteLength('😀')).toBe(4);
    expect(utf8ByteLength('a😀é')).toBe(7);
  });

  it('measures the JSON of every node together', () => {
    const pinData = { A: [{ json: { x: 1 } }], B: [{ json: { y: 'é' } }] };
    // One more byte than characters: é takes two in UTF-8.
    expect(pinDataSize(pinData)).toBe(JSON.stringify(pinData).length + 1);
    expect(pinDataSize(undefined)).toBe(0);
  });

  it('allows 12 MB in all and refuses one byte more', () => {
    const overhead = pinDataSize({ A: [{ json: { s: '' } }] });
    const fits = { A: [{ json: { s: 'x'.repeat(MAX_PINNED_DATA_SIZE - overhead) } }] };
    expect(pinDataSize(fits)).toBe(12582912);
    expect(isPinDataTooLarge(fits)).toBe(false);
    const over = { A: [{ json: { s: 'x'.repeat(MAX_PINNED_DATA_SIZE - overhead + 1) } }] };
    expect(isPinDataTooLarge(over)).toBe(true);
    expect(PIN_DATA_TOO_LARGE_MESSAGE).toBe('Output data is too large to pin: at most 12MB of output per workflow');
  });

  it('counts the other nodes already pinned toward the limit', () => {
    const half = 'x'.repeat(MAX_PINNED_DATA_SIZE / 2);
    const existing = { A: [{ json: { s: half } }] };
    expect(isPinDataTooLarge(pinDataWith(existing, 'B', [{ json: { s: half } }]))).toBe(true);
    expect(isPinDataTooLarge(pinDataWith(existing, 'A', [{ json: { s: half } }]))).toBe(false);
    expect(pinDataWith(existing, 'A', null)).toEqual({});
  });
});
