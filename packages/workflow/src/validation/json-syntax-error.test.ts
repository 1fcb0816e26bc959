import { describe, expect, it } from 'vitest';
import { findJsonSyntaxError, lineAndColumn } from './json-syntax-error.js';

describe('findJsonSyntaxError', () => {
  it.each([
    '[]', '{}', '[{"a": 1, "b": [true, false, null]}]', ' \n[1, -2.5e+3, "x\\n\\u00e9"]\n', '"text"', '0',
  ])('finds nothing wrong in %s (JSON.parse agrees)', (text) => {
    expect(() => JSON.parse(text)).not.toThrow();
    expect(findJsonSyntaxError(text)).toBeUndefined();
  });

  it('points at a single quote with its line and column', () => {
    const text = '[\n  {\'name\': 1}\n]';
    expect(findJsonSyntaxError(text)).toEqual({ position: 5, line: 2, column: 4, found: "'" });
  });

  it('points at a missing comma between properties', () => {
    expect(findJsonSyntaxError('{"a": 1 "b": 2}')).toMatchObject({ position: 8, found: '"' });
  });

  it('points at a trailing comma', () => {
    expect(findJsonSyntaxError('[{"a": 1},]')).toMatchObject({ position: 10, found: ']' });
  });

  it('reports the end of the text when it stops early', () => {
    expect(findJsonSyntaxError('[{"a": 1}')).toEqual({ position: 9, line: 1, column: 10, found: undefined });
  });

  it('points at text after the value and at an unquoted key', () => {
    expect(findJsonSyntaxError('[] x')).toMatchObject({ position: 3, found: 'x' });
    expect(findJsonSyntaxError('{name: 1}')).toMatchObject({ position: 1, found: 'n' });
  });

  it('points inside a string at a raw line break or a bad escape', () => {
    expect(findJsonSyntaxError('["a\nb"]')).toMatchObject({ position: 3, line: 1, column: 4 });
    expect(findJsonSyntaxError('["a\\x"]')).toMatchObject({ position: 3, found: '\\' });
  });

  it('rejects numbers JSON does not allow', () => {
    expect(findJsonSyntaxError('[01]')).toMatchObject({ position: 2, found: '1' });
    expect(findJsonSyntaxError('[.5]')).toMatchObject({ position: 1, found: '.' });
    expect(findJsonSyntaxError('[NaN]')).toMatchObject({ position: 1, found: 'N' });
  });

  it('walks very deep invalid nesting without overflowing the stack', () => {
    const text = '['.repeat(200_000) + '}';
    expect(findJsonSyntaxError(text)).toMatchObject({ position: 200_000, found: '}' });
  });
});

describe('lineAndColumn', () => {
  it('counts lines and columns from 1', () => {
    expect(lineAndColumn('ab\ncd\nef', 0)).toEqual({ line: 1, column: 1 });
    expect(lineAndColumn('ab\ncd\nef', 4)).toEqual({ line: 2, column: 2 });
    expect(lineAndColumn('ab\ncd\nef', 6)).toEqual({ line: 3, column: 1 });
  });
});
