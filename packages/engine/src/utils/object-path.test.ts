import { describe, expect, it } from 'vitest';
import { getPath, parsePath, setPath, unsetPath } from './object-path.js';

describe('object paths', () => {
  it('splits dots, indexes and quoted keys', () => {
    expect(parsePath('a.b[0].c')).toEqual(['a', 'b', '0', 'c']);
    expect(parsePath('a["x.y"].z')).toEqual(['a', 'x.y', 'z']);
  });

  it('creates objects and arrays on the way when setting', () => {
    const target: Record<string, unknown> = {};
    setPath(target, 'a.b', 1);
    setPath(target, 'list[1].name', 'second');
    expect(target).toEqual({ a: { b: 1 }, list: [undefined, { name: 'second' }] });
  });

  it('prefers a key that exists as written', () => {
    const target: Record<string, unknown> = { 'a.b': 1 };
    setPath(target, 'a.b', 2);
    expect(target).toEqual({ 'a.b': 2 });
    expect(getPath(target, 'a.b')).toBe(2);
  });

  it('refuses to write into prototypes', () => {
    expect(() => setPath({}, '__proto__.polluted', true)).toThrow(/cannot be used as a field name/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('removes nested values', () => {
    const target = { a: { b: 1, c: 2 } };
    expect(unsetPath(target, 'a.b')).toBe(true);
    expect(unsetPath(target, 'a.missing')).toBe(false);
    expect(target).toEqual({ a: { c: 2 } });
  });
});
